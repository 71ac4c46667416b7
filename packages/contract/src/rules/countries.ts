import { iso31661 } from 'iso-3166/1.js';

/**
 * The countries an address or a shipping zone can name: ISO 3166-1 alpha-2 codes of every assigned
 * country (the `iso-3166` package, pinned, so the list is kept for us), named in the reader's language
 * by the browser's or Node's own `Intl.DisplayNames` (no hand-written names to drift).
 */
export const ISO_COUNTRY_CODES: readonly string[] = iso31661.map((c) => c.alpha2);
const KNOWN = new Set(ISO_COUNTRY_CODES);
const ENGLISH = new Map(iso31661.map((c) => [c.alpha2, c.name]));

type Language = 'en' | 'zh-CN';

export const isIsoCountryCode = (value: string) => KNOWN.has(value);

const displayNames = new Map<Language, Intl.DisplayNames | null>();
function namesIn(language: Language) {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      // A runtime without DisplayNames (old browsers): the ISO English names below.
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language)!;
}

/** A country's name in the reader's language (`DE` → Germany / 德国); the code itself if unknown. */
export function countryName(code: string, language: Language = 'en'): string {
  const upper = code.toUpperCase();
  return namesIn(language)?.of(upper) ?? ENGLISH.get(upper) ?? code;
}

/**
 * A country as an address stores it, for reading: a known ISO code as its name; anything else (an
 * address saved before the picker, when the country was typed: "China", "中国") as written.
 */
export function countryLabel(country: string, language: Language = 'en'): string {
  const value = country.trim();
  return /^[A-Za-z]{2}$/.test(value) && KNOWN.has(value.toUpperCase()) ? countryName(value, language) : country;
}

/** Every country as a picker lists it: code and name, in the reader's alphabetical order (pinyin for 简体中文). */
const options = new Map<Language, readonly { code: string; name: string }[]>();
export function countryOptions(language: Language = 'en'): readonly { code: string; name: string }[] {
  if (!options.has(language)) {
    const collator = new Intl.Collator(language);
    options.set(
      language,
      ISO_COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => collator.compare(a.name, b.name)),
    );
  }
  return options.get(language)!;
}

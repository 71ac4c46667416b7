import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en';

/** The languages of the store, each named in itself on the switch. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh-CN', name: '简体中文' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export type Messages = typeof en;

const STORAGE_KEY = 'pedestal.language';

/**
 * Every language is its own chunk, loaded on demand (decision 022): the first chunk carries only
 * i18next, and a shopper downloads the one language they read. English is the fallback.
 */
const loaders: Record<Language, () => Promise<{ default: Messages; serverMessages?: Record<string, string> }>> = {
  en: () => import('./locales/en'),
  'zh-CN': () => import('./locales/zh-CN'),
};

/** Per language: English texts of contract messages (validation, SPEC §8) → their translation. */
const serverTables: Partial<Record<Language, Record<string, string>>> = {};

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l.code === value);

/** The stored choice, else the browser's first language we have (zh* → 简体中文), else English. */
export function preferredLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be blocked (private mode); the browser's language still applies.
  }
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}

async function load(language: Language) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const module = await loaders[language]();
  serverTables[language] = module.serverMessages ?? {};
  i18next.addResourceBundle(language, 'translation', module.default, true, true);
}

const applyToDocument = (language: Language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

/** Starts i18next in the preferred language; the app renders once that language has arrived. */
export async function initI18n(language: Language = preferredLanguage()) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await load(language);
  applyToDocument(language);
}

/** Switches the language: loads it if needed, remembers the choice, sets `<html lang>`. */
export async function setLanguage(language: Language) {
  await load(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered, still switched.
  }
  await i18next.changeLanguage(language);
  applyToDocument(language);
}

export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : 'en');

/**
 * Messages from the contract (zod validation, SPEC §8 status texts, server field errors) stay English
 * in the API; the web shows them through this one table, keyed by the English text.
 */
export function localizeMessage(message: string): string {
  const table = serverTables[currentLanguage()];
  if (!table) return message;
  const exact = table[message];
  if (exact !== undefined) return exact;
  // A few messages carry a number ("Please wait 42 seconds…"): their entries say {n} where it goes.
  for (const [english, translated] of Object.entries(table)) {
    if (!english.includes('{n}')) continue;
    const pattern = new RegExp(`^${english.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{n}', '(\\d+)')}$`);
    const match = pattern.exec(message);
    if (match) return translated.replace('{n}', match[1]!);
  }
  return message;
}

export { i18next };

/** A key of the English texts (and so of every language). */
export type MessageKey = ParseKeys;

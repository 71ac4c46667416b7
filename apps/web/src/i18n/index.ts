import type { i18n as I18n, ParseKeys, TFunction } from 'i18next';
import type en from './locales/en';

/** The languages of the store, each named in itself on the switch. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh-CN', name: '简体中文' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export type Messages = typeof en;
/** A key of the English texts (and so of every language). */
export type MessageKey = ParseKeys;

const STORAGE_KEY = 'pedestal.language';

type LanguageModule = { default: Messages; serverMessages?: Record<string, string> };

/**
 * i18next and every language are chunks of their own, loaded while the first screen's chunk loads
 * (decision 022): the entry carries only this file, and a shopper downloads the one language they read.
 */
const loaders: Record<Language, () => Promise<LanguageModule>> = {
  en: () => import('./locales/en'),
  'zh-CN': () => import('./locales/zh-CN'),
};

let instance: I18n | undefined;
const listeners = new Set<() => void>();

/** Per language: English texts of contract messages (validation, SPEC §5/§8) → their translation. */
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

const applyToDocument = (language: Language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

/** The texts of the current language; typed by the English resources, so an unknown key is a type error. */
export const i18next = {
  t: ((...args: unknown[]) => (instance ? (instance.t as unknown as (...a: unknown[]) => string)(...args) : '')) as unknown as TFunction,
};

/** Starts i18next in the preferred language; the app renders once it and that language have arrived. */
export async function initI18n(language: Language = preferredLanguage()) {
  const [{ default: core }, messages] = await Promise.all([import('i18next'), loaders[language]()]);
  const next = core.createInstance();
  await next.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages.default } },
    interpolation: { escapeValue: false },
  });
  serverTables[language] = messages.serverMessages ?? {};
  instance = next;
  applyToDocument(language);
}

/** Switches the language: loads it if needed, remembers the choice, sets `<html lang>`, redraws. */
export async function setLanguage(language: Language) {
  if (!instance) return;
  if (!instance.hasResourceBundle(language, 'translation')) {
    const messages = await loaders[language]();
    serverTables[language] = messages.serverMessages ?? {};
    instance.addResourceBundle(language, 'translation', messages.default, true, true);
  }
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered, still switched.
  }
  await instance.changeLanguage(language);
  applyToDocument(language);
  for (const listener of listeners) listener();
}

export const currentLanguage = (): Language => (isLanguage(instance?.language) ? instance.language : 'en');

export const onLanguageChange = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

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

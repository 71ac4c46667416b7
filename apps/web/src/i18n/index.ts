import { reasonForStatus } from '@pedestal/contract/problem-type';
import { countryLabel } from '@pedestal/contract/rules/countries';
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

type LanguageModule = { default: Messages };

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
  instance = next;
  applyToDocument(language);
}

/** Switches the language: loads it if needed, remembers the choice, sets `<html lang>`, redraws. */
export async function setLanguage(language: Language) {
  if (!instance) return;
  if (!instance.hasResourceBundle(language, 'translation')) {
    const messages = await loaders[language]();
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
 * A refusal of the API in the current language (decision 028), by its reason (the Problem Details
 * `type`) and the values its text names; a reason this store has no text for, or an answer that
 * names none, reads as SPEC §8's text for its status. The server's English is never shown.
 */
export function refusalMessage(reason: string | undefined, params: Record<string, unknown> = {}, status?: number): string {
  if (!instance) return '';
  // A country the server names is the address's as stored: an ISO code reads as its name.
  if (typeof params.country === 'string') params = { ...params, country: countryLabel(params.country, currentLanguage()) };
  if (reason && instance.exists(`refusals.${reason}`, params)) return translate(`refusals.${reason}`, params);
  return translate(`refusals.${reasonForStatus(status)}`);
}

/**
 * A form field's message: the contract's schemas and the server's field errors give a reason,
 * shown in the current language; a text a screen wrote itself (already translated) stays as given.
 */
export function fieldMessage(message: string): string {
  return instance?.exists(`refusals.${message}`) ? translate(`refusals.${message}`) : message;
}

/** A key built from a reason the server or a schema named (so not a literal the key types can check). */
const translate = (key: string, values?: Record<string, unknown>) =>
  (instance!.t as unknown as (k: string, v?: object) => string)(key, values);

import { currentLanguage } from '@/i18n';

/**
 * Numbers, money and dates in the shopper's language, through Intl (one formatter per kind). Money
 * is always USD with two decimals (SPEC §1), shown with the $ sign in every language.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T => {
  const k = `${currentLanguage()}|${key}`;
  let f = cache.get(k);
  if (!f) cache.set(k, (f = make()));
  return f as T;
};

export const formatNumber = (value: number | null | undefined) =>
  cached('number', () => new Intl.NumberFormat(currentLanguage())).format(Number(value ?? 0));

export function formatPrice(dollars: number | string | null | undefined): string {
  const value = Number(dollars ?? 0);
  const money = cached(
    'usd',
    () => new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }),
  );
  return money.format(Number.isFinite(value) ? value : 0);
}

const toDate = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Date and time, 24-hour: 11/24/2026 14:05 in English (SPEC MM/dd/yyyy HH:mm), 2026/11/24 14:05 in Chinese. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  const f = cached(
    'datetime',
    () =>
      new Intl.DateTimeFormat(currentLanguage(), {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return f.format(d).replace(', ', ' ');
}

/** A long date: November 24, 2026 / 2026年11月24日. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  return cached('date', () => new Intl.DateTimeFormat(currentLanguage(), { year: 'numeric', month: 'long', day: 'numeric' })).format(d);
}

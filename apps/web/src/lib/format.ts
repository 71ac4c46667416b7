import { formatShipMonth } from '@pedestal/contract/rules/promises';
import { currentLanguage } from '@/i18n';

/**
 * Numbers, money and dates in the shopper's language. Money is always USD with two decimals (SPEC
 * §1), shown with the $ sign in every language.
 *
 * Numbers and money come from the contract (rules/money), not Intl.NumberFormat: both languages
 * write them alike (Latin digits, ',' between thousands, '.' before the cents, '$'), and the first
 * Intl formatter a page makes starts ICU, which blocked a phone's main thread for ~80 ms in the
 * middle of the first screen's render (issue 13; ~20 ms on a laptop). format.test.ts holds them to
 * Intl's output in both languages. Dates still go through Intl (one formatter per kind).
 */
const cache = new Map<string, Intl.DateTimeFormat>();
const cached = (key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat => {
  const k = `${currentLanguage()}|${key}`;
  let f = cache.get(k);
  if (!f) cache.set(k, (f = make()));
  return f;
};

// Numbers and money: the contract's one formatter, shared with the console and the server's texts (issue 28 #7).
export { formatNumber, formatPrice } from '@pedestal/contract/rules/money';

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

/** A month (`2027-03`) in the shopper's language: March 2027 / 2027年3月. */
export const formatMonth = (month: string) => formatShipMonth(month, currentLanguage());

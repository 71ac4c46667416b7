import { formatShipMonth } from '@pedestal/contract/rules/promises';
import { currentLanguage, i18next } from '@/i18n';
import { formatNumber as number } from '@pedestal/contract/rules/money';

/**
 * Numbers, money, dates and months in the shopper's language: the web's one formatter (decision
 * 046). Money is always USD with two decimals (SPEC §1), shown with the $ sign in every language.
 *
 * Numbers and money come from the contract (rules/money), not Intl.NumberFormat: both languages
 * write them alike (Latin digits, ',' between thousands, '.' before the cents, '$'), and the first
 * Intl formatter a page makes starts ICU, which blocked a phone's main thread for ~80 ms in the
 * middle of the first screen's render (issue 13; ~20 ms on a laptop). format.test.ts holds them to
 * Intl's output in both languages.
 *
 * Dates have one form per language, so a page never mixes two: English as SPEC writes it
 * (11/26/2026; with the time 11/26/2026 14:05), Chinese as a Chinese reader writes a date
 * (2026年11月26日; 2026年11月26日 14:05); months March 2027 / 2027年3月. In the shopper's time zone.
 */

// Numbers and money: the contract's one formatter, shared with the console and the server's texts (issue 28 #7).
export { formatNumber, formatPrice } from '@pedestal/contract/rules/money';

const toDate = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

const two = (n: number) => String(n).padStart(2, '0');

/** The day alone: 11/26/2026 / 2026年11月26日. */
export function formatDay(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  return currentLanguage() === 'zh-CN'
    ? `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`
    : `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()}`;
}

/**
 * The day in pieces that never break inside (issue 41 #8): a narrow column wraps a Chinese date
 * between its year and the rest (2026年 / 12月2日), never mid-day; an English one stays whole.
 */
export function formatDayParts(value: string | number | Date | null | undefined): string[] {
  const d = toDate(value);
  if (!d) return [];
  return currentLanguage() === 'zh-CN' ? [`${d.getFullYear()}年`, `${d.getMonth() + 1}月${d.getDate()}日`] : [formatDay(d)];
}

/** Date and time, 24-hour: 11/26/2026 14:05 (SPEC MM/dd/yyyy HH:mm) / 2026年11月26日 14:05. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  return `${formatDay(d)} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A date in a sentence: the same form as every other date of the language. */
export const formatDate = formatDay;

/** A month (`2027-03`) in the shopper's language: March 2027 / 2027年3月. */
export const formatMonth = (month: string) => formatShipMonth(month, currentLanguage());

const countKeys = { diamond: 'common.diamondCount', vote: 'common.voteCount', view: 'common.viewCount' } as const;

/**
 * A count with its unit as each language writes it (decision 051): 1 diamond / 3 diamonds,
 * 3 颗钻石, 3 票. The catalogue's plural forms choose the word; `shown` is the number as printed
 * (1,200 by default, or a short counter such as 1.2k).
 */
export function formatCount(unit: keyof typeof countKeys, value: number, shown: string = number(value)): string {
  return i18next.t(countKeys[unit], { count: value, n: shown });
}

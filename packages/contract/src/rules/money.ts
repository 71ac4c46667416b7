import { CURRENCY_SYMBOL } from '../constants';

/** Money is integer cents everywhere; the API shows dollars with two decimals. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * The one money and number formatter of the store, the console and the server's texts (issue 28 #7).
 * Both languages write them alike — Latin digits, ',' between thousands, '.' before the cents, '$'
 * (SPEC §1: USD with two decimals) — so they are written here, not by Intl.NumberFormat (whose first
 * use starts ICU: ~80 ms on a phone, issue 13); the web's format.test.ts holds them to Intl's output.
 */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A finite number with at most `maxFraction` decimals (trailing zeros dropped down to `minFraction`). */
function decimal(value: number, minFraction: number, maxFraction: number): string {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maxFraction).split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  return `${grouped(whole)}${kept ? `.${kept}` : ''}`;
}

const finite = (value: number | string | null | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** A count or amount as people read it: 1,234,567 (at most three decimals). */
export function formatNumber(value: number | string | null | undefined): string {
  const n = finite(value);
  return `${n < 0 ? '-' : ''}${decimal(n, 0, 3)}`;
}

/** Dollars with cents: $1,234.50, -$5.00. */
export function formatPrice(dollars: number | string | null | undefined, symbol: string = CURRENCY_SYMBOL): string {
  const n = finite(dollars);
  return `${n < 0 ? '-' : ''}${symbol}${decimal(n, 2, 2)}`;
}

/** Rounded percent discount of the pre-sale price against the sale price (Buy Now label). */
export function discountPercent(salePrice: number, preSalePrice: number): number {
  if (!(salePrice > 0) || !(preSalePrice >= 0) || preSalePrice >= salePrice) return 0;
  return Math.round(((salePrice - preSalePrice) / salePrice) * 100);
}

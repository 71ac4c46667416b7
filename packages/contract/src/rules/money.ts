import { CURRENCY_SYMBOL } from '../constants';

/** Money is integer cents everywhere; the API shows dollars with two decimals. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function formatPrice(dollars: number | string | null | undefined, symbol: string = CURRENCY_SYMBOL): string {
  const value = Number(dollars ?? 0);
  return `${symbol}${(Number.isFinite(value) ? value : 0).toFixed(2)}`;
}

/** Rounded percent discount of the pre-sale price against the sale price (Buy Now label). */
export function discountPercent(salePrice: number, preSalePrice: number): number {
  if (!(salePrice > 0) || !(preSalePrice >= 0) || preSalePrice >= salePrice) return 0;
  return Math.round(((salePrice - preSalePrice) / salePrice) * 100);
}

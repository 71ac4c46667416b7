import { isPreSale } from '@pedestal/contract/rules/character-status';

interface PricedSpec {
  price: number;
  preSalePrice: number | null;
  stock: number;
}

/** SPEC §4 Pre-sale: the discount price applies while preSaleEndAt is in the future. */
export function unitPrice(spec: PricedSpec, sale: { preSaleEndAt?: string | null } | null | undefined, now = Date.now()): number {
  return isPreSale(sale, now) && spec.preSalePrice !== null ? spec.preSalePrice : spec.price;
}

/** SPEC §5: purchase quantity is 1..stock, and 0 when out of stock. */
export function quantityBounds(stock: number): { min: number; max: number } {
  return stock > 0 ? { min: 1, max: stock } : { min: 0, max: 0 };
}

/** A starting (or carried-over) quantity within the spec's bounds. */
export function boundQuantity(quantity: number, stock: number): number {
  const { min, max } = quantityBounds(stock);
  return Math.min(max, Math.max(min, Math.trunc(quantity) || min));
}

/** Sum of price × quantity in dollars, rounded to cents to dodge float drift. */
export function lineTotal(lines: { price: number; quantity: number }[]): number {
  return Math.round(lines.reduce((sum, l) => sum + l.price * 100 * l.quantity, 0)) / 100;
}

import { isPreSale } from './character-status';

interface PricedSpec {
  price: number;
  preSalePrice: number | null;
}

/**
 * SPEC §4 Pre-sale: while the sale's pre-sale window is open a spec with a pre-sale price sells at
 * it; otherwise at its price. The one rule for the cart, the checkout and the order the server
 * places, in any unit (dollars on the wire, cents on the server).
 */
export function isPreSalePriced(
  spec: PricedSpec,
  sale: { preSaleEndAt?: string | Date | null } | null | undefined,
  now: number = Date.now(),
): boolean {
  return spec.preSalePrice !== null && isPreSale(sale, now);
}

export function unitPrice(
  spec: PricedSpec,
  sale: { preSaleEndAt?: string | Date | null } | null | undefined,
  now: number = Date.now(),
): number {
  return isPreSalePriced(spec, sale, now) ? spec.preSalePrice! : spec.price;
}

/** Sum of dollar price × quantity, counted in cents so it never drifts. */
export function lineTotal(lines: { price: number; quantity: number }[]): number {
  return Math.round(lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0)) / 100;
}

/** Units one purchase may take: the stock, within the spec's limit per account when it has one. */
export function purchasableUnits(spec: { stock: number; limitPerAccount?: number | null }): number {
  const limit = spec.limitPerAccount ?? null;
  return limit === null ? spec.stock : Math.min(spec.stock, limit);
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

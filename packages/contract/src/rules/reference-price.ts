/** How far back the reference price of a discount looks (EU Omnibus: 30 days; China: 7). A store setting. */
export const PRICE_REFERENCE_DAYS = [30, 7] as const;
export type PriceReferenceDays = (typeof PRICE_REFERENCE_DAYS)[number];

/** One recorded price change of a sale spec: from `at` on, its list price and its pre-sale price. */
export interface PriceChange {
  at: string | Date | number;
  priceCents: number;
  preSalePriceCents: number | null;
}

const DAY_MS = 86_400_000;
const ms = (at: string | Date | number) => (typeof at === 'number' ? at : new Date(at).getTime());

/**
 * The reference a discount is shown against (decision 039, extending 034): the lowest price of the
 * spec in the `days` before the discount began, and any lower one since.
 * - every list price in effect at some moment from `days` before the discount began until now;
 * - every pre-sale price the spec sold at during this discount in the last `days`, before the
 *   current one took effect, other than the current one (a discount raised back up cannot hide its
 *   lower past);
 * `discountFrom` is when the discount (the pre-sale) began. Null when nothing was recorded by then.
 * The discount is shown only when the price charged now is below the reference.
 */
export function referencePriceCents(
  history: readonly PriceChange[],
  discountFrom: string | Date | number,
  now: number,
  days: number,
): number | null {
  const points = history
    .map((h) => ({ at: ms(h.at), price: h.priceCents, preSale: h.preSalePriceCents }))
    .filter((p) => p.at <= now)
    .sort((a, b) => a.at - b.at);
  if (points.length === 0) return null;
  const from = ms(discountFrom);
  const windowStart = from - days * DAY_MS;
  const current = points[points.length - 1]!.preSale;
  let lowest: number | null = null;
  const take = (cents: number) => (lowest = lowest === null ? cents : Math.min(lowest, cents));
  points.forEach((p, i) => {
    const until = points[i + 1]?.at ?? Infinity;
    // In effect at some moment of [windowStart, now]: list prices count.
    if (until > windowStart) take(p.price);
    // A pre-sale price other than today's, charged during this discount within the last `days`.
    const superseded = i < points.length - 1 && p.preSale !== current;
    if (superseded && p.preSale !== null && until > from && until > now - days * DAY_MS) take(p.preSale);
  });
  return lowest;
}

/** The rounded percent a discount shows against its reference; 0 when there is none to show. */
export function referenceDiscountPercent(referenceCents: number | null, chargedCents: number): number {
  if (referenceCents === null || !(referenceCents > 0) || chargedCents >= referenceCents) return 0;
  return Math.round(((referenceCents - chargedCents) / referenceCents) * 100);
}

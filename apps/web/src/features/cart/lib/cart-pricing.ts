import { lineTotal, unitPrice } from '@pedestal/contract/rules/pricing';
import { shownUnitPrice } from '@pedestal/contract/rules/shipping';
import type { CartItem } from '@pedestal/contract/schemas/shop';

type ShownTax = Parameters<typeof shownUnitPrice>[1];

/**
 * What checkout charges for one unit of a cart line: the pre-sale price while its sale's pre-sale runs
 * (contract rules/pricing), with its VAT where the shopper's address shows prices tax-inclusive (the quote's `tax`).
 */
export const cartUnitPrice = (item: CartItem, now: number, tax?: ShownTax) =>
  shownUnitPrice(unitPrice(item.spec, item.spec.sale, now), tax);

/** The total of the chosen lines at the quantities on screen (else saved), as checkout will charge it. */
export const cartTotal = (items: CartItem[], now: number, counts: ReadonlyMap<string, number> = new Map(), tax?: ShownTax) =>
  lineTotal(items.map((item) => ({ price: cartUnitPrice(item, now, tax), quantity: counts.get(item.id) ?? item.targetCount })));

import { lineTotal, unitPrice } from '@pedestal/contract/rules/pricing';
import type { CartItem } from '@pedestal/contract/schemas/shop';

/** What checkout charges for one unit of a cart line: the pre-sale price while its sale's pre-sale runs (contract rules/pricing). */
export const cartUnitPrice = (item: CartItem, now: number) => unitPrice(item.spec, item.spec.sale, now);

/** The total of the chosen lines at the quantities on screen (else saved), as checkout will charge it. */
export const cartTotal = (items: CartItem[], now: number, counts: ReadonlyMap<string, number> = new Map()) =>
  lineTotal(items.map((item) => ({ price: cartUnitPrice(item, now), quantity: counts.get(item.id) ?? item.targetCount })));

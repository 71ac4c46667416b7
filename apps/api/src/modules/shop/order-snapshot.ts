import { awaitedReleaseMonth } from '@pedestal/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { OrderSnapshot } from '../../domain/events';
import { shipMonthsOf } from './release-months';
import { figurineOrderItems, type figurineOrders } from './schema';

/** An order as its events tell it (and its emails show it): lines, totals and the shipping address it was placed with. */
export async function orderSnapshot(db: DbOrTx, order: typeof figurineOrders.$inferSelect): Promise<OrderSnapshot> {
  const lines = await db
    .select()
    .from(figurineOrderItems)
    .where(eq(figurineOrderItems.orderId, order.id))
    .orderBy(asc(figurineOrderItems.id));
  const a = order.address;
  const months = [...(await shipMonthsOf(db, [...new Set(lines.map((l) => l.specId))])).values()].flatMap((m) => m ?? []).sort();
  return {
    id: order.id,
    no: order.no,
    userId: order.userId,
    lines: lines.map((l) => ({
      characterName: l.characterName,
      specTitle: l.specTitle,
      image: l.specImage,
      unitPriceCents: l.unitPriceCents,
      unitTaxCents: l.unitTaxCents,
      quantity: l.quantity,
    })),
    subtotalCents: order.subtotalCents,
    shippingFeeCents: order.shippingFeeCents,
    taxCents: order.taxCents,
    tax: order.charges
      ? {
          kind: order.charges.taxKind,
          rateBp: order.charges.taxRateBp,
          inclusive: order.charges.taxInclusive,
          iossNumber: order.charges.iossNumber,
          shippingTaxCents: order.charges.shippingTaxCents,
        }
      : null,
    totalCents: order.totalCents,
    address: a
      ? {
          name: a.name,
          phone: a.phone,
          zipCode: a.zipCode,
          country: a.country,
          province: a.province,
          city: a.city,
          area: a.area,
          address: a.address,
        }
      : null,
    // As of the change the event tells (the order's last update), by the order page's rule.
    releaseMonth: awaitedReleaseMonth({ status: order.status, shipMonth: months.at(-1) ?? null }, order.updatedAt),
  };
}

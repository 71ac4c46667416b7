// An order's shipping address: copied in before it ships, priced again or held to the charges paid (issue 31).
import { sameCharges } from '@pedestal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { getAddressSnapshot } from '../address';
import { chargesOf, priceLines, unservedCountry } from './charges';
import { orderNotFound } from './order-moves';
import { figurineOrderItems, figurineOrders, saleSpecs } from './schema';

/**
 * Copies one of the user's addresses into the order; only before it ships. An unpaid order is priced
 * again for it (zone, shipping, tax: issue 31); a paid one keeps what was paid, so it may only move
 * to an address priced the same. An address the store does not ship to is refused.
 */
export async function setOrderAddress(ctx: AppContext, userId: string, orderId: string, addressId: string) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(figurineOrders)
      .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.userId, userId)))
      .for('update');
    if (!order) throw orderNotFound();
    if (order.status !== 'unpaid' && order.status !== 'undelivered') throw new AppError('order-address-locked');
    const address = await getAddressSnapshot(tx, userId, addressId);
    if (!address) throw new AppError('address-not-found');
    const items = await tx.select().from(figurineOrderItems).where(eq(figurineOrderItems.orderId, orderId)).orderBy(figurineOrderItems.id);
    const weights = await tx
      .select({ id: saleSpecs.id, weightGrams: saleSpecs.weightGrams })
      .from(saleSpecs)
      .where(
        inArray(
          saleSpecs.id,
          items.map((i) => i.specId),
        ),
      );
    const parcel = items.map((i) => ({
      unitCents: i.unitPriceCents,
      quantity: i.quantity,
      weightGrams: weights.find((w) => w.id === i.specId)?.weightGrams ?? 0,
    }));
    const priced = await priceLines(await ctx.settings.read(tx), parcel, address);
    if (!priced.served) throw unservedCountry(address);
    const now = ctx.clock.now();
    if (order.status !== 'unpaid' || order.kind !== 'checkout') {
      // A raffle prize is free; a paid order keeps what was paid (decision 050: one rule, in the contract).
      if (order.kind !== 'checkout') {
        await tx.update(figurineOrders).set({ address, addressId, updatedAt: now }).where(eq(figurineOrders.id, orderId));
        return;
      }
      const paid = {
        shippingCents: order.shippingFeeCents,
        unitTaxCents: items.map((i) => i.unitTaxCents),
        shippingTaxCents: order.charges?.shippingTaxCents ?? 0,
        taxKind: order.charges?.taxKind ?? 'none',
        taxRateBp: order.charges?.taxRateBp ?? 0,
      };
      if (!sameCharges(paid, priced)) throw new AppError('order-address-changes-charges');
      // The same charges; the zone and IOSS record follow the new destination.
      await tx
        .update(figurineOrders)
        .set({ address, addressId, charges: chargesOf(priced), updatedAt: now })
        .where(eq(figurineOrders.id, orderId));
      return;
    }
    await tx
      .update(figurineOrders)
      .set({
        address,
        addressId,
        shippingFeeCents: priced.shippingCents,
        taxCents: priced.taxCents,
        totalCents: priced.totalCents,
        charges: chargesOf(priced),
        updatedAt: now,
      })
      .where(eq(figurineOrders.id, orderId));
    for (const [i, item] of items.entries())
      if (item.unitTaxCents !== priced.unitTaxCents[i])
        await tx.update(figurineOrderItems).set({ unitTaxCents: priced.unitTaxCents[i]! }).where(eq(figurineOrderItems.id, item.id));
  });
}

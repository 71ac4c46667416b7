import { paths } from '@pedestal/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Payable } from '../../domain/extension-points';
import { orderSnapshot } from './order-snapshot';
import { figurineOrders } from './schema';
import { countSold, returnLines, returnStock } from './inventory';
import { moveOrder } from './order-moves';

/**
 * Plugs figurine orders into payments. load() locks the order row, so a payment and the expiry
 * job never both win: whichever commits first moves the order out of `unpaid`, and the other's
 * status-guarded UPDATE then matches nothing (payments refunds a refused payment).
 */
export function figurinePayable(ctx: AppContext): Payable {
  return {
    /** A disputed order's evidence: its lines, totals, the address it went to and its parcel. */
    async evidence(db, orderId) {
      const [order] = await db.select().from(figurineOrders).where(eq(figurineOrders.id, orderId));
      if (!order) return null;
      const snapshot = await orderSnapshot(db, order);
      return {
        no: order.no,
        status: order.status,
        lines: snapshot.lines.map((l) => ({
          title: `${l.characterName} — ${l.specTitle}`,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
        })),
        subtotalCents: order.subtotalCents,
        shippingFeeCents: order.shippingFeeCents,
        taxCents: order.taxCents,
        totalCents: order.totalCents,
        refundedCents: order.refundedCents,
        address: snapshot.address,
        carrier: order.carrier,
        trackingNo: order.trackingNo,
        shippedAt: order.shippedAt,
        receivedAt: order.receivedAt,
        link: paths.orderShow(order.id),
      };
    },

    async load(tx, orderId, userId) {
      const [order] = await tx
        .select()
        .from(figurineOrders)
        .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.userId, userId)))
        .for('update');
      if (!order) return null;
      const reason =
        order.status !== 'unpaid'
          ? 'order-not-awaiting-payment'
          : order.expiresAt <= ctx.clock.now()
            ? 'order-expired'
            : !order.address
              ? 'order-address-missing'
              : undefined;
      return { amountCents: order.totalCents, description: `Figurine order ${order.no}`, payable: !reason, reason };
    },

    async onPaid(tx, orderId, paymentId) {
      const now = ctx.clock.now();
      const order = await moveOrder(tx, orderId, 'undelivered', { paidAt: now, paymentId, updatedAt: now });
      if (!order) throw new Error(`Figurine order ${orderId} was paid but is not unpaid`);
      await countSold(tx, orderId, 1);
      await ctx.events.emit(tx, { type: 'OrderPaid', kind: 'purchase', order: await orderSnapshot(tx, order) });
    },

    /**
     * A refund succeeded. In full: the order ends `refunded` (from `refunding`, or from wherever it
     * was when the refund was made at the provider) and its stock returns. In part: the order keeps
     * its state and shows the refunded amount; the lines it names return to the shelf.
     */
    async onRefunded(tx, orderId, refund) {
      const now = ctx.clock.now();
      const [current] = await tx
        .update(figurineOrders)
        .set({ refundedCents: refund.refundedCents, updatedAt: now })
        .where(eq(figurineOrders.id, orderId))
        .returning();
      if (!current) return;
      if (refund.full) {
        if (current.status !== 'refunding') await moveOrder(tx, orderId, 'refunding', { updatedAt: now });
        const order = await moveOrder(tx, orderId, 'refunded', { updatedAt: now });
        if (!order) return;
        // Lines refunded before are back on the shelf already; the rest return now.
        await returnStock(tx, [orderId]);
        await countSold(tx, orderId, -1);
        await ctx.events.emit(tx, {
          type: 'OrderRefunded',
          kind: 'purchase',
          order: await orderSnapshot(tx, order),
          refundId: refund.refundId,
          refundCents: refund.amountCents,
          refundedCents: refund.refundedCents,
          full: true,
          reason: refund.reason,
        });
        return;
      }
      if (refund.lines?.length) await returnLines(tx, orderId, refund.lines);
      await ctx.events.emit(tx, {
        type: 'OrderRefunded',
        kind: 'purchase',
        order: await orderSnapshot(tx, current),
        refundId: refund.refundId,
        refundCents: refund.amountCents,
        refundedCents: refund.refundedCents,
        full: false,
        reason: refund.reason,
      });
    },

    /** The provider refused the refund: the order goes back to the step its dates say it reached. */
    async onRefundFailed(tx, orderId, refund) {
      // A failed partial refund never moved the order.
      if (!refund.full && refund.amountCents + refund.refundedCents < refund.capturedCents) return;
      const [order] = await tx
        .select()
        .from(figurineOrders)
        .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.status, 'refunding')));
      if (!order) return;
      const status = order.reviewedAt ? 'completed' : order.receivedAt ? 'uncommented' : order.shippedAt ? 'unreceived' : 'undelivered';
      await tx
        .update(figurineOrders)
        .set({ status, updatedAt: ctx.clock.now() })
        .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.status, 'refunding')));
    },
  };
}

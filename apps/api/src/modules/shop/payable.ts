import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Payable } from '../../domain/extension-points';
import { orderSnapshot } from './order-snapshot';
import { figurineOrders } from './schema';
import { countSold, moveOrder, returnStock } from './service';

/**
 * Plugs figurine orders into payments. load() locks the order row, so a payment and the expiry
 * job never both win: whichever commits first moves the order out of `unpaid`, and the other's
 * status-guarded UPDATE then matches nothing (payments refunds a refused payment).
 */
export function figurinePayable(ctx: AppContext): Payable {
  return {
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
      await ctx.events.emit(tx, { type: 'OrderPaid', order: await orderSnapshot(tx, order) });
    },

    /** The admin refund moved the order to `refunding`; the provider's confirmation ends it and frees the stock. */
    async onRefunded(tx, orderId) {
      const now = ctx.clock.now();
      const order = await moveOrder(tx, orderId, 'refunded', { updatedAt: now });
      if (!order) return;
      await returnStock(tx, [orderId]);
      await countSold(tx, orderId, -1);
      await ctx.events.emit(tx, { type: 'OrderRefunded', order: await orderSnapshot(tx, order), refundCents: order.totalCents });
    },

    /** The provider refused the refund: the order goes back to the step its dates say it reached. */
    async onRefundFailed(tx, orderId) {
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

// An order's status moves: the guarded move, the shopper's cancel, receipt and review, and the timed expiry and auto-receipt.
import { AUTO_RECEIVE_DAYS, orderStatusesBefore, type FigurineOrderStatus } from '@pedestal/contract';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotent } from '../../platform/idempotency/keys';
import { returnStock } from './inventory';
import { cancelPaidOrder } from './promises';
import { figurineOrders } from './schema';

/**
 * Moves an order to `to` from any status allowed to precede it (contract FIGURINE_ORDER_TRANSITIONS),
 * as one status-guarded UPDATE: of two racing moves, one wins. Answers the moved row or null.
 */
export async function moveOrder(
  tx: DbOrTx,
  orderId: string,
  to: FigurineOrderStatus,
  set: Partial<typeof figurineOrders.$inferInsert> = {},
  userId?: string,
) {
  const [order] = await tx
    .update(figurineOrders)
    .set({ ...set, status: to })
    .where(
      and(
        eq(figurineOrders.id, orderId),
        inArray(figurineOrders.status, orderStatusesBefore(to)),
        userId ? eq(figurineOrders.userId, userId) : undefined,
      ),
    )
    .returning();
  return order ?? null;
}

export const orderNotFound = () => new AppError('order-not-found');

async function ownOrderStatus(db: DbOrTx, userId: string, orderId: string) {
  const [order] = await db
    .select({ status: figurineOrders.status })
    .from(figurineOrders)
    .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.userId, userId)));
  if (!order) throw orderNotFound();
  return order.status;
}

/**
 * The user cancels an order: an unpaid one is cancelled (the status-guarded move makes the stock
 * return happen once); a paid one that has not shipped is refunded in full (issue 29).
 */
export async function cancelOrder(ctx: AppContext, userId: string, orderId: string, idempotencyKey?: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // Issue 41: a double confirm with one key is one cancellation, answered as the first (not "it has shipped").
    await idempotent(tx, { userId, scope: 'order.cancel', key: idempotencyKey, request: orderId }, now, async () => {
      if ((await ownOrderStatus(tx, userId, orderId)) === 'undelivered') {
        await cancelPaidOrder(ctx, tx, userId, orderId);
        return true;
      }
      if (!(await moveOrder(tx, orderId, 'cancelled', { cancelledAt: now, updatedAt: now }, userId)))
        throw new AppError('order-not-cancellable');
      await returnStock(tx, [orderId]);
      return true;
    });
  });
}

/** The user confirms a shipped order arrived; with a key, a double confirm is one move, both answered OK (issue 41). */
export async function confirmReceipt(ctx: AppContext, userId: string, orderId: string, idempotencyKey?: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await idempotent(tx, { userId, scope: 'order.confirm-receipt', key: idempotencyKey, request: orderId }, now, async () => {
      await ownOrderStatus(tx, userId, orderId);
      if (!(await moveOrder(tx, orderId, 'uncommented', { receivedAt: now, updatedAt: now }, userId)))
        throw new AppError('order-not-shipped');
      return true;
    });
  });
}

/** The user reviews a received order, which completes it; with a key, a double submit is one review (issue 41). */
export async function reviewOrder(ctx: AppContext, userId: string, orderId: string, comment: string, idempotencyKey?: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const claim = { userId, scope: 'order.review', key: idempotencyKey, request: { orderId, comment } };
    await idempotent(tx, claim, now, async () => {
      await ownOrderStatus(tx, userId, orderId);
      const set = { reviewComment: comment, reviewedAt: now, updatedAt: now };
      if (!(await moveOrder(tx, orderId, 'completed', set, userId))) throw new AppError('order-not-reviewable');
      return true;
    });
  });
}

/** Unpaid orders past their expiry are cancelled and give their stock back, each exactly once. */
export async function expireOrders(ctx: AppContext, now: Date): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const expired = await tx
      .update(figurineOrders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(inArray(figurineOrders.status, orderStatusesBefore('cancelled')), lte(figurineOrders.expiresAt, now)))
      .returning({ id: figurineOrders.id, userId: figurineOrders.userId, no: figurineOrders.no });
    const items = await returnStock(
      tx,
      expired.map((o) => o.id),
    );
    const orders = expired.map((o) => ({
      ...o,
      items: items.filter((i) => i.orderId === o.id).map((i) => ({ specId: i.specId, quantity: i.quantity })),
    }));
    if (expired.length > 0) await ctx.events.emit(tx, { type: 'OrdersExpired', orders });
    return expired.length;
  });
}

/** Shipped orders nobody confirmed within AUTO_RECEIVE_DAYS are taken as received. */
export async function autoConfirmReceipt(ctx: AppContext, now: Date): Promise<number> {
  const due = await ctx.db
    .update(figurineOrders)
    .set({ status: 'uncommented', receivedAt: now, updatedAt: now })
    .where(
      and(
        inArray(figurineOrders.status, orderStatusesBefore('uncommented')),
        lte(figurineOrders.shippedAt, new Date(now.getTime() - AUTO_RECEIVE_DAYS * 86_400_000)),
      ),
    )
    .returning({ id: figurineOrders.id });
  return due.length;
}

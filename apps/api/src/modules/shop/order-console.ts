/** What the console does to one figurine order beyond shipping and refunding it: its page, notes, tracking corrections. */
import { centsToDollars, paths, type AdminFigurineOrderDetail, type CorrectTrackingInput } from '@pedestal/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { disputedPaymentIds, getPayment, listDisputes, listRefunds } from '../payment';
import { orderSnapshot } from './order-snapshot';
import { currentOrderTerms } from './order-terms';
import { getFigurineOrder, withBuyers } from './queries';
import { figurineOrderNotes, figurineOrders } from './schema';
import { ordersWithTracking } from './shipments';

/** Shipped, and not refunded or being refunded: the parcel the tracking number follows is on its way or arrived. */
const SHIPPED = ['unreceived', 'uncommented', 'completed'] as const;

/** The order as the console lists it: with its buyer and whether a dispute holds it. */
export async function consoleOrder(ctx: AppContext, orderId: string) {
  const order = await getFigurineOrder(ctx.db, orderId, undefined, await currentOrderTerms(ctx));
  if (!order) throw new AppError('order-not-found');
  const held = order.paymentId ? await disputedPaymentIds(ctx.db, [order.paymentId]) : new Set<string>();
  const [withBuyer] = await withBuyers(ctx.db, [order]);
  return { ...withBuyer!, disputed: !!order.paymentId && held.has(order.paymentId) };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One order's page (issue 39): its lines with what is left to ship, payment, refunds, disputes, the notices its buyer got, and notes. */
export async function getOrderDetail(ctx: AppContext, orderId: string): Promise<AdminFigurineOrderDetail> {
  const order = await consoleOrder(ctx, orderId);
  const [payment, refunds, disputes, notices, notes] = await Promise.all([
    order.paymentId ? getPayment(ctx.db, order.paymentId) : null,
    order.paymentId ? listRefunds(ctx.db, order.paymentId) : [],
    order.paymentId ? listDisputes(ctx.db, order.paymentId) : [],
    ctx.correspondence(ctx.db, order.userId, paths.orderShow(order.id)),
    ctx.db.select().from(figurineOrderNotes).where(eq(figurineOrderNotes.orderId, orderId)).orderBy(asc(figurineOrderNotes.createdAt)),
  ]);
  const names = await ctx.operatorNames(ctx.db, [
    ...refunds.flatMap((r) => (r.requestedBy ? [r.requestedBy] : [])),
    ...notes.flatMap((n) => (n.createdBy ? [n.createdBy] : [])),
  ]);
  const person = (id: string | null) => (id ? { id, name: names.get(id) ?? 'Removed operator' } : null);
  const titles = new Map(order.items.map((i) => [i.id, `${i.characterName} · ${i.characterSaleSpecTitle}`]));
  return {
    order,
    payment: payment && {
      id: payment.id,
      provider: payment.provider,
      method: payment.method,
      providerRef: payment.providerRef,
      status: payment.status,
      amount: centsToDollars(payment.amountCents),
      refunded: centsToDollars(payment.refundedCents),
      fee: payment.feeCents === null ? null : centsToDollars(payment.feeCents),
      paidAt: iso(payment.paidAt),
    },
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: centsToDollars(r.amountCents),
      reason: r.reason,
      status: r.status,
      source: r.source,
      failureMessage: r.failureMessage,
      requestedBy: person(r.requestedBy),
      lines: (r.lines ?? []).map((l) => ({ itemId: l.itemId, title: titles.get(l.itemId) ?? 'Removed line', quantity: l.quantity })),
      createdAt: r.createdAt.toISOString(),
    })),
    disputes: disputes.map((d) => ({
      id: d.id,
      status: d.status,
      reason: d.reason,
      amount: centsToDollars(d.amountCents),
      evidenceDueBy: iso(d.evidenceDueBy),
      createdAt: d.createdAt.toISOString(),
      closedAt: iso(d.closedAt),
    })),
    notices: notices.map((n) => ({ title: n.title, body: n.body, sentAt: n.sentAt.toISOString() })),
    notes: notes.map((n) => ({ id: n.id, body: n.body, by: person(n.createdBy), createdAt: n.createdAt.toISOString() })),
  };
}

/** An operator's note on an order, audited with it. */
export async function addOrderNote(ctx: AppContext, adminId: string, orderId: string, body: string) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: figurineOrders.id }).from(figurineOrders).where(eq(figurineOrders.id, orderId));
    if (!order) throw new AppError('order-not-found');
    const [note] = await tx
      .insert(figurineOrderNotes)
      .values({ orderId, body, createdBy: adminId })
      .returning({ id: figurineOrderNotes.id });
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'figurine_order.note',
      target: { type: 'figurine_order', id: orderId },
      detail: { noteId: note!.id, body },
    });
  });
}

/**
 * Corrects the tracking number (and carrier) of a shipped order: a typo, or a parcel sent again.
 * The same sharing rule as shipping (decision 063): a number another order has is confirmed as the
 * same parcel. The buyer is told the new number (a subscriber of `OrderTrackingCorrected`).
 */
export async function correctTracking(ctx: AppContext, adminId: string, orderId: string, input: CorrectTrackingInput) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(figurineOrders).where(eq(figurineOrders.id, orderId)).for('update');
    if (!order) throw new AppError('order-not-found');
    if (!(SHIPPED as readonly string[]).includes(order.status)) throw new AppError('order-not-shipped');
    const carrier = input.carrier ?? order.carrier;
    if (input.trackingNo === order.trackingNo && carrier === order.carrier) throw new AppError('tracking-no-unchanged');
    if (!input.confirmSharedTracking) {
      const sharedWith = (await ordersWithTracking(tx, [input.trackingNo], [orderId])).get(input.trackingNo);
      if (sharedWith) throw new AppError('tracking-no-shared', { trackingNo: input.trackingNo, orderNo: sharedWith });
    }
    const [after] = await tx
      .update(figurineOrders)
      .set({ trackingNo: input.trackingNo, carrier, updatedAt: ctx.clock.now() })
      .where(eq(figurineOrders.id, orderId))
      .returning();
    await ctx.events.emit(tx, {
      type: 'OrderTrackingCorrected',
      order: await orderSnapshot(tx, after!),
      trackingNo: input.trackingNo,
      carrier,
      before: { trackingNo: order.trackingNo, carrier: order.carrier },
      by: adminId,
    });
  });
}

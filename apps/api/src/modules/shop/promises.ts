import {
  DELAY_ANSWER_DAYS,
  delayNeedsConsent,
  mayWithdraw,
  returnByDate,
  shipMonthAfter,
  storeRules,
  type DelayAnswer,
  type RecordDelayInput,
} from '@pedestal/contract';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { OrderCancelCause } from '../../domain/events';
import { AppError } from '../../platform/errors';
import { idempotent } from '../../platform/idempotency/keys';
import { getCharacterRef } from '../character';
import { requestRefund } from '../payment';
import { orderSnapshot } from './order-snapshot';
import { returnToOf } from './order-terms';
import { figurineOrderItems, figurineOrders, orderDelayNotices, saleSpecs, shipDelays } from './schema';

/**
 * Promises of a pre-order store (issue 29, decision 038): estimated ship months and their delays,
 * the buyer's answer to a delay, cancelling a paid order before it ships, and withdrawing from a
 * delivered one. The rules (consent, regional windows) are the contract's (rules/promises).
 */

const DAY = 86_400_000;

/**
 * The operator moves a spec's ship month later. The spec row is locked, so two delays of one spec
 * are told in order; every paid, unshipped order holding it gets a notice row (and, through the
 * event's subscribers, a message and an email in its buyer's language).
 */
export async function recordSaleDelay(ctx: AppContext, adminId: string, specId: string, input: RecordDelayInput) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [row] = await tx.select().from(saleSpecs).where(eq(saleSpecs.id, specId)).for('update');
    if (!row) throw new AppError('sale-spec-not-found');
    const spec = { spec: row, characterName: (await getCharacterRef(tx, row.characterId))?.name ?? '' };
    const fromMonth = spec.spec.shipMonth;
    if (!fromMonth) throw new AppError('ship-month-missing');
    if (!shipMonthAfter(input.shipMonth, fromMonth)) throw new AppError('delay-not-later');
    const before = await tx.select().from(shipDelays).where(eq(shipDelays.specId, specId)).orderBy(asc(shipDelays.createdAt));
    const firstMonth = before[0]?.fromMonth ?? fromMonth;
    const rules = storeRules((await ctx.settings.read(tx)).storeRegions);
    const needsConsent = delayNeedsConsent(rules, firstMonth, input.shipMonth, before.length);
    const answerBy = needsConsent ? new Date(now.getTime() + DELAY_ANSWER_DAYS * DAY) : null;
    const [delay] = await tx
      .insert(shipDelays)
      .values({ specId, fromMonth, toMonth: input.shipMonth, reason: input.reason, needsConsent, createdBy: adminId, createdAt: now })
      .returning();
    await tx.update(saleSpecs).set({ shipMonth: input.shipMonth }).where(eq(saleSpecs.id, specId));
    const orders = await tx
      .selectDistinct({ id: figurineOrders.id, no: figurineOrders.no, userId: figurineOrders.userId })
      .from(figurineOrders)
      .innerJoin(figurineOrderItems, eq(figurineOrderItems.orderId, figurineOrders.id))
      .where(and(eq(figurineOrderItems.specId, specId), eq(figurineOrders.status, 'undelivered'), eq(figurineOrders.kind, 'checkout')))
      .orderBy(figurineOrders.id);
    if (orders.length > 0)
      await tx
        .insert(orderDelayNotices)
        .values(orders.map((o) => ({ delayId: delay!.id, orderId: o.id, needsConsent, answerBy, createdAt: now })));
    await ctx.events.emit(tx, {
      type: 'OrderDelayed',
      kind: 'purchase',
      delay: { id: delay!.id, fromMonth, toMonth: input.shipMonth, reason: input.reason, needsConsent, answerBy },
      characterId: spec.spec.characterId,
      characterName: spec.characterName,
      specTitle: spec.spec.title,
      orders,
      by: adminId,
    });
    return { delay: delay!, orders: orders.length, spec: { ...spec.spec, shipMonth: input.shipMonth } };
  });
}

/**
 * Cancels a paid, unshipped order for a full refund through the refund queue, in the caller's
 * transaction. One status-guarded UPDATE (`undelivered` → `refunding`): racing the operator's Ship
 * (`undelivered` → `unreceived`), exactly one of them matches the row. The stock returns when the
 * provider confirms the refund (the payable's onRefunded), as for the console's refunds.
 */
async function cancelPaid(ctx: AppContext, tx: Tx, orderId: string, cause: OrderCancelCause, userId?: string) {
  const now = ctx.clock.now();
  const [order] = await tx
    .update(figurineOrders)
    .set({ status: 'refunding', cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(figurineOrders.id, orderId),
        eq(figurineOrders.status, 'undelivered'),
        eq(figurineOrders.kind, 'checkout'),
        userId ? eq(figurineOrders.userId, userId) : undefined,
      ),
    )
    .returning();
  if (!order?.paymentId) return false;
  const reason =
    cause === 'buyer' ? 'Cancelled by the buyer' : cause === 'delay' ? 'Cancelled after a delay' : 'No answer to a delay notice';
  const refundId = await requestRefund(ctx, tx, order.paymentId, { reason, source: 'system' });
  if (!refundId) throw new AppError('order-not-cancellable');
  await ctx.events.emit(tx, { type: 'OrderCancelled', kind: 'purchase', order: await orderSnapshot(tx, order), cause, at: now });
  return true;
}

/** The buyer cancels a paid order that has not shipped: a full refund is queued (issue 29). */
export async function cancelPaidOrder(ctx: AppContext, tx: Tx, userId: string, orderId: string) {
  if (!(await cancelPaid(ctx, tx, orderId, 'buyer', userId))) throw new AppError('order-not-cancellable');
}

/** The buyer answers the open delay notices of an order: keep it, or cancel it for a full refund. */
export async function answerDelay(ctx: AppContext, userId: string, orderId: string, answer: DelayAnswer, idempotencyKey?: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // Issue 41: a double confirm with one key is one answer (one refund), answered as the first, not "not open".
    const claim = { userId, scope: 'order.delay-answer', key: idempotencyKey, request: { orderId, answer } };
    await idempotent(tx, claim, now, async () => {
      const [order] = await tx
        .select({ id: figurineOrders.id })
        .from(figurineOrders)
        .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.userId, userId)))
        .for('update');
      if (!order) throw new AppError('order-not-found');
      const answered = await tx
        .update(orderDelayNotices)
        .set({ answer, answeredAt: now })
        .where(and(eq(orderDelayNotices.orderId, orderId), isNull(orderDelayNotices.answer)))
        .returning({ id: orderDelayNotices.id });
      if (answered.length === 0) throw new AppError('delay-answer-not-open');
      if (answer === 'cancel' && !(await cancelPaid(ctx, tx, orderId, 'delay', userId))) throw new AppError('order-not-cancellable');
      return true;
    });
  });
}

/**
 * Every hour: a delay that needed the buyer's yes and got no answer by its date refunds the order
 * (each in its own transaction; an order shipped or cancelled meanwhile is left alone).
 */
export async function refundUnansweredDelays(ctx: AppContext, now: Date): Promise<number> {
  const due = await ctx.db
    .selectDistinct({ orderId: orderDelayNotices.orderId })
    .from(orderDelayNotices)
    .innerJoin(figurineOrders, eq(figurineOrders.id, orderDelayNotices.orderId))
    .where(
      and(
        isNull(orderDelayNotices.answer),
        eq(orderDelayNotices.needsConsent, true),
        lte(orderDelayNotices.answerBy, now),
        eq(figurineOrders.status, 'undelivered'),
      ),
    );
  let refunded = 0;
  for (const { orderId } of due) {
    if (await ctx.db.transaction((tx) => cancelPaid(ctx, tx, orderId, 'no-answer'))) refunded++;
  }
  return refunded;
}

/**
 * The buyer withdraws from an order on its way or delivered, within the window of the store's
 * regions (the EU's "withdraw from contract" button, second step; the rule is the contract's
 * `mayWithdraw`). The moment is recorded once; the acknowledgement (with the returns address of
 * the settings as of now) is the event's. The refund follows the returned parcel (the console's refund).
 */
export async function withdrawFromOrder(ctx: AppContext, userId: string, orderId: string, idempotencyKey?: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // Issue 41: a double confirm with one key is one withdrawal (one acknowledgement), answered with its moment.
    return idempotent(tx, { userId, scope: 'order.withdraw', key: idempotencyKey, request: orderId }, now, async () => {
      const [order] = await tx
        .select()
        .from(figurineOrders)
        .where(and(eq(figurineOrders.id, orderId), eq(figurineOrders.userId, userId)))
        .for('update');
      if (!order) throw new AppError('order-not-found');
      const settings = await ctx.settings.read(tx);
      if (!mayWithdraw(order, storeRules(settings.storeRegions).withdrawalDays, now)) throw new AppError('order-not-withdrawable');
      await tx.update(figurineOrders).set({ withdrawnAt: now, updatedAt: now }).where(eq(figurineOrders.id, orderId));
      await ctx.events.emit(tx, {
        type: 'OrderWithdrawn',
        order: await orderSnapshot(tx, order),
        at: now,
        returnBy: returnByDate(now),
        returnTo: returnToOf(settings),
      });
      return now.toISOString();
    });
  });
}

export const toDelay = (d: typeof shipDelays.$inferSelect) => ({
  id: d.id,
  fromMonth: d.fromMonth,
  toMonth: d.toMonth,
  reason: d.reason,
  needsConsent: d.needsConsent,
  createdAt: d.createdAt.toISOString(),
});

/** The dated delay history of specs, oldest first (the figurine page and the console). */
export async function delaysOfSpecs(db: DbOrTx, specIds: string[]) {
  const byspec = new Map<string, ReturnType<typeof toDelay>[]>();
  if (specIds.length === 0) return byspec;
  const rows = await db.select().from(shipDelays).where(inArray(shipDelays.specId, specIds)).orderBy(asc(shipDelays.createdAt));
  for (const r of rows) byspec.set(r.specId, [...(byspec.get(r.specId) ?? []), toDelay(r)]);
  return byspec;
}

/** The delays each order heard of, with the buyer's answers. */
export async function delaysOfOrders(db: DbOrTx, orderIds: string[]) {
  const byOrder = new Map<
    string,
    (ReturnType<typeof toDelay> & { specTitle: string; answer: DelayAnswer | null; answeredAt: string | null; answerBy: string | null })[]
  >();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ notice: orderDelayNotices, delay: shipDelays, specTitle: saleSpecs.title })
    .from(orderDelayNotices)
    .innerJoin(shipDelays, eq(shipDelays.id, orderDelayNotices.delayId))
    .innerJoin(saleSpecs, eq(saleSpecs.id, shipDelays.specId))
    .where(inArray(orderDelayNotices.orderId, orderIds))
    .orderBy(asc(shipDelays.createdAt));
  for (const { notice: n, delay, specTitle } of rows)
    byOrder.set(n.orderId, [
      ...(byOrder.get(n.orderId) ?? []),
      {
        ...toDelay(delay),
        specTitle,
        answer: n.answer,
        answeredAt: n.answeredAt?.toISOString() ?? null,
        answerBy: n.answerBy?.toISOString() ?? null,
      },
    ]);
  return byOrder;
}

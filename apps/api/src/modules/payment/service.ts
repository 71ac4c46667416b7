import { createId } from '@paralleldrive/cuid2';
import type { PaymentMethod, PaymentOrderType } from '@pedestal/contract';
import { and, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  InvalidWebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderName,
  type RefundResult,
  type RefundStatus,
  type WebhookHeaders,
} from '../../platform/payments/provider';
import { findPayable, payableFor } from './payables';
import { providerByName, providerForMethod } from './providers';
import { paymentEvents, payments } from './schema';

export type Payment = typeof payments.$inferSelect;

export interface PaymentCheckout {
  paymentId: string;
  amountCents: number;
  provider: ProviderName;
  clientSecret?: string;
  redirectUrl?: string;
}

const checkoutOf = (p: Payment): PaymentCheckout => ({
  paymentId: p.id,
  amountCents: p.amountCents,
  provider: p.provider,
  ...(p.clientSecret ? { clientSecret: p.clientSecret } : {}),
  ...(p.redirectUrl ? { redirectUrl: p.redirectUrl } : {}),
});

const OPEN = ['pending', 'failed'] as const;

export interface CreatePaymentForOrderInput {
  orderType: PaymentOrderType;
  orderId: string;
  userId: string;
  method: PaymentMethod;
}

/**
 * Starts paying an order: the amount comes from the order's domain, never from the client. An
 * open attempt with the same method and amount is reused (the dialog was reopened); any other
 * open attempt is canceled so one order has one live payment.
 */
export async function createPaymentForOrder(ctx: AppContext, input: CreatePaymentForOrderInput): Promise<PaymentCheckout> {
  if (!findPayable(input.orderType)) throw AppError.notFound('Order not found');
  const provider = providerForMethod(ctx, input.method);
  const { order, reusable } = await ctx.db.transaction(async (tx) => {
    const order = await payableFor(input.orderType).load(tx, input.orderId, input.userId);
    if (!order) throw AppError.notFound('Order not found');
    if (!order.payable) throw AppError.rejected(order.reason ?? 'This order cannot be paid');
    if (!Number.isInteger(order.amountCents) || order.amountCents <= 0) throw new Error(`Invalid amount for ${input.orderType} ${input.orderId}`);
    const [reusable] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderType, input.orderType),
          eq(payments.orderId, input.orderId),
          eq(payments.userId, input.userId),
          eq(payments.method, input.method),
          eq(payments.provider, provider.name),
          eq(payments.amountCents, order.amountCents),
          inArray(payments.status, OPEN),
          isNull(payments.paidAt),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return { order, reusable };
  });
  if (reusable) {
    // Like a PaymentIntent after a decline, a failed attempt takes another card.
    await ctx.db
      .update(payments)
      .set({ status: 'pending', failureMessage: null })
      .where(and(eq(payments.id, reusable.id), eq(payments.status, 'failed'), isNull(payments.paidAt)));
    return checkoutOf(reusable);
  }
  const paymentId = createId();
  const created = await provider.createPayment({
    paymentId,
    amountCents: order.amountCents,
    currency: 'usd',
    description: order.description,
    method: input.method,
  });
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'canceled', updatedAt: now })
      .where(and(eq(payments.orderType, input.orderType), eq(payments.orderId, input.orderId), inArray(payments.status, OPEN), isNull(payments.paidAt)));
    const [row] = await tx
      .insert(payments)
      .values({
        id: paymentId,
        orderType: input.orderType,
        orderId: input.orderId,
        userId: input.userId,
        provider: provider.name,
        method: input.method,
        providerRef: created.providerRef,
        amountCents: order.amountCents,
        clientSecret: created.clientSecret,
        redirectUrl: created.redirectUrl,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
  return checkoutOf(row);
}

/** The webhook path of every provider: verify, then apply. A bad signature is a 400 and leaves no trace. */
export async function receiveWebhook(ctx: AppContext, provider: PaymentProvider, rawBody: Buffer, headers: WebhookHeaders) {
  let event: PaymentEvent | null;
  try {
    event = await provider.verifyWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof InvalidWebhookSignatureError) throw AppError.validation(err.message);
    throw err;
  }
  if (event) await handleVerifiedEvent(ctx, provider.name, event);
}

/**
 * Applies one verified provider event in one transaction. The event id is recorded first, so a
 * repeated (or parallel) delivery does nothing; state only moves forward, so events arriving out
 * of order are safe (a late failure cannot undo a payment).
 */
export async function handleVerifiedEvent(ctx: AppContext, provider: ProviderName, event: PaymentEvent): Promise<void> {
  const toRefund = await ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, type: event.type, receivedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return null;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, event.providerRef)));
    if (!payment) {
      ctx.log.warn({ provider, eventId: event.eventId, providerRef: event.providerRef }, 'payment event for an unknown payment');
      return null;
    }
    switch (event.type) {
      case 'payment.succeeded':
        return applySuccess(ctx, tx, payment);
      case 'payment.failed':
        await applyFailure(ctx, tx, payment, event.failureMessage ?? 'Payment failed');
        return null;
      case 'refund.succeeded':
        await applyRefundOutcome(ctx, tx, payment, 'succeeded', event.refundRef);
        return null;
      case 'refund.failed':
        await applyRefundOutcome(ctx, tx, payment, 'failed', event.refundRef);
        return null;
      case 'payment.requires_action':
        return null;
    }
  });
  if (toRefund) {
    await refundPayment(ctx, toRefund).catch((err: unknown) => ctx.log.error({ err, paymentId: toRefund }, 'refund of an unneeded payment failed'));
  }
}

/**
 * Money arrived. It counts when no other payment paid the order and the order still wants exactly
 * this amount (asked of its domain again); otherwise the payment is canceled and its id answered
 * for a refund, so a shopper never pays twice.
 */
async function applySuccess(ctx: AppContext, tx: Tx, payment: Payment): Promise<string | null> {
  // Locking every payment of the order means two payments of one order can never both count.
  const siblings = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(and(eq(payments.orderType, payment.orderType), eq(payments.orderId, payment.orderId)))
    .for('update');
  const now = ctx.clock.now();
  const claimed = await tx
    .update(payments)
    .set({ paidAt: now, updatedAt: now })
    .where(and(eq(payments.id, payment.id), isNull(payments.paidAt)))
    .returning({ id: payments.id });
  if (claimed.length === 0) return null;
  const payable = payableFor(payment.orderType);
  const paidBySibling = siblings.some((s) => s.id !== payment.id && (s.status === 'success' || s.status === 'disputed'));
  const order = paidBySibling ? null : await payable.load(tx, payment.orderId, payment.userId);
  if (order?.payable && order.amountCents === payment.amountCents) {
    await payable.onPaid(tx, payment.orderId, payment.id);
    await tx.update(payments).set({ status: 'success', failureMessage: null }).where(eq(payments.id, payment.id));
    return null;
  }
  await tx
    .update(payments)
    .set({ status: 'canceled', failureMessage: 'The order could not take this payment; it is refunded.' })
    .where(eq(payments.id, payment.id));
  return payment.id;
}

async function applyFailure(ctx: AppContext, tx: Tx, payment: Payment, message: string) {
  const failed = await tx
    .update(payments)
    .set({ status: 'failed', failureMessage: message, updatedAt: ctx.clock.now() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, OPEN), isNull(payments.paidAt)))
    .returning({ id: payments.id });
  if (failed.length > 0) await payableFor(payment.orderType).onFailed?.(tx, payment.orderId);
}

/** A refund outcome only moves forward: once succeeded it stays so, and the order hears of it once. */
async function applyRefundOutcome(ctx: AppContext, tx: Tx, payment: Payment, outcome: Exclude<RefundStatus, 'pending'>, refundRef?: string) {
  const [changed] = await tx
    .update(payments)
    .set({ refundStatus: outcome, refundRef: sql`coalesce(${payments.refundRef}, ${refundRef ?? null})`, updatedAt: ctx.clock.now() })
    .where(and(eq(payments.id, payment.id), or(isNull(payments.refundStatus), notInArray(payments.refundStatus, ['succeeded', outcome]))))
    .returning({ status: payments.status });
  if (changed && outcome === 'succeeded' && (changed.status === 'success' || changed.status === 'disputed')) {
    await payableFor(payment.orderType).onRefunded?.(tx, payment.orderId);
  }
}

/**
 * Gives the money of a paid payment back through its provider. The refund is claimed first, so
 * parallel calls cannot refund twice; its progress shows in `refundStatus`.
 */
export async function refundPayment(ctx: AppContext, paymentId: string): Promise<Payment> {
  const [claimed] = await ctx.db
    .update(payments)
    .set({ refundStatus: 'pending', updatedAt: ctx.clock.now() })
    .where(and(eq(payments.id, paymentId), isNotNull(payments.paidAt), or(isNull(payments.refundStatus), eq(payments.refundStatus, 'failed'))))
    .returning();
  if (!claimed) {
    const existing = await getPayment(ctx.db, paymentId);
    if (!existing) throw AppError.notFound('Payment not found');
    throw AppError.rejected(existing.paidAt ? 'This payment is already refunded or being refunded' : 'This payment has not been paid');
  }
  let result: RefundResult;
  try {
    const provider = providerByName(ctx, claimed.provider);
    if (!provider) throw new Error(`Payment provider ${claimed.provider} is not configured`);
    result = await provider.refund({ providerRef: claimed.providerRef, amountCents: claimed.amountCents });
  } catch (err) {
    await ctx.db
      .update(payments)
      .set({ refundStatus: 'failed', updatedAt: ctx.clock.now() })
      .where(and(eq(payments.id, paymentId), eq(payments.refundStatus, 'pending')));
    throw err;
  }
  await ctx.db.transaction(async (tx) => {
    if (result.status !== 'pending') return applyRefundOutcome(ctx, tx, claimed, result.status, result.refundRef);
    await tx.update(payments).set({ refundRef: result.refundRef }).where(and(eq(payments.id, paymentId), isNull(payments.refundRef)));
  });
  return (await getPayment(ctx.db, paymentId))!;
}

export async function getPayment(db: DbOrTx, paymentId: string): Promise<Payment | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

export async function findPaymentByRef(db: DbOrTx, provider: ProviderName, providerRef: string): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row ?? null;
}

import { createId } from '@paralleldrive/cuid2';
import type { PaymentMethod, PaymentOrderType } from '@pedestal/contract';
import { and, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotentAcross } from '../../platform/idempotency/keys';
import {
  InvalidWebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderName,
  type ProviderPaymentState,
  type RefundStatus,
  type WebhookHeaders,
} from '../../platform/payments/provider';
import { crashPoint } from '../../platform/crash';
import { paymentProviders, providerByName, providerForMethod } from './providers';
import { cardSaver, ensureCustomer } from './saved-cards';
import { paymentEvents, payments } from './schema';

export type Payment = typeof payments.$inferSelect;

export interface PaymentCheckout {
  paymentId: string;
  providerRef: string;
  amountCents: number;
  provider: ProviderName;
  clientSecret?: string;
  redirectUrl?: string;
}

const checkoutOf = (p: Payment): PaymentCheckout => ({
  paymentId: p.id,
  providerRef: p.providerRef,
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
  /** The trusted origin the shopper is on (wallet returns go there). */
  returnOrigin: string;
}

/**
 * Starts paying an order: the amount comes from the order's domain, never from the client. An
 * open attempt with the same method and amount is reused (the dialog was reopened); any other
 * open attempt is canceled so one order has one live payment.
 */
export async function createPaymentForOrder(
  ctx: AppContext,
  input: CreatePaymentForOrderInput,
  idempotencyKey?: string,
): Promise<PaymentCheckout> {
  const claim = {
    userId: input.userId,
    scope: `pay.${input.orderType}`,
    key: idempotencyKey,
    request: { id: input.orderId, method: input.method },
  };
  return idempotentAcross(
    ctx.db,
    claim,
    () => ctx.clock.now(),
    () => startPayment(ctx, input),
  );
}

async function startPayment(ctx: AppContext, input: CreatePaymentForOrderInput): Promise<PaymentCheckout> {
  if (!ctx.payables.find(input.orderType)) throw new AppError('order-not-found');
  const provider = providerForMethod(ctx, input.method);
  const { order, reusable } = await ctx.db.transaction(async (tx) => {
    const order = await ctx.payables.get(input.orderType).load(tx, input.orderId, input.userId);
    if (!order) throw new AppError('order-not-found');
    if (!order.payable) throw new AppError(order.reason ?? 'order-not-payable');
    if (!Number.isInteger(order.amountCents) || order.amountCents <= 0)
      throw new Error(`Invalid amount for ${input.orderType} ${input.orderId}`);
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
  // A card paid through a provider that saves cards is kept for the shopper (Payment Methods page).
  const saver = input.method === 'stripe' ? cardSaver(ctx) : null;
  const customerRef = saver && saver.name === provider.name ? await ensureCustomer(ctx, saver, input.userId) : undefined;
  const created = await provider.createPayment({
    paymentId,
    amountCents: order.amountCents,
    currency: 'usd',
    description: order.description,
    method: input.method,
    returnOrigin: input.returnOrigin,
    ...(customerRef ? { customerRef } : {}),
  });
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'canceled', updatedAt: now })
      .where(
        and(
          eq(payments.orderType, input.orderType),
          eq(payments.orderId, input.orderId),
          inArray(payments.status, OPEN),
          isNull(payments.paidAt),
        ),
      );
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
    if (err instanceof InvalidWebhookSignatureError) throw new AppError('webhook-signature-invalid');
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
  await ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, type: event.type, receivedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, event.providerRef)));
    if (!payment) {
      ctx.log.warn({ provider, eventId: event.eventId, providerRef: event.providerRef }, 'payment event for an unknown payment');
      return;
    }
    await applyEvent(ctx, tx, payment, event);
  });
  crashPoint('webhook.applied');
}

async function applyEvent(ctx: AppContext, tx: Tx, payment: Payment, event: Pick<PaymentEvent, 'type' | 'failureMessage' | 'refundRef'>) {
  switch (event.type) {
    case 'payment.succeeded':
      return applySuccess(ctx, tx, payment);
    case 'payment.failed':
      return applyFailure(ctx, tx, payment, event.failureMessage ?? 'Payment failed');
    case 'refund.succeeded':
      return applyRefundOutcome(ctx, tx, payment, 'succeeded', event.refundRef);
    case 'refund.failed':
      return applyRefundOutcome(ctx, tx, payment, 'failed', event.refundRef);
    case 'payment.requires_action':
      return;
  }
}

/**
 * Money arrived. It counts when no other payment paid the order and the order still wants exactly
 * this amount (asked of its domain again); otherwise the payment is canceled and refunded in the
 * same transaction (queued), so a shopper never pays twice. Happens once: `paid_at` is claimed.
 */
async function applySuccess(ctx: AppContext, tx: Tx, payment: Payment): Promise<void> {
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
  if (claimed.length === 0) return;
  const payable = ctx.payables.get(payment.orderType);
  const paidBySibling = siblings.some((s) => s.id !== payment.id && (s.status === 'success' || s.status === 'disputed'));
  const order = paidBySibling ? null : await payable.load(tx, payment.orderId, payment.userId);
  if (order?.payable && order.amountCents === payment.amountCents) {
    await payable.onPaid(tx, payment.orderId, payment.id);
    await tx.update(payments).set({ status: 'success', failureMessage: null }).where(eq(payments.id, payment.id));
    return;
  }
  await tx
    .update(payments)
    .set({ status: 'canceled', failureMessage: 'The order could not take this payment; it is refunded.' })
    .where(eq(payments.id, payment.id));
  await requestRefund(ctx, tx, payment.id);
}

async function applyFailure(ctx: AppContext, tx: Tx, payment: Payment, message: string) {
  const failed = await tx
    .update(payments)
    .set({ status: 'failed', failureMessage: message, updatedAt: ctx.clock.now() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, OPEN), isNull(payments.paidAt)))
    .returning({ id: payments.id });
  if (failed.length > 0) await ctx.payables.get(payment.orderType).onFailed?.(tx, payment.orderId);
}

/** A refund outcome only moves forward: once succeeded it stays so, and the order hears of it once. */
async function applyRefundOutcome(
  ctx: AppContext,
  tx: Tx,
  payment: Payment,
  outcome: Exclude<RefundStatus, 'pending'>,
  refundRef?: string,
) {
  const [changed] = await tx
    .update(payments)
    .set({ refundStatus: outcome, refundRef: sql`coalesce(${payments.refundRef}, ${refundRef ?? null})`, updatedAt: ctx.clock.now() })
    .where(and(eq(payments.id, payment.id), or(isNull(payments.refundStatus), notInArray(payments.refundStatus, ['succeeded', outcome]))))
    .returning({ status: payments.status });
  if (!changed || (changed.status !== 'success' && changed.status !== 'disputed')) return;
  const payable = ctx.payables.get(payment.orderType);
  if (outcome === 'succeeded') await payable.onRefunded?.(tx, payment.orderId);
  else await payable.onRefundFailed?.(tx, payment.orderId);
}

export const REFUND_QUEUE = 'payment.refund';

/**
 * Asks for the money of a paid payment back, in the caller's transaction: the refund is claimed
 * (`pending`, so it happens once) and queued with it, so it exists exactly when the change that
 * wants it does and is retried until the provider answers. False when already refunding or refunded.
 */
export async function requestRefund(ctx: AppContext, tx: Tx, paymentId: string): Promise<boolean> {
  const [claimed] = await tx
    .update(payments)
    .set({ refundStatus: 'pending', updatedAt: ctx.clock.now() })
    .where(
      and(eq(payments.id, paymentId), isNotNull(payments.paidAt), or(isNull(payments.refundStatus), eq(payments.refundStatus, 'failed'))),
    )
    .returning({ id: payments.id });
  if (!claimed) return false;
  await ctx.jobs.enqueue(tx, REFUND_QUEUE, { paymentId });
  return true;
}

/**
 * The refund job: calls the provider with a key stable for this payment's refund, so a retry after
 * a crash (even one between the provider's answer and ours) refunds once, then records the answer.
 */
export async function executeRefund(ctx: AppContext, paymentId: string): Promise<void> {
  const payment = await getPayment(ctx.db, paymentId);
  if (!payment || payment.refundStatus !== 'pending') return;
  const provider = providerByName(ctx, payment.provider);
  if (!provider) throw new Error(`Payment provider ${payment.provider} is not configured`);
  const result = await provider.refund({
    providerRef: payment.providerRef,
    amountCents: payment.amountCents,
    idempotencyKey: `refund-${payment.id}`,
  });
  crashPoint('refund.after-provider');
  await ctx.db.transaction(async (tx) => {
    if (result.status !== 'pending') return applyRefundOutcome(ctx, tx, payment, result.status, result.refundRef);
    await tx
      .update(payments)
      .set({ refundRef: result.refundRef })
      .where(and(eq(payments.id, paymentId), isNull(payments.refundRef)));
  });
}

/** Admin or domain command: refunds a paid payment (queued; its progress shows in `refundStatus`). */
export async function refundPayment(ctx: AppContext, paymentId: string): Promise<void> {
  const requested = await ctx.db.transaction((tx) => requestRefund(ctx, tx, paymentId));
  if (requested) return;
  const existing = await getPayment(ctx.db, paymentId);
  if (!existing) throw new AppError('payment-not-found');
  throw new AppError(existing.paidAt ? 'payment-already-refunded' : 'payment-not-paid');
}

/**
 * Brings our record of a payment in line with the provider's (reconciliation): money the provider
 * captured but we never heard of is applied (or refunded when the order can no longer take it),
 * a refund the provider made is recorded. Each effect happens once, whatever else already applied it.
 */
export async function applyProviderState(ctx: AppContext, payment: Payment, state: ProviderPaymentState): Promise<string[]> {
  const fixed: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!current) return;
    if (state.paid && !current.paidAt) {
      await applySuccess(ctx, tx, current);
      fixed.push('captured payment applied');
    }
    if (state.refunded && current.refundStatus !== 'succeeded') {
      const [after] = await tx.select().from(payments).where(eq(payments.id, payment.id));
      await applyRefundOutcome(ctx, tx, after!, 'succeeded');
      fixed.push('provider refund recorded');
    }
  });
  return fixed;
}

/**
 * The shopper came back from approving a PayPal order: we capture it on the server (idempotently),
 * and the capture's answer is applied like a verified event. A lost return or a failed capture is
 * caught up by reconciliation, which captures approved orders.
 */
export async function completeWalletReturn(
  ctx: AppContext,
  orderRef: string,
  userId?: string,
): Promise<{ payment: Payment; paid: boolean; status: string | null }> {
  const paypal = paymentProviders(ctx).paypal;
  const payment = paypal ? await findPaymentByRef(ctx.db, 'paypal', orderRef) : null;
  // The SDK's onApprove comes from the shopper's session: only their own payment is theirs to capture.
  if (!paypal || !payment || (userId !== undefined && payment.userId !== userId)) throw new AppError('payment-not-found');
  if (payment.paidAt) return { payment, paid: true, status: 'COMPLETED' };
  try {
    const { status, event } = await paypal.capture(payment.providerRef);
    if (event) await handleVerifiedEvent(ctx, 'paypal', event);
    return { payment, paid: event?.type === 'payment.succeeded', status };
  } catch (err) {
    ctx.log.error({ err, paymentId: payment.id }, 'PayPal capture failed');
    return { payment, paid: false, status: null };
  }
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

/** Where the shopper's latest attempt to pay one of their orders stands (the success page reads it). */
export async function latestPaymentOf(
  db: DbOrTx,
  input: { orderType: PaymentOrderType; orderId: string; userId: string },
): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderType, input.orderType), eq(payments.orderId, input.orderId), eq(payments.userId, input.userId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** Payments by status and refunds in progress, read at each metrics scrape (the fleet's numbers). */
export async function paymentCounts(db: DbOrTx): Promise<{ byStatus: Record<string, number>; refundsPending: number }> {
  const rows = await db
    .select({ status: payments.status, n: sql<number>`count(*)::int` })
    .from(payments)
    .groupBy(payments.status);
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.refundStatus, 'pending'));
  return { byStatus: Object.fromEntries(rows.map((r) => [r.status, r.n])), refundsPending: pending?.n ?? 0 };
}

import { newId } from '../../db/ids';
import type { PaymentMethod, PaymentOrderType } from '@pedestal/contract';
import { and, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotentAcross } from '../../platform/idempotency/keys';
import {
  InvalidWebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderName,
  type ProviderDispute,
  type ProviderPaymentState,
  type ProviderRefund,
  type RefundStatus,
  type WebhookHeaders,
} from '../../platform/payments/provider';
import { crashPoint } from '../../platform/crash';
import { paymentProviders, providerByName, providerForMethod } from './providers';
import { cardSaver, ensureCustomer } from './saved-cards';
import type { RefundLine } from '../../domain/extension-points';
import { disputes, paymentEvents, payments, refunds, type RefundSource } from './schema';

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
  const paymentId = newId();
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

async function applyEvent(ctx: AppContext, tx: Tx, payment: Payment, event: PaymentEvent) {
  switch (event.type) {
    case 'payment.succeeded':
      return applySuccess(ctx, tx, payment);
    case 'payment.failed':
      return applyFailure(ctx, tx, payment, event.failureMessage ?? 'Payment failed');
    case 'refund.succeeded':
    case 'refund.failed':
      if (event.refunds) return applyProviderRefunds(ctx, tx, payment.id, event.refunds);
      // An event that names no amounts settles what we asked for.
      return settlePendingRefunds(
        ctx,
        tx,
        payment.id,
        event.type === 'refund.succeeded' ? 'succeeded' : 'failed',
        event.refundRef,
        event.failureMessage,
      );
    case 'dispute.changed':
      return event.dispute ? applyDispute(ctx, tx, payment, event.dispute) : undefined;
    case 'payment.requires_action':
      return;
  }
}

/**
 * A dispute opened, changed or closed (decision 032): one row per provider dispute. Open → the
 * payment is `disputed` and its order held (shipping refused). Won → the payment counts again.
 * Lost → the disputed amount is gone: it becomes a refund of its own (source provider), so the
 * order and its money follow as for any refund. Each outcome applies once.
 */
async function applyDispute(ctx: AppContext, tx: Tx, payment: Payment, d: ProviderDispute) {
  const now = ctx.clock.now();
  const [existing] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.provider, payment.provider), eq(disputes.providerRef, d.disputeRef)))
    .for('update');
  if (existing && existing.status !== 'open') return;
  const values = {
    amountCents: d.amountCents,
    reason: d.reason,
    status: d.status,
    evidenceDueBy: d.evidenceDueBy ? new Date(d.evidenceDueBy) : null,
    closedAt: d.status === 'open' ? null : now,
    updatedAt: now,
  };
  if (existing) await tx.update(disputes).set(values).where(eq(disputes.id, existing.id));
  else {
    const [row] = await tx
      .insert(disputes)
      .values({ paymentId: payment.id, provider: payment.provider, providerRef: d.disputeRef, createdAt: now, ...values })
      .returning({ id: disputes.id });
    // A new chargeback: the team hears of it (its first event may already close it: then nothing to answer).
    if (d.status === 'open') {
      const order = await ctx.payables.find(payment.orderType)?.evidence?.(tx, payment.orderId);
      await ctx.events.emit(tx, {
        type: 'DisputeOpened',
        dispute: {
          id: row!.id,
          provider: payment.provider,
          providerRef: d.disputeRef,
          amountCents: d.amountCents,
          reason: d.reason,
          evidenceDueBy: values.evidenceDueBy,
        },
        payment: { id: payment.id, orderType: payment.orderType, orderId: payment.orderId },
        orderNo: order?.no ?? null,
      });
    }
  }
  if (payment.status !== 'success' && payment.status !== 'disputed') return;
  if (d.status === 'open') {
    await tx.update(payments).set({ status: 'disputed', updatedAt: now }).where(eq(payments.id, payment.id));
    return;
  }
  const stillOpen = await tx.$count(
    disputes,
    and(eq(disputes.paymentId, payment.id), eq(disputes.status, 'open'), sql`${disputes.providerRef} <> ${d.disputeRef}`),
  );
  if (stillOpen === 0) await tx.update(payments).set({ status: 'success', updatedAt: now }).where(eq(payments.id, payment.id));
  if (d.status === 'lost') {
    const ref = `dispute-${d.disputeRef}`;
    const refundId = await requestProviderRefund(ctx, tx, payment.id, { refundRef: ref, amountCents: d.amountCents, status: 'succeeded' });
    if (refundId) {
      await tx.update(refunds).set({ reason: 'Dispute lost' }).where(eq(refunds.id, refundId));
      await applyRefundOutcome(ctx, tx, refundId, 'succeeded', ref);
    }
  }
}

/** Whether a payment is held by an open dispute (its order must not ship). */
export async function isPaymentDisputed(db: DbOrTx, paymentId: string): Promise<boolean> {
  return (await db.$count(disputes, and(eq(disputes.paymentId, paymentId), eq(disputes.status, 'open')))) > 0;
}

/** Of these payments, the ones an open dispute holds. */
export async function disputedPaymentIds(db: DbOrTx, paymentIds: string[]): Promise<Set<string>> {
  if (paymentIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ paymentId: disputes.paymentId })
    .from(disputes)
    .where(and(inArray(disputes.paymentId, paymentIds), eq(disputes.status, 'open')));
  return new Set(rows.map((r) => r.paymentId));
}

/** A payment's disputes, newest first. */
export async function listDisputes(db: DbOrTx, paymentId: string) {
  return db.select().from(disputes).where(eq(disputes.paymentId, paymentId)).orderBy(desc(disputes.createdAt));
}

/**
 * Money arrived. It counts when no other payment paid the order and the order still wants exactly
 * this amount (asked of its domain again); otherwise the payment is canceled and refunded in the
 * same transaction (queued), so a shopper never pays twice. Happens once: `paid_at` is claimed.
 */
export async function applySuccess(ctx: AppContext, tx: Tx, payment: Payment): Promise<void> {
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
  if (failed.length > 0) await ctx.payables.get(payment.orderType).onFailed?.(tx, payment.orderId, { paymentId: payment.id, message });
}

export const REFUND_QUEUE = 'payment.refund';

export interface RefundRequest {
  /** Omitted: what is left of the capture (a full refund). */
  amountCents?: number;
  reason?: string;
  source?: (typeof RefundSource)[number];
  requestedBy?: string | null;
  lines?: RefundLine[] | null;
  /** The caller's key (the console's Idempotency-Key); a repeat with it answers the first refund. */
  idempotencyKey?: string;
}

/**
 * Asks for money of a paid payment back, in the caller's transaction (decision 031): a refund row
 * (`pending`) queued with its job, so it exists exactly when the change that wants it does and is
 * retried until the provider answers. The payment row is locked first, so parallel requests are
 * serialised and the refunds (pending and succeeded) never add up to more than the capture.
 * Answers the refund's id, or null when nothing (or not that much) is left to refund.
 */
export async function requestRefund(ctx: AppContext, tx: Tx, paymentId: string, request: RefundRequest = {}): Promise<string | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment?.paidAt) return null;
  if (request.idempotencyKey) {
    const [same] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, request.idempotencyKey));
    if (same)
      return same.paymentId === paymentId && (request.amountCents === undefined || same.amountCents === request.amountCents)
        ? same.id
        : null;
  }
  const left = payment.amountCents - (await reservedCents(tx, paymentId));
  const amountCents = request.amountCents ?? left;
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > left) return null;
  const id = newId();
  const now = ctx.clock.now();
  await tx.insert(refunds).values({
    id,
    paymentId,
    amountCents,
    reason: request.reason ?? (amountCents === payment.amountCents ? 'Full refund' : 'Partial refund'),
    idempotencyKey: request.idempotencyKey ? `console-${request.idempotencyKey}` : `refund-${id}`,
    source: request.source ?? 'system',
    requestedBy: request.requestedBy ?? null,
    lines: request.lines ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await tx.update(payments).set({ refundStatus: 'pending', updatedAt: now }).where(eq(payments.id, paymentId));
  await ctx.jobs.enqueue(tx, REFUND_QUEUE, { paymentId, refundId: id });
  return id;
}

/** Pending and succeeded refunds: what is no longer there to refund. */
async function reservedCents(tx: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'succeeded'])));
  return Number(row?.sum ?? 0);
}

/**
 * A refund's outcome, once: pending → succeeded or failed (a failed one may still succeed, as
 * providers retry). A success adds to the payment's refunded amount and tells the order's domain,
 * in full or in part; a failure tells it too.
 */
async function applyRefundOutcome(
  ctx: AppContext,
  tx: Tx,
  refundId: string,
  outcome: Exclude<RefundStatus, 'pending'>,
  providerRef?: string,
  failureMessage?: string,
) {
  const now = ctx.clock.now();
  const [refund] = await tx
    .update(refunds)
    .set({
      status: outcome,
      providerRef: sql`coalesce(${refunds.providerRef}, ${providerRef ?? null})`,
      failureMessage: outcome === 'failed' ? (failureMessage ?? 'Refund failed') : null,
      updatedAt: now,
    })
    .where(
      and(eq(refunds.id, refundId), outcome === 'succeeded' ? notInArray(refunds.status, ['succeeded']) : eq(refunds.status, 'pending')),
    )
    .returning();
  if (!refund) return;
  const [payment] = await tx
    .update(payments)
    .set({
      refundedCents: outcome === 'succeeded' ? sql`${payments.refundedCents} + ${refund.amountCents}` : payments.refundedCents,
      refundRef: sql`coalesce(${payments.refundRef}, ${refund.providerRef})`,
      updatedAt: now,
    })
    .where(eq(payments.id, refund.paymentId))
    .returning();
  if (!payment) return;
  const stillPending = await tx.$count(refunds, and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'pending')));
  const full = payment.refundedCents >= payment.amountCents;
  const summary: RefundStatus | null = stillPending > 0 ? 'pending' : full ? 'succeeded' : outcome === 'failed' ? 'failed' : null;
  await tx.update(payments).set({ refundStatus: summary }).where(eq(payments.id, payment.id));
  // A payment the order never took (canceled, refunded in full by the system) has no order to tell.
  if (payment.status !== 'success' && payment.status !== 'disputed') return;
  const applied = {
    refundId: refund.id,
    amountCents: refund.amountCents,
    refundedCents: payment.refundedCents,
    capturedCents: payment.amountCents,
    full,
    reason: refund.reason,
    lines: refund.lines,
  };
  const payable = ctx.payables.get(payment.orderType);
  if (outcome === 'succeeded') await payable.onRefunded?.(tx, payment.orderId, applied);
  else await payable.onRefundFailed?.(tx, payment.orderId, applied);
}

/** An outcome for the payment's pending refunds (a provider event or answer that names no refund). */
async function settlePendingRefunds(
  ctx: AppContext,
  tx: Tx,
  paymentId: string,
  outcome: Exclude<RefundStatus, 'pending'>,
  providerRef?: string,
  failureMessage?: string,
) {
  const pending = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending')))
    .orderBy(refunds.createdAt);
  for (const [i, r] of pending.entries())
    await applyRefundOutcome(ctx, tx, r.id, outcome, i === 0 ? providerRef : undefined, failureMessage);
}

/**
 * Refunds a provider reports (its events carry each refund with its amount): ours are matched by
 * the provider's refund id or our id in its metadata; one made at the provider (its dashboard)
 * becomes a row of its own. Never more than the capture: a report that would exceed it is logged
 * and left out.
 */
async function applyProviderRefunds(ctx: AppContext, tx: Tx, paymentId: string, reported: ProviderRefund[]) {
  for (const r of reported) {
    const [known] = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.paymentId, paymentId),
          r.refundId ? or(eq(refunds.providerRef, r.refundRef), eq(refunds.id, r.refundId)) : eq(refunds.providerRef, r.refundRef),
        ),
      );
    let refundId = known?.id;
    if (!refundId) {
      refundId =
        (await requestProviderRefund(ctx, tx, paymentId, r)) ??
        (ctx.log.warn({ paymentId, refundRef: r.refundRef }, 'provider refund above the capture ignored'), undefined);
    }
    if (refundId && r.status !== 'pending') await applyRefundOutcome(ctx, tx, refundId, r.status, r.refundRef, r.failureMessage);
  }
}

/** A refund made at the provider: recorded as made (no job: the money already moved). */
async function requestProviderRefund(ctx: AppContext, tx: Tx, paymentId: string, r: ProviderRefund): Promise<string | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment?.paidAt) return null;
  if (r.amountCents <= 0 || r.amountCents > payment.amountCents - (await reservedCents(tx, paymentId))) return null;
  const id = newId();
  const now = ctx.clock.now();
  await tx.insert(refunds).values({
    id,
    paymentId,
    amountCents: r.amountCents,
    reason: 'Refunded at the payment provider',
    providerRef: r.refundRef,
    idempotencyKey: `provider-${r.refundRef}`,
    source: 'provider',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/**
 * The refund job: calls the provider for each pending refund of the payment (or the one named)
 * with its own key, so a retry after a crash (even one between the provider's answer and ours)
 * refunds once, then records the answer.
 */
export async function executeRefund(ctx: AppContext, paymentId: string, refundId?: string): Promise<void> {
  const payment = await getPayment(ctx.db, paymentId);
  if (!payment) return;
  const pending = await ctx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending'), refundId ? eq(refunds.id, refundId) : undefined))
    .orderBy(refunds.createdAt);
  if (pending.length === 0) return;
  const provider = providerByName(ctx, payment.provider);
  if (!provider) throw new Error(`Payment provider ${payment.provider} is not configured`);
  for (const refund of pending) {
    const result = await provider.refund({
      providerRef: payment.providerRef,
      amountCents: refund.amountCents,
      idempotencyKey: refund.idempotencyKey,
      refundId: refund.id,
      reason: refund.reason,
    });
    crashPoint('refund.after-provider');
    await ctx.db.transaction(async (tx) => {
      if (result.status !== 'pending') return applyRefundOutcome(ctx, tx, refund.id, result.status, result.refundRef);
      await tx
        .update(refunds)
        .set({ providerRef: result.refundRef })
        .where(and(eq(refunds.id, refund.id), isNull(refunds.providerRef)));
    });
  }
}

/** Admin or domain command: refunds what is left of a paid payment (queued; its rows show the progress). */
export async function refundPayment(ctx: AppContext, paymentId: string, request: RefundRequest = {}): Promise<string> {
  const requested = await ctx.db.transaction((tx) => requestRefund(ctx, tx, paymentId, request));
  if (requested) return requested;
  const existing = await getPayment(ctx.db, paymentId);
  if (!existing) throw new AppError('payment-not-found');
  if (!existing.paidAt) throw new AppError('payment-not-paid');
  if (existing.refundedCents >= existing.amountCents || request.amountCents === undefined) throw new AppError('payment-already-refunded');
  throw new AppError('refund-above-capture');
}

/** A payment's refunds, newest first (the console's order page). */
export async function listRefunds(db: DbOrTx, paymentId: string) {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(desc(refunds.createdAt));
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
    const [after] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    const providerRefunded = state.refundedCents ?? (state.refunded ? after!.amountCents : 0);
    if (after?.paidAt && providerRefunded > after.refundedCents) {
      // Ours in flight settle first; what the provider refunded beyond them is a refund of its own.
      await settlePendingRefunds(ctx, tx, payment.id, 'succeeded');
      const [settled] = await tx.select().from(payments).where(eq(payments.id, payment.id));
      const missing = providerRefunded - settled!.refundedCents;
      if (missing > 0) {
        const ref = `reconciled-${payment.id}-${settled!.refundedCents}`;
        const id = await requestProviderRefund(ctx, tx, payment.id, { refundRef: ref, amountCents: missing, status: 'succeeded' });
        if (id) await applyRefundOutcome(ctx, tx, id, 'succeeded', ref);
      }
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

// Refunds (decision 031): requested in the caller's transaction, queued, sent to the provider, and their outcomes applied once.
import { newId } from '../../db/ids';
import { and, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { RefundLine } from '../../domain/extension-points';
import { crashPoint } from '../../platform/crash';
import { AppError } from '../../platform/errors';
import type { ProviderRefund, RefundStatus } from '../../platform/payments/provider';
import { providerByName } from './providers';
import { payments, refunds, type RefundSource } from './schema';
import { getPayment } from './service';

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
export async function applyRefundOutcome(
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
export async function settlePendingRefunds(
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
export async function applyProviderRefunds(ctx: AppContext, tx: Tx, paymentId: string, reported: ProviderRefund[]) {
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
export async function requestProviderRefund(ctx: AppContext, tx: Tx, paymentId: string, r: ProviderRefund): Promise<string | null> {
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

// Disputes as providers report them (decision 032), and the hold an open dispute puts on a payment's order.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { ProviderDispute } from '../../platform/payments/provider';
import { applyRefundOutcome, requestProviderRefund } from './refunds';
import { disputes, payments, refunds } from './schema';
import type { Payment } from './service';

/**
 * A dispute opened, changed or closed (decision 032): one row per provider dispute. Open → the
 * payment is `disputed` and its order held (shipping refused). Won → the payment counts again.
 * Lost → the disputed amount is gone: it becomes a refund of its own (source provider), so the
 * order and its money follow as for any refund. Each outcome applies once.
 */
export async function applyDispute(ctx: AppContext, tx: Tx, payment: Payment, d: ProviderDispute) {
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

import {
  carrierName,
  centsToDollars,
  trackingLink,
  type AdminDispute,
  type AdminDisputeDetail,
  type DisputeEvidence,
  type DisputeEvidenceFields,
  type DisputeListQuery,
  type DisputeSummary,
} from '@pedestal/contract';
import { and, asc, count, desc, eq, min, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { crashPoint } from '../../platform/crash';
import { AppError } from '../../platform/errors';
import { ProviderRefusedError } from '../../platform/payments/provider';
import { getUserLabels } from '../account';
import { providerByName } from './providers';
import { disputes, payments } from './schema';

/**
 * The console's Disputes screen (decision 032, issue 24 #2): every chargeback with its deadline, and
 * per dispute the evidence prefilled from the disputed order's own domain (its payable's `evidence`)
 * and the notices its buyer was sent about it (ctx.correspondence).
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Row = {
  dispute: typeof disputes.$inferSelect;
  payment: typeof payments.$inferSelect;
  buyer: { username: string; email: string | null } | null;
};

async function rows(db: DbOrTx, where: SQL, order: 'due' | 'recent'): Promise<Row[]> {
  const found = await db
    .select({ dispute: disputes, payment: payments })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .where(where)
    .orderBy(
      ...(order === 'due' ? [asc(disputes.evidenceDueBy), asc(disputes.createdAt)] : [desc(disputes.closedAt), desc(disputes.createdAt)]),
    )
    .limit(200);
  const buyers = await getUserLabels(
    db,
    found.map((r) => r.payment.userId),
  );
  return found.map((r) => ({ ...r, buyer: buyers.get(r.payment.userId) ?? null }));
}

function toDispute(r: Row, no: string | null): AdminDispute {
  const { dispute: d, payment: p, buyer } = r;
  return {
    id: d.id,
    provider: d.provider,
    providerRef: d.providerRef,
    status: d.status,
    amount: centsToDollars(d.amountCents),
    reason: d.reason,
    evidenceDueBy: iso(d.evidenceDueBy),
    openedAt: d.createdAt.toISOString(),
    closedAt: iso(d.closedAt),
    payment: { id: p.id, method: p.method, amount: centsToDollars(p.amountCents), paidAt: iso(p.paidAt) },
    order: { type: p.orderType, id: p.orderId, no },
    buyer: buyer ? { id: p.userId, ...buyer } : null,
  };
}

/** Open disputes (nearest deadline first) or closed ones (latest first). */
export async function listConsoleDisputes(ctx: AppContext, query: DisputeListQuery): Promise<AdminDispute[]> {
  const list = await rows(
    ctx.db,
    query.status === 'open' ? eq(disputes.status, 'open') : ne(disputes.status, 'open'),
    query.status === 'open' ? 'due' : 'recent',
  );
  return Promise.all(
    list.map(async (r) => toDispute(r, (await ctx.payables.find(r.payment.orderType)?.evidence?.(ctx.db, r.payment.orderId))?.no ?? null)),
  );
}

/** One dispute with its evidence. */
export async function getConsoleDispute(ctx: AppContext, id: string): Promise<AdminDisputeDetail> {
  const [r] = await rows(ctx.db, eq(disputes.id, id), 'due');
  if (!r) throw new AppError('dispute-not-found');
  const order = await ctx.payables.find(r.payment.orderType)?.evidence?.(ctx.db, r.payment.orderId);
  let evidence: DisputeEvidence | null = null;
  if (order) {
    const notices = await ctx.correspondence(ctx.db, r.payment.userId, order.link);
    evidence = {
      no: order.no,
      status: order.status,
      lines: order.lines.map((l) => ({ title: l.title, quantity: l.quantity, unitPrice: centsToDollars(l.unitPriceCents) })),
      subtotal: centsToDollars(order.subtotalCents),
      shippingFee: centsToDollars(order.shippingFeeCents),
      tax: centsToDollars(order.taxCents),
      total: centsToDollars(order.totalCents),
      refunded: centsToDollars(order.refundedCents),
      address: order.address,
      carrier: order.carrier,
      carrierName: carrierName(order.carrier),
      trackingNo: order.trackingNo,
      trackingUrl: trackingLink(order.carrier, order.trackingNo),
      shippedAt: iso(order.shippedAt),
      receivedAt: iso(order.receivedAt),
      messages: notices.map((n) => ({ title: n.title, body: n.body, sentAt: n.sentAt.toISOString() })),
    };
  }
  const d = r.dispute;
  return {
    ...toDispute(r, order?.no ?? null),
    evidence,
    proposed: proposedFields(r, evidence),
    submission: {
      status: d.evidenceStatus,
      fields: d.evidenceFields ?? null,
      requestedAt: iso(d.evidenceRequestedAt),
      submittedAt: iso(d.evidenceSubmittedAt),
      error: d.evidenceError,
      unreachable: d.evidenceStatus === 'failed' && d.evidenceError === EVIDENCE_UNREACHABLE,
    },
  };
}

const day = (at: string | null) => (at ? at.slice(0, 10) : '');

/**
 * The providers' text fields prefilled from the order (decision 056), for the operator to review:
 * what was bought, who bought it, where and when it went, and what the buyer was told.
 */
function proposedFields(r: Row, e: DisputeEvidence | null): DisputeEvidenceFields {
  const a = e?.address;
  const paidAt = iso(r.payment.paidAt);
  return {
    productDescription: e
      ? `Order ${e.no}: ${e.lines.map((l) => `${l.quantity} × ${l.title} ($${l.unitPrice.toFixed(2)} each)`).join('; ')}. Total paid $${e.total.toFixed(2)}${e.refunded > 0 ? `, of which $${e.refunded.toFixed(2)} refunded` : ''}.`
      : '',
    customerName: a?.name ?? r.buyer?.username ?? '',
    customerEmailAddress: r.buyer?.email ?? '',
    shippingAddress: a ? [a.address, a.area, a.city, a.province, a.zipCode, a.country].filter(Boolean).join(', ') : '',
    shippingCarrier: e?.trackingNo ? e.carrierName : '',
    shippingTrackingNumber: e?.trackingNo ?? '',
    shippingDate: day(e?.shippedAt ?? null),
    uncategorizedText: [
      paidAt && `Paid on ${day(paidAt)} by the account ${r.buyer?.username ?? r.payment.userId}.`,
      e?.receivedAt && `The buyer confirmed receipt on ${day(e.receivedAt)}.`,
      e &&
        e.messages.length > 0 &&
        `What the buyer was told:\n${e.messages.map((m) => `${day(m.sentAt)} — ${m.title}: ${m.body}`).join('\n')}`,
    ]
      .filter(Boolean)
      .join('\n\n')
      .slice(0, 20_000),
  };
}

export const DISPUTE_EVIDENCE_QUEUE = 'payment.dispute-evidence';

/**
 * The operator's "Submit evidence" (decision 056): records the fields and the attempt and queues the
 * provider call in one transaction, so the call exists exactly when the record does. Submitting is
 * final at the providers: while one is under way or done a second is refused (409) and changes
 * nothing; after a refusal (failed) the operator may send again, as a new attempt with its own key.
 */
export async function submitDisputeEvidence(
  ctx: AppContext,
  id: string,
  fields: DisputeEvidenceFields,
  by: string,
): Promise<AdminDisputeDetail> {
  if (Object.values(fields).every((v) => !v)) throw new AppError('dispute-evidence-empty');
  await ctx.db.transaction(async (tx) => {
    const [d] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
    if (!d) throw new AppError('dispute-not-found');
    if (d.evidenceStatus === 'submitting' || d.evidenceStatus === 'submitted') throw new AppError('dispute-evidence-submitted');
    if (d.status !== 'open') throw new AppError('dispute-closed');
    const now = ctx.clock.now();
    const attempt = d.evidenceAttempt + 1;
    await tx
      .update(disputes)
      .set({
        evidenceStatus: 'submitting',
        evidenceFields: fields,
        evidenceAttempt: attempt,
        evidenceRequestedAt: now,
        evidenceRequestedBy: by,
        evidenceSubmittedAt: null,
        evidenceError: null,
        updatedAt: now,
      })
      .where(eq(disputes.id, id));
    await ctx.jobs.enqueue(tx, DISPUTE_EVIDENCE_QUEUE, { disputeId: id, attempt });
    await ctx.events.emit(tx, {
      type: 'DisputeEvidenceSubmitted',
      by,
      dispute: { id, provider: d.provider, providerRef: d.providerRef },
      attempt,
    });
  });
  return getConsoleDispute(ctx, id);
}

/** The attempt's idempotency key at the provider: the same for every run of one attempt's job. */
export const evidenceKey = (disputeId: string, attempt: number) => `dispute-evidence-${disputeId}-${attempt}`;

/**
 * The queued call: sends the attempt's fields with its key, then records the answer — submitted, or
 * failed with the provider's words. A run of an attempt no longer current (or already answered)
 * does nothing; a run repeated after the provider took it (a crash before our record) is answered
 * by the provider as the first (same key), so the evidence goes once. Outages throw and are retried.
 */
export async function sendDisputeEvidence(ctx: AppContext, disputeId: string, attempt: number): Promise<void> {
  const [d] = await ctx.db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!d || d.evidenceStatus !== 'submitting' || d.evidenceAttempt !== attempt || !d.evidenceFields) return;
  const provider = providerByName(ctx, d.provider);
  if (!provider) throw new Error(`Payment provider ${d.provider} is not configured`);
  let error: string | null = null;
  try {
    await provider.submitDisputeEvidence({
      disputeRef: d.providerRef,
      fields: d.evidenceFields,
      idempotencyKey: evidenceKey(d.id, attempt),
    });
  } catch (err) {
    if (!(err instanceof ProviderRefusedError)) throw err;
    error = err.message;
  }
  crashPoint('dispute-evidence.after-provider');
  const now = ctx.clock.now();
  await ctx.db
    .update(disputes)
    .set(
      error === null
        ? { evidenceStatus: 'submitted', evidenceSubmittedAt: now, updatedAt: now }
        : { evidenceStatus: 'failed', evidenceError: error.slice(0, 2000), updatedAt: now },
    )
    .where(and(eq(disputes.id, d.id), eq(disputes.evidenceStatus, 'submitting'), eq(disputes.evidenceAttempt, attempt)));
}

/**
 * What the console shows when the queue gave up on an attempt (decision 059). Every run ended without
 * an answer, so the provider most likely took nothing; but a run cut off after sending may have got
 * through. A retry is safe either way: submitting is final at both providers, so Stripe refuses a
 * second submission (and says so) and PayPal's dispute is found under review (recorded submitted).
 */
export const EVIDENCE_UNREACHABLE =
  'The provider could not be reached, so the evidence was most likely not submitted. Try again: if the provider did take it, it refuses a second submission and says so.';

/**
 * The queue gave up on an attempt (its retries spent against an outage): the attempt fails with
 * EVIDENCE_UNREACHABLE rather than stay "submitting" for ever, and the console offers the retry.
 * Only the attempt still current and still submitting is touched.
 */
export async function giveUpDisputeEvidence(ctx: AppContext, disputeId: string, attempt: number): Promise<void> {
  const now = ctx.clock.now();
  const done = await ctx.db
    .update(disputes)
    .set({ evidenceStatus: 'failed', evidenceError: EVIDENCE_UNREACHABLE, updatedAt: now })
    .where(and(eq(disputes.id, disputeId), eq(disputes.evidenceStatus, 'submitting'), eq(disputes.evidenceAttempt, attempt)))
    .returning({ id: disputes.id });
  if (done.length) ctx.log.warn({ disputeId, attempt }, 'dispute evidence given up: the provider could not be reached');
}

/** How many disputes are open and the nearest evidence deadline (the console's banner). */
export async function disputeSummary(db: DbOrTx): Promise<DisputeSummary> {
  const [row] = await db
    .select({ open: count(), nextDueBy: min(disputes.evidenceDueBy) })
    .from(disputes)
    .where(eq(disputes.status, 'open'));
  return { open: Number(row?.open ?? 0), nextDueBy: iso(row?.nextDueBy ?? null) };
}

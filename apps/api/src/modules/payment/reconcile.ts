import { and, asc, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { SANDBOX_DELIVERY_QUEUE } from '../../platform/payments/sandbox-provider';
import { paymentProviders, providerByName } from './providers';
import { paymentReconciliations, payments, type ReconciliationFinding } from './schema';
import { applyProviderState } from './provider-events';
import { REFUND_QUEUE } from './refunds';

const MINUTE = 60_000;
/** A payment younger than this is still in the shopper's hands; older than the window it is left alone. */
const SETTLE_MS = 5 * MINUTE;
const WINDOW_MS = 2 * 24 * 60 * MINUTE;
/** Each open payment is compared at most this often. */
const RECHECK_MS = 60 * MINUTE;
const BATCH = 200;

/**
 * Compares the providers' view with ours and applies what is missing, once (DESIGN §4): a capture
 * we never heard of (a lost event, a crash between capture and effect) is applied or refunded, a
 * refund the provider made is recorded, a refund still pending is queued again, and sandbox events
 * that never got through are delivered again. The run is logged and kept as a report.
 */
export async function reconcilePayments(ctx: AppContext) {
  const now = ctx.clock.now();
  const findings: ReconciliationFinding[] = [];
  let checked = 0;
  let errors = 0;
  const [run] = await ctx.db.insert(paymentReconciliations).values({ startedAt: now }).returning({ id: paymentReconciliations.id });

  const candidates = await ctx.db
    .select()
    .from(payments)
    .where(
      or(
        and(
          isNull(payments.paidAt),
          gt(payments.createdAt, new Date(now.getTime() - WINDOW_MS)),
          lt(payments.createdAt, new Date(now.getTime() - SETTLE_MS)),
          or(isNull(payments.reconciledAt), lt(payments.reconciledAt, new Date(now.getTime() - RECHECK_MS))),
        ),
        and(eq(payments.refundStatus, 'pending'), lt(payments.updatedAt, new Date(now.getTime() - 2 * SETTLE_MS))),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);

  for (const payment of candidates) {
    const provider = providerByName(ctx, payment.provider);
    if (!provider) continue;
    checked++;
    try {
      const state = await provider.lookup(payment.providerRef);
      for (const action of await applyProviderState(ctx, payment, state))
        findings.push({ paymentId: payment.id, provider: payment.provider, action });
      if (payment.refundStatus === 'pending' && !state.refunded) {
        await ctx.db.transaction((tx) => ctx.jobs.enqueue(tx, REFUND_QUEUE, { paymentId: payment.id }));
        findings.push({ paymentId: payment.id, provider: payment.provider, action: 'pending refund queued again' });
      }
      await ctx.db
        .update(payments)
        .set({ reconciledAt: now, ...(state.feeCents === undefined ? {} : { feeCents: state.feeCents }) })
        .where(eq(payments.id, payment.id));
    } catch (err) {
      errors++;
      ctx.log.warn({ err, paymentId: payment.id }, 'reconciliation could not compare a payment');
      findings.push({ paymentId: payment.id, provider: payment.provider, action: `not compared: ${(err as Error).message.slice(0, 200)}` });
    }
  }

  const sandbox = paymentProviders(ctx).sandbox;
  if (sandbox) {
    const stuck = await sandbox.undeliveredSince(new Date(now.getTime() - 2 * MINUTE));
    await sandbox.requeue(stuck);
    for (const eventId of stuck) findings.push({ eventId, provider: 'sandbox', action: `event queued again (${SANDBOX_DELIVERY_QUEUE})` });
  }

  const fixed = findings.filter((f) => !f.action.startsWith('not compared')).length;
  await ctx.db
    .update(paymentReconciliations)
    .set({ finishedAt: ctx.clock.now(), checked, fixed, errors, findings })
    .where(eq(paymentReconciliations.id, run!.id));
  const summary = { checked, fixed, errors };
  if (fixed > 0 || errors > 0) ctx.log.warn({ ...summary, findings }, 'payment reconciliation fixed differences');
  else ctx.log.info(summary, 'payment reconciliation found nothing to fix');
  return { id: run!.id, ...summary, findings };
}

export async function listReconciliations(ctx: AppContext, page: { page: number; pageSize: number }) {
  const rows = await ctx.db
    .select()
    .from(paymentReconciliations)
    .orderBy(desc(paymentReconciliations.startedAt))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map((r) => ({ ...r, startedAt: r.startedAt.toISOString(), finishedAt: r.finishedAt?.toISOString() ?? null }));
}

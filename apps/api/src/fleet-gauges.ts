/**
 * The gauges /metrics reads from the database at each scrape, so every instance reports the fleet's
 * queues, outbox and payments. Apart from app.ts: they read two modules (notification's queue name,
 * payment's counts) and nothing else of the app.
 */
import type { AppContext } from './context';
import { EMAIL_QUEUE } from './modules/notification';
import { paymentCounts } from './modules/payment';
import type { Metrics } from './platform/observability/metrics';

export function registerFleetGauges(metrics: Metrics, ctx: AppContext) {
  const queueStats = metrics.perScrape(() => ctx.jobs.stats());
  const payments = metrics.perScrape(() => paymentCounts(ctx.db));
  metrics.gauge(
    'pedestal_queue_depth',
    'Jobs per queue, by state (waiting: new or to retry; active: running)',
    ['queue', 'state'],
    async () =>
      (await queueStats()).flatMap((q) => [
        { labels: { queue: q.name, state: 'waiting' }, value: q.waiting },
        { labels: { queue: q.name, state: 'active' }, value: q.active },
      ]),
  );
  metrics.gauge(
    'pedestal_queue_oldest_job_age_seconds',
    'How long the oldest due job of each queue has waited (0: none waits)',
    ['queue'],
    async () => (await queueStats()).map((q) => ({ labels: { queue: q.name }, value: q.oldestSeconds })),
  );
  // Every outbox email is a job of its queue, enqueued in the same transaction: its oldest waiting job is the outbox's lag.
  metrics.gauge('pedestal_outbox_lag_seconds', 'How long the oldest email in the outbox has waited to be delivered', [], async () => [
    { value: (await queueStats()).find((q) => q.name === EMAIL_QUEUE)?.oldestSeconds ?? 0 },
  ]);
  metrics.gauge('pedestal_payments', 'Payments by status (success, failed, pending, canceled, disputed)', ['status'], async () =>
    Object.entries({ success: 0, failed: 0, ...(await payments()).byStatus }).map(([status, value]) => ({ labels: { status }, value })),
  );
  metrics.gauge('pedestal_refunds_pending', 'Refunds requested and not yet confirmed by the provider', [], async () => [
    { value: (await payments()).refundsPending },
  ]);
}

/**
 * The context every service gets (context.ts), made once per app: the database, clock, mail, storage,
 * job queue, shared caches, and the modules' extension points in the modules' order (module-list.ts).
 * Apart from app.ts, which then plugs the modules into it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { createDomainEvents, type DomainSubscription } from './domain/events';
import { Payables } from './domain/extension-points';
import type { ModuleDefinition } from './module-definition';
import { CountedViews } from './modules/character';
import { SETTINGS_CACHE_MS, settingsReader } from './modules/content';
import { noticesAbout } from './modules/message';
import { operatorNames } from './modules/auth';
import { pluggedSources } from './plug-modules';
import { OffsetClock, systemClock, type Clock } from './platform/clock';
import { JobQueue } from './platform/jobs/queue';
import { ConsoleTransport } from './platform/mail/console-transport';
import { SmtpTransport } from './platform/mail/smtp-transport';
import { DevMailbox } from './platform/mail/transport';
import { NotifiedValue } from './platform/notified-value';
import { Metrics } from './platform/observability/metrics';
import type { LoggerOption } from './platform/fastify-instance';
import { TrustedOrigins } from './platform/origins';
import { Limiters } from './platform/rate-limit/limiters';
import { Readiness } from './platform/readiness';
import { SharedReads } from './platform/shared-reads';
import { StockGate } from './platform/stock-gate';
import { configuredStorage } from './platform/storage/configured';
import { ViewerCache } from './platform/viewer-cache';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Overrides the logger: false for none (tests), or its level and where it writes. */
  logger?: LoggerOption;
  /** More subscribers, after the product's own (tests observe events this way). */
  subscriptions?: (ctx: AppContext) => DomainSubscription[];
  /** Every unscheduled queue's retry budget instead of its own (tests: see JobQueueOptions.retries). */
  jobRetries?: { limit: number; delaySeconds: number };
}

/** The context, and the metrics when /metrics exists (only with a token: without one nothing is counted). */
export async function buildContext(options: BuildOptions, log: FastifyBaseLogger, modules: readonly ModuleDefinition[]) {
  const { config } = options;
  const clock = options.clock ?? (config.NODE_ENV === 'test' && config.TEST_CLOCK ? new OffsetClock() : systemClock);
  const mailbox = config.production ? null : new DevMailbox();
  const self: AppContext['self'] = { url: null };
  const storedSettings = new NotifiedValue<Record<string, unknown>>(SETTINGS_CACHE_MS, { needsListener: !!options.database.listen });
  const jobs = new JobQueue({
    executor: options.database.executor,
    log,
    work: config.JOBS_ENABLED,
    exclusive: (fn) => options.database.exclusive('job-queue', fn),
    pollingIntervalSeconds: config.JOB_POLL_SECONDS,
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
    leaseSeconds: config.JOB_LEASE_SECONDS,
    ...(options.jobRetries ? { retries: options.jobRetries } : {}),
  });
  const limiters = new Limiters({ db: options.database.db, redisUrl: config.REDIS_URL, log });
  const storage = await configuredStorage(config);
  const metrics = config.METRICS_TOKEN ? new Metrics() : null;
  if (metrics) metrics.observeDatabase(options.database);
  const mail =
    config.MAIL_TRANSPORT === 'smtp'
      ? new SmtpTransport({
          host: config.SMTP_HOST ?? 'localhost',
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE,
          user: config.SMTP_USER,
          password: config.SMTP_PASSWORD,
          from: config.MAIL_FROM,
        })
      : new ConsoleTransport({ channel: 'mail', log, clock, mailbox: mailbox ?? undefined });
  const sms = new ConsoleTransport({ channel: 'sms', log, clock, mailbox: mailbox ?? undefined });
  const ctx: AppContext = {
    config,
    db: options.database.db,
    listDb: options.database.listDb,
    clock,
    log,
    mailbox,
    mail: metrics ? metrics.countMessages('email', mail) : mail,
    sms: metrics ? metrics.countMessages('sms', sms) : sms,
    storage,
    jobs,
    self,
    origins: new TrustedOrigins(config, () => (self.url ? Number(new URL(self.url).port) || undefined : undefined)),
    limiters,
    readiness: new Readiness({
      db: options.database.db,
      migrationsCurrent: () => options.database.migrationsCurrent(),
      queueStarted: () => jobs.isStarted,
      redis: () => limiters.redisState,
      warn: (reason) => log.warn({ reason }, 'not ready: the database does not answer'),
    }),
    viewers: new ViewerCache(config.SESSION_CACHE_SECONDS * 1000, { needsListener: !!options.database.listen }),
    storedSettings,
    sharedReads: new SharedReads(config.SHARED_READS_MS, { needsListener: !!options.database.listen }),
    countedViews: new CountedViews(options.database.db, (err) => log.error({ err }, 'counted views were not written')),
    stockGate: new StockGate({
      needsListener: !!options.database.listen,
      concurrency: config.DROP_GATE_CONCURRENCY,
      maxWaiting: config.DROP_GATE_QUEUE,
      maxWaitMs: config.DROP_GATE_WAIT_MS,
      buyNow: { maxWaiting: config.DROP_GATE_BUY_QUEUE, maxWaitMs: config.DROP_GATE_BUY_WAIT_MS },
    }),
    settings: settingsReader(storedSettings, clock),
    events: createDomainEvents(),
    payables: new Payables(),
    // What a shopper was told about an order (a dispute's evidence quotes it).
    correspondence: noticesAbout,
    operatorNames,
    // The stages' parts of a phase, supporters, holds against deletion (decision 063) and each
    // module's part of a shopper's copy of their data (the account module adds its own).
    ...pluggedSources(modules),
  };
  return { ctx, metrics };
}

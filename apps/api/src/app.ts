import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UPLOAD_LIMIT_BYTES } from '@pedestal/contract';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import helmet from 'helmet';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { registerApiDocs } from './api-docs';
import { strictInput } from './platform/strict-input';
import type { App } from './app-types';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { createDomainEvents, type DomainSubscription } from './domain/events';
import { Payables } from './domain/extension-points';
import accountRoutes from './modules/account/routes';
import addressRoutes from './modules/address/routes';
import adminRoutes from './modules/admin/routes';
import stageAdminRoutes from './modules/admin/stage-routes';
import { addressPersonalData, addressSubscriptions } from './modules/address';
import { auditSubscriptions } from './modules/audit';
import { authPersonalData, authSubscriptions, findViewers, operatorNames } from './modules/auth';
import adminAuthRoutes from './modules/auth/admin-routes';
import teamRoutes from './modules/auth/team-routes';
import authRoutes from './modules/auth/routes';
import { cartPersonalData, cartSubscriptions } from './modules/cart';
import cartRoutes from './modules/cart/routes';
import dropAdminRoutes from './modules/drop/admin-routes';
import dropRoutes from './modules/drop/routes';
import catalogDetailRoutes from './modules/catalog/detail-routes';
import catalogRoutes from './modules/catalog/routes';
import { characterPersonalData, characterSubscriptions, CountedViews } from './modules/character';
import characterRoutes from './modules/character/routes';
import communityAdminRoutes from './modules/community/admin-routes';
import { communityPersonalData, communitySubscriptions } from './modules/community';
import communityRoutes from './modules/community/routes';
import contentAdminRoutes from './modules/content/admin-routes';
import contentRoutes from './modules/content/routes';
import { contributorPersonalData } from './modules/contributor';
import contributorRoutes from './modules/contributor/routes';
import {
  crowdfundingCharacterHold,
  crowdfundingContributorSource,
  crowdfundingPayable,
  crowdfundingPersonalData,
  crowdfundingPhaseSource,
  crowdfundingSubscriptions,
} from './modules/crowdfunding';
import { dropCharacterHold, dropPersonalData } from './modules/drop';
import crowdfundingAdminRoutes from './modules/crowdfunding/admin-routes';
import crowdfundingRoutes from './modules/crowdfunding/routes';
import devRoutes from './modules/dev/routes';
import healthRoutes from './modules/health/routes';
import { messagePersonalData, messageSubscriptions, noticesAbout } from './modules/message';
import messageRoutes from './modules/message/routes';
import { EMAIL_QUEUE, notificationPersonalData, notificationSubscriptions } from './modules/notification';
import notificationRoutes from './modules/notification/routes';
import { paymentCounts, paymentPersonalData, paymentProviders, paymentSubscriptions } from './modules/payment';
import paymentAdminRoutes from './modules/payment/admin-routes';
import paymentRoutes from './modules/payment/routes';
import { raffleCharacterHold, rafflePersonalData } from './modules/raffle';
import raffleAdminRoutes from './modules/raffle/admin-routes';
import raffleRoutes from './modules/raffle/routes';
import { figurinePayable, salePhaseSource, shopCharacterHold, shopPersonalData } from './modules/shop';
import shopAdminRoutes from './modules/shop/admin-routes';
import shopRoutes from './modules/shop/routes';
import { voteContributorSource, votePersonalData, votePhaseSource, voteSubscriptions } from './modules/vote';
import voteRoutes from './modules/vote/routes';
import { walletPersonalData } from './modules/wallet';
import walletRoutes from './modules/wallet/routes';
import { clientAbortsAtDebug } from './platform/observability/client-aborts';
import { acceptedEncoding, compressedPage, inlineScriptHashes } from './platform/html-page';
import { WebPages } from './web-pages';
import { registerAccessChecks, registerAuthHook } from './platform/auth-hook';
import { answerClientError, fixedHeaders, RouteMethods } from './platform/http-refusals';
import { apiOperations } from './api-operations';
import { OffsetClock, systemClock, type Clock } from './platform/clock';
import { problem, registerErrorHandler } from './platform/errors';
import { registerJobs } from './jobs';
import { JobQueue } from './platform/jobs/queue';
import { configureCrashPoints } from './platform/crash';
import { TrustedOrigins } from './platform/origins';
import { Limiters } from './platform/rate-limit/limiters';
import { registerRateLimits } from './platform/rate-limit/hook';
import { ConsoleTransport } from './platform/mail/console-transport';
import { SmtpTransport } from './platform/mail/smtp-transport';
import { DevMailbox } from './platform/mail/transport';
import { createSerializerCompiler } from './platform/serializer';
import { registerAccessLog } from './platform/observability/access-log';
import { Metrics, registerHttpMetrics, registerMetricsRoute } from './platform/observability/metrics';
import { startErrorReporting } from './platform/observability/error-reporting';
import { safeError } from './platform/observability/safe-errors';
import { traceFields } from './platform/observability/trace-context';
import { configuredStorage } from './platform/storage/configured';
import { UPLOADS_PATH } from './platform/storage/file-storage';
import { registerUploads } from './platform/storage/serve';
import { Readiness } from './platform/readiness';
import { retryWhileUnavailable } from './db/availability';
import { SETTINGS_CACHE_MS, SETTINGS_CHANNEL, settingsReader } from './modules/content';
import { NotifiedValue } from './platform/notified-value';
import { CATALOG_CHANNEL, COMPRESS_THRESHOLD, SharedReads } from './platform/shared-reads';
import { STOCK_CHANNEL, StockGate } from './platform/stock-gate';
import { REVOCATION_CHANNEL, ViewerCache } from './platform/viewer-cache';

/**
 * Paths that are never the store's pages: the API, uploads and what monitoring tools probe
 * (`/metrics`); unknown ones answer a 404 Problem Details, not the web app.
 */
const NOT_PAGES = new RegExp(`^(/api|${UPLOADS_PATH}|/metrics)(/|$)`);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the payment providers' browser scripts need, only when they are configured: Stripe.js and its
 * frames (Payment Element, 3-D Secure) and the PayPal JS SDK with its buttons and approval window.
 */
function providerCsp(config: Config) {
  const stripe = !!config.STRIPE_PUBLISHABLE_KEY;
  const paypal = !!config.PAYPAL_CLIENT_ID;
  // Images stored in a bucket load from its public address (a CDN) when one is set.
  const media = config.S3_BUCKET && config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [];
  return {
    script: [...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : []), ...(paypal ? ['https://www.paypal.com'] : [])],
    connect: [...(stripe ? ['https://api.stripe.com'] : []), ...(paypal ? ['https://www.paypal.com', 'https://*.paypal.com'] : [])],
    frame: [
      ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : []),
      ...(paypal ? ['https://www.paypal.com', 'https://*.paypal.com'] : []),
    ],
    img: [...media, ...(paypal ? ['https://*.paypal.com', 'https://*.paypalobjects.com'] : [])],
  };
}

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Overrides the logger: false for none (tests), or its level and where it writes. */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
  /** More subscribers, after the product's own (tests observe events this way). */
  subscriptions?: (ctx: AppContext) => DomainSubscription[];
  /** Every unscheduled queue's retry budget instead of its own (tests: see JobQueueOptions.retries). */
  jobRetries?: { limit: number; delaySeconds: number };
}

/** A built front end: its configured directory, or apps/<name>/dist beside this package (source or bundle). */
function distDir(configured: string | undefined, name: 'web' | 'admin'): string | null {
  if (configured) return resolve(configured);
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, `../../${name}/dist`), join(here, `../../../apps/${name}/dist`)]) {
    if (existsSync(join(candidate, 'index.html'))) return candidate;
  }
  return null;
}

/** Long cache for hashed assets, revalidation for the rest. */
const staticHeaders = (reply: { header(name: string, value: string): unknown }, path: string) => {
  reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
};

export async function buildApp(options: BuildOptions): Promise<{ app: App; ctx: AppContext }> {
  const { config } = options;
  // The security headers of answers written before any hook runs (set once helmet is made, below).
  let securityHeaderPairs: Record<string, string> = {};
  const fastify = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Every logged error goes through safe-errors.ts: no SQL parameters, quoted values or SQL literals.
            serializers: { err: safeError },
            // The active span's trace and span ids on every line (nothing without tracing).
            mixin: traceFields,
            hooks: { logMethod: clientAbortsAtDebug },
            ...options.logger,
          },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Behind a load balancer the client's address comes from X-Forwarded-For, for the proxies trusted.
    trustProxy: config.trustProxy,
    // Generous: on a busy 2-core machine the embedded database and swagger-ui can take seconds to boot.
    pluginTimeout: 60_000,
    // Errors raised before routing (a broken %-escape, an over-long parameter) answer like any other.
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      const body = problem(err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'address-too-long' : 'address-invalid');
      void reply.headers(securityHeaderPairs).status(body.status).type('application/problem+json').send(body);
    },
    // What Node's parser refuses (headers over its 16 KiB maxHeaderSize, a broken request line) is Problem Details too.
    clientErrorHandler: (err, socket) => answerClientError(err, socket, () => securityHeaderPairs),
  });
  // A body or querystring field the contract does not have is refused, never dropped (decision 064).
  fastify.setValidatorCompiler<ZodType>((route) =>
    validatorCompiler(
      route.httpPart === 'body' || route.httpPart === 'querystring' ? { ...route, schema: strictInput(route.schema) } : route,
    ),
  );
  fastify.setSerializerCompiler(createSerializerCompiler({ checked: !config.production }));
  const app = fastify.withTypeProvider<ZodTypeProvider>() as unknown as App;
  const log = app.log as FastifyBaseLogger;

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
  // Only with a token: without one nothing is counted and /metrics does not exist.
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
    // The stages of a character report their part of its phase.
    phaseSources: [votePhaseSource, crowdfundingPhaseSource, salePhaseSource],
    supporterSources: [voteContributorSource, crowdfundingContributorSource],
    // What holds a character against deletion (decision 063).
    characterHolds: [crowdfundingCharacterHold, shopCharacterHold, raffleCharacterHold, dropCharacterHold],
    // What a shopper was told about an order (a dispute's evidence quotes it).
    correspondence: noticesAbout,
    operatorNames,
    // Each module's part of a shopper's copy of their data (the account module adds its own).
    personalData: [
      authPersonalData,
      addressPersonalData,
      cartPersonalData,
      characterPersonalData,
      communityPersonalData,
      contributorPersonalData,
      crowdfundingPersonalData,
      dropPersonalData,
      messagePersonalData,
      notificationPersonalData,
      paymentPersonalData,
      rafflePersonalData,
      shopPersonalData,
      votePersonalData,
      walletPersonalData,
    ],
  };
  // Orders that can be paid plug into payments.
  ctx.payables.register('crowdfunding_support', crowdfundingPayable(ctx));
  ctx.payables.register('figurine', figurinePayable(ctx));
  // Reactions to domain events, in the order they run (docs/ARCHITECTURE.md lists them per event):
  // an account's sessions end and its farewell is written before its data goes.
  ctx.events.subscribe(
    authSubscriptions(ctx),
    notificationSubscriptions(ctx),
    messageSubscriptions(),
    characterSubscriptions(ctx),
    communitySubscriptions(),
    addressSubscriptions(),
    crowdfundingSubscriptions(ctx),
    cartSubscriptions(ctx),
    paymentSubscriptions(ctx),
    voteSubscriptions(ctx),
    auditSubscriptions(),
    ...(options.subscriptions?.(ctx) ?? []),
  );
  ctx.events.seal();
  // Other instances revoke sessions too: their committed NOTIFY evicts them here.
  const stopListening = options.database.listen?.(REVOCATION_CHANNEL, {
    onNotify: (payload) => ctx.viewers.onNotification(payload),
    onListening: (listening) => ctx.viewers.setListening(listening),
  });
  // Settings changed by an admin on any instance: the committed NOTIFY drops the kept copy here.
  const stopListeningSettings = options.database.listen?.(SETTINGS_CHANNEL, {
    onNotify: () => ctx.storedSettings.invalidate(),
    onListening: (listening) => ctx.storedSettings.setListening(listening),
  });
  // A catalogue change on any instance (triggers, migration 0016) drops the shared list answers here.
  const stopListeningCatalog = options.database.listen?.(CATALOG_CHANNEL, {
    onNotify: () => ctx.sharedReads.invalidate(),
    onListening: (listening) => ctx.sharedReads.setListening(listening),
  });
  // A spec's stock reaching or leaving 0 on any instance (trigger, migration 0025): the drop gate knows it here.
  const stopListeningStock = options.database.listen?.(STOCK_CHANNEL, {
    onNotify: (payload) => ctx.stockGate.onNotification(payload),
    onListening: (listening) => ctx.stockGate.setListening(listening),
  });
  configureCrashPoints(config.CRASH_POINTS, config.NODE_ENV === 'test');
  app.decorate('ctx', ctx);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const adminRoot = distDir(config.ADMIN_DIST_DIR, 'admin');
  const webRoot = distDir(config.WEB_DIST_DIR, 'web');
  // index.html carries the configured app name (the web app reads it from a meta tag).
  const withAppName = (html: string, title: string) =>
    html
      .replace(/<meta name="app-name" content="[^"]*"/, `<meta name="app-name" content="${escapeHtml(config.APP_NAME)}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const indexHtml = webRoot ? withAppName(readFileSync(join(webRoot, 'index.html'), 'utf8'), config.APP_NAME) : null;
  const adminHtml = adminRoot ? withAppName(readFileSync(join(adminRoot, 'index.html'), 'utf8'), `${config.APP_NAME} Admin`) : null;
  const adminPage = adminHtml && compressedPage(adminHtml);

  const reporter = await startErrorReporting({ dsn: config.SENTRY_DSN, environment: config.NODE_ENV, log });
  registerErrorHandler(app, reporter);
  if (config.production && config.LOG_LEVEL !== 'silent' && options.logger !== false) {
    registerAccessLog(app, { log, sampleRate: config.ACCESS_LOG_SAMPLE_RATE });
  }
  if (metrics) {
    registerHttpMetrics(app, metrics);
    registerMetricsRoute(app, metrics, config.METRICS_TOKEN!);
  }
  // Every route's methods, for a 405 with Allow at a known path (the not-found handler below).
  const routeMethods = new RouteMethods();
  routeMethods.collect(app);
  const csp = providerCsp(config);
  const secure = config.publicUrl.startsWith('https:');
  // Helmet's middleware is made once: @fastify/helmet rebuilt it, re-parsing the CSP, on every
  // request (~4% of a show request's server CPU in the bench profile).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...csp.img],
        // The store's index.html starts its first API reads in an inline script: allowed by its hash.
        scriptSrc: ["'self'", ...inlineScriptHashes(indexHtml ?? ''), ...csp.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...csp.connect],
        frameSrc: ["'self'", ...csp.frame],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Only for a store served over https: at a plain-http LAN address it would send every asset to https and leave a blank page.
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore it on plain http (with a console error), so it is sent only where it works.
    crossOriginOpenerPolicy: secure,
  });
  // Helmet 8 throws its errors rather than passing them on.
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  securityHeaderPairs = fixedHeaders(securityHeaders);
  // Who calls, then whether they may, before the body is read (after the security headers: refusals carry them).
  registerAuthHook(app, findViewers);
  registerAccessChecks(app, (key) => apiOperations[key]?.[0]);
  if (config.RATE_LIMIT_ENABLED) registerRateLimits(app, ctx.limiters);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 }, throwFileSizeLimit: true });
  await registerApiDocs(app, config.APP_NAME, config.API_DOCS_PUBLIC);

  await app.register(
    async (api) => {
      const a = api as unknown as App;
      // JSON answers over 1 KB compressed when asked (brotli at a quality cheap enough per request);
      // the shared list answers come compressed already (each form made once, platform/shared-reads.ts).
      await a.register(compress, {
        threshold: COMPRESS_THRESHOLD,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      await a.register(healthRoutes);
      await a.register(authRoutes);
      await a.register(accountRoutes);
      await a.register(addressRoutes);
      await a.register(contentRoutes);
      await a.register(contentAdminRoutes);
      await a.register(adminAuthRoutes);
      await a.register(teamRoutes);
      await a.register(characterRoutes);
      await a.register(catalogRoutes);
      await a.register(catalogDetailRoutes);
      await a.register(communityRoutes);
      await a.register(communityAdminRoutes);
      await a.register(voteRoutes);
      await a.register(contributorRoutes);
      await a.register(messageRoutes);
      await a.register(notificationRoutes);
      await a.register(adminRoutes);
      await a.register(stageAdminRoutes);
      await a.register(paymentRoutes);
      await a.register(paymentAdminRoutes);
      await a.register(crowdfundingRoutes);
      await a.register(crowdfundingAdminRoutes);
      await a.register(raffleRoutes);
      await a.register(raffleAdminRoutes);
      await a.register(dropRoutes);
      await a.register(dropAdminRoutes);
      await a.register(walletRoutes);
      await a.register(shopRoutes);
      await a.register(cartRoutes);
      await a.register(shopAdminRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(devRoutes);

  await registerUploads(app, ctx.storage);
  // The operators' console is its own bundle under /admin/ (a shopper never downloads it).
  if (adminRoot) {
    await app.register(fastifyStatic, {
      root: adminRoot,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // Off, or @fastify/static replaces the header below with its own `public, max-age=0`.
      cacheControl: false,
      setHeaders: staticHeaders,
    });
  }
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // Off, or @fastify/static replaces the header below with its own `public, max-age=0`.
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: staticHeaders,
    });
  }
  const webPages = indexHtml ? new WebPages(app, indexHtml) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // HEAD is GET without the body (Node sends none for it).
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(path) && !/\.[a-z0-9]+$/i.test(path);
    const page = path === '/admin' || path.startsWith('/admin/') ? adminPage : isPage ? await webPages?.page(path) : null;
    if (isPage && page && !(config.production && path.startsWith('/dev/'))) {
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      return encoding ? reply.header('content-encoding', encoding).send(page[encoding]) : reply.send(page.identity);
    }
    // A route of this method that found nothing (a missing file under /uploads) is a 404; another method's path a 405.
    const allowed = routeMethods.allowed(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply.status(405).header('allow', allowed.join(', ')).type('application/problem+json').send(problem('method-not-allowed'));
    }
    return reply
      .status(404)
      .type('application/problem+json')
      .send(problem(path.startsWith('/api/') ? 'no-such-endpoint' : 'page-not-found'));
  });

  // Fails at boot, not at the first checkout, when the configured payment provider lacks credentials.
  paymentProviders(ctx);
  registerJobs(ctx);
  if (metrics) {
    // Read at each scrape from the database: every instance reports the fleet's queues and payments.
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
  // Instances starting together on a database that is still coming up wait for it, within bounds.
  await retryWhileUnavailable('starting the job queue', () => ctx.jobs.start(), {
    timeoutSeconds: config.DATABASE_START_TIMEOUT_SECONDS,
    warn: (message) => log.warn(message),
  });
  app.addHook('onClose', async () => {
    // Views still queued are written before the pool closes.
    await ctx.countedViews.flush();
    await ctx.jobs.stop();
    await ctx.limiters.close();
    ctx.storage.close?.();
    await stopListening?.();
    await stopListeningSettings?.();
    await reporter?.close();
    await stopListeningCatalog?.();
    await stopListeningStock?.();
  });
  return { app, ctx };
}

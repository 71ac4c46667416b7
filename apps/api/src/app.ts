import multipart from '@fastify/multipart';
import { UPLOAD_LIMIT_BYTES } from '@pedestal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { registerApiDocs } from './api-docs';
import { apiOperations } from './api-operations';
import type { App } from './app-types';
import { buildContext, type BuildOptions } from './build-context';
import type { AppContext } from './context';
import { retryWhileUnavailable } from './db/availability';
import { registerFleetGauges } from './fleet-gauges';
import { registerJobs } from './jobs';
import { PLUGGED } from './module-list';
import { findViewers } from './modules/auth';
import { listenForChanges } from './notify-listeners';
import { plugIntoContext, registerModuleRoutes } from './plug-modules';
import { registerAccessChecks, registerAuthHook } from './platform/auth-hook';
import { configureCrashPoints } from './platform/crash';
import { registerErrorHandler } from './platform/errors';
import { createFastify } from './platform/fastify-instance';
import { RouteMethods } from './platform/http-refusals';
import { registerAccessLog } from './platform/observability/access-log';
import { startErrorReporting } from './platform/observability/error-reporting';
import { registerHttpMetrics, registerMetricsRoute } from './platform/observability/metrics';
import { registerRateLimits } from './platform/rate-limit/hook';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerUploads } from './platform/storage/serve';
import { loadFrontEnds, serveFrontEnds } from './web-app';

export type { BuildOptions };

/**
 * The composition root: the context, the modules of module-list.ts plugged into it in their order
 * (decision 068), then the hooks every request passes, the routes, the front ends and the job queue.
 * The order of the hooks is the order below.
 */
export async function buildApp(options: BuildOptions): Promise<{ app: App; ctx: AppContext }> {
  const { config } = options;
  // The security headers of answers written before any hook runs (set once helmet is made, below).
  let securityHeaderPairs: Record<string, string> = {};
  const app = createFastify(config, options.logger, () => securityHeaderPairs);
  const log = app.log as FastifyBaseLogger;

  const { ctx, metrics } = await buildContext(options, log, PLUGGED);
  // Orders that can be paid plug into payments; reactions to domain events run in the modules' order
  // (docs/ARCHITECTURE.md lists them per event).
  plugIntoContext(ctx, PLUGGED, options.subscriptions);
  const stopListening = listenForChanges(ctx, options.database);
  configureCrashPoints(config.CRASH_POINTS, config.NODE_ENV === 'test');
  app.decorate('ctx', ctx);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const fronts = loadFrontEnds(config);

  const reporter = await startErrorReporting({ dsn: config.SENTRY_DSN, environment: config.NODE_ENV, log });
  registerErrorHandler(app, reporter);
  if (config.production && config.LOG_LEVEL !== 'silent' && options.logger !== false) {
    registerAccessLog(app, { log, sampleRate: config.ACCESS_LOG_SAMPLE_RATE });
  }
  if (metrics) {
    registerHttpMetrics(app, metrics);
    registerMetricsRoute(app, metrics, config.METRICS_TOKEN!);
  }
  // Every route's methods, for a 405 with Allow at a known path (the not-found handler, web-app.ts).
  const routeMethods = new RouteMethods();
  routeMethods.collect(app);
  securityHeaderPairs = registerSecurityHeaders(app, config, fronts.indexHtml);
  // Who calls, then whether they may, before the body is read (after the security headers: refusals carry them).
  registerAuthHook(app, findViewers);
  registerAccessChecks(app, (key) => apiOperations[key]?.[0]);
  if (config.RATE_LIMIT_ENABLED) registerRateLimits(app, ctx.limiters);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 }, throwFileSizeLimit: true });
  await registerApiDocs(app, config.APP_NAME, config.API_DOCS_PUBLIC);

  await registerModuleRoutes(app, PLUGGED);
  await registerUploads(app, ctx.storage);
  await serveFrontEnds(app, config, fronts, routeMethods);

  for (const m of PLUGGED) m.checkAtBoot?.(ctx);
  registerJobs(ctx, PLUGGED);
  if (metrics) registerFleetGauges(metrics, ctx);
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
    await stopListening.sessions?.();
    await stopListening.settings?.();
    await reporter?.close();
    await stopListening.catalog?.();
    await stopListening.stock?.();
  });
  return { app, ctx };
}

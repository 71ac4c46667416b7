import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Production's access log (its log level, `warn`, has no line per request): a line for every answer
 * that is not a success, and for a sample of successes (`ACCESS_LOG_SAMPLE_RATE`). A 304 (a cache
 * revalidation) counts as a success. The path goes without its query string, which may carry a
 * token (unsubscribe links, sign-in returns); the route is its pattern (`/api/character/:id`).
 */
export function registerAccessLog(
  app: FastifyInstance,
  options: { log: FastifyBaseLogger; sampleRate: number; random?: () => number; traceIds?: () => Record<string, string> | undefined },
) {
  // Written at info whatever LOG_LEVEL is: the access log is asked for by its own setting.
  const access = options.log.child({}, { level: 'info' });
  const random = options.random ?? Math.random;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const success = (status >= 200 && status < 300) || status === 304;
    if (!success || (options.sampleRate > 0 && random() < options.sampleRate)) {
      access.info(
        {
          reqId: request.id,
          method: request.method,
          route: request.routeOptions.url ?? null,
          path: request.url.split('?')[0],
          status,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          ip: request.ip,
          ...(success ? { sampled: options.sampleRate } : {}),
        },
        'access',
      );
    }
    done();
  });
}

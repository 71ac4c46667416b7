import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { routineRefusalOf } from '../errors';

/** How long routine refusals are counted before their line is written. */
const TALLY_MS = 10_000;

/**
 * Production's access log (its log level, `warn`, has no line per request): a line for every answer
 * that is not a success, and for a sample of successes (`ACCESS_LOG_SAMPLE_RATE`). A 304 (a cache
 * revalidation) counts as a success. The path goes without its query string, which may carry a
 * token (unsubscribe links, sign-in returns); the route is its pattern (`/api/character/:id`).
 * Routine refusals (`AppError.routine`: a drop's out-of-stock and drop-busy, thousands a second)
 * are counted by route, status and reason and written as one `access (counted)` line per 10 s:
 * a line each was a write to the log per refused buyer (decision 054).
 */
export function registerAccessLog(
  app: FastifyInstance,
  options: { log: FastifyBaseLogger; sampleRate: number; random?: () => number; traceIds?: () => Record<string, string> | undefined },
) {
  // Written at info whatever LOG_LEVEL is: the access log is asked for by its own setting.
  const access = options.log.child({}, { level: 'info' });
  const random = options.random ?? Math.random;
  const tally = new Map<string, { route: string | null; status: number; reason: string; count: number }>();
  let since = 0;
  let timer: NodeJS.Timeout | null = null;
  const writeTally = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const seconds = Math.round((Date.now() - since) / 100) / 10;
    for (const counted of tally.values()) access.info({ ...counted, seconds }, 'access (counted)');
    tally.clear();
  };
  app.addHook('onClose', (_app, done) => {
    writeTally();
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const routine = routineRefusalOf(request);
    if (routine !== undefined) {
      const route = request.routeOptions.url ?? null;
      const key = `${route} ${status} ${routine}`;
      const counted = tally.get(key);
      if (counted) counted.count++;
      else tally.set(key, { route, status, reason: routine, count: 1 });
      if (!timer) {
        since = Date.now();
        timer = setTimeout(writeTally, TALLY_MS).unref();
      }
      return done();
    }
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

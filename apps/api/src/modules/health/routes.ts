import { dataOf } from '@pedestal/contract';
import { z } from 'zod';
import type { App } from '../../app-types';

const check = z.enum(['ok', 'down', 'pending', 'unknown', 'off']);
const ReadySchema = dataOf(
  z.object({
    status: z.enum(['ok', 'degraded', 'unavailable']),
    checks: z.object({ database: check, migrations: check, queue: check, redis: check }),
  }),
);

/**
 * Liveness (the process answers; restart it when not) and readiness (send it traffic; 503 while the
 * database, the migrations or the job queue are not there). Readiness is what a load balancer asks.
 */
export default async function healthRoutes(app: App) {
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: dataOf(z.object({ status: z.literal('ok') })) } } }, async () => ({
    data: { status: 'ok' as const },
  }));

  // `/health` is the address load balancers were given before readiness had its own.
  for (const path of ['/health/ready', '/health']) {
    app.get(path, { schema: { tags: ['health'], response: { 200: ReadySchema, 503: ReadySchema } } }, async (_request, reply) => {
      const report = await app.ctx.readiness.check();
      reply.header('cache-control', 'no-store');
      if (report.status === 'unavailable') reply.status(503).header('retry-after', '5');
      return { data: report };
    });
  }
}

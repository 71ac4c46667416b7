import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { Limiters } from './limiters';

export interface RouteRateLimit {
  max: number;
  windowSeconds: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requests per client address in the window, counted across instances (shared store). */
    rateLimit?: RouteRateLimit;
  }
}

/** Per-route limits for calls worth abusing (sign-in, registration, codes, checkout), per client address. */
export function registerRateLimits(app: FastifyInstance, limiters: Limiters) {
  app.addHook('onRequest', async (request, reply) => {
    const rule = request.routeOptions.config?.rateLimit;
    if (!rule) return;
    const wait = await limiters.take(
      { prefix: `route:${request.method}:${request.routeOptions.url}`, points: rule.max, durationSeconds: rule.windowSeconds },
      request.ip,
    );
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new AppError('too-many-requests');
    }
  });
}

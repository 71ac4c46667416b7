import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { Limiters } from './limiters';

export interface RouteRateLimit {
  max: number;
  windowSeconds: number;
  /** A request this says is answered without work takes no point; the limit is then taken after the body is read. */
  skip?: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requests per client address in the window, counted across instances (shared store). */
    rateLimit?: RouteRateLimit;
  }
}

/** Per-route limits for calls worth abusing (sign-in, registration, codes, checkout), per client address. */
export function registerRateLimits(app: FastifyInstance, limiters: Limiters) {
  const take = async (request: FastifyRequest, reply: FastifyReply, rule: RouteRateLimit) => {
    const wait = await limiters.take(
      { prefix: `route:${request.method}:${request.routeOptions.url}`, points: rule.max, durationSeconds: rule.windowSeconds },
      request.ip,
    );
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new AppError('too-many-requests');
    }
  };
  app.addHook('onRequest', async (request, reply) => {
    const rule = request.routeOptions.config?.rateLimit;
    if (rule && !rule.skip) await take(request, reply, rule);
  });
  // A rule with `skip` needs the body (a drop's sold-out specs, decision 054).
  app.addHook('preHandler', async (request, reply) => {
    const rule = request.routeOptions.config?.rateLimit;
    if (rule?.skip && !rule.skip(request)) await take(request, reply, rule);
  });
}

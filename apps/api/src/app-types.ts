import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance every module registers its routes on (zod schemas for types and validation). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Per-route limit for calls worth abusing (sign-in, registration, codes), per client address. */
export const limit = (max: number, windowSeconds = 60) => ({ rateLimit: { max, windowSeconds } });

/**
 * As `limit`, for an order route of a drop: a request `soldOut` says is answered from memory (a spec
 * known sold out, decision 054) takes no point, so a drop's thousands of refusals write no counter.
 * Counted once the body is read (preHandler), not on arrival.
 */
export const limitUnlessSoldOut = (max: number, soldOut: (request: FastifyRequest) => boolean) => ({
  rateLimit: { max, windowSeconds: 60, skip: soldOut },
});

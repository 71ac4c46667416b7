import Fastify, { type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { App } from '../app-types';
import type { Config } from '../config';
import { problem } from './errors';
import { answerClientError } from './http-refusals';
import { clientAbortsAtDebug } from './observability/client-aborts';
import { safeError } from './observability/safe-errors';
import { traceFields } from './observability/trace-context';
import { createSerializerCompiler } from './serializer';
import { strictInput } from './strict-input';

/** Overrides the logger: false for none (tests), or its level and where it writes. */
export type LoggerOption = false | { level?: string; stream?: { write(line: string): void } };

/**
 * The Fastify instance before anything is registered: its logger, request ids, proxies, and the
 * answers written before any hook runs (they carry `securityHeaders()`, known once helmet is made).
 * Apart from app.ts so the composition root reads as the order of what is plugged in.
 */
export function createFastify(config: Config, logger: LoggerOption | undefined, securityHeaders: () => Record<string, string>): App {
  const fastify = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Every logged error goes through safe-errors.ts: no SQL parameters, quoted values or SQL literals.
            serializers: { err: safeError },
            // The active span's trace and span ids on every line (nothing without tracing).
            mixin: traceFields,
            hooks: { logMethod: clientAbortsAtDebug },
            ...logger,
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
      void reply.headers(securityHeaders()).status(body.status).type('application/problem+json').send(body);
    },
    // What Node's parser refuses (headers over its 16 KiB maxHeaderSize, a broken request line) is Problem Details too.
    clientErrorHandler: (err, socket) => answerClientError(err, socket, securityHeaders),
  });
  // A body or querystring field the contract does not have is refused, never dropped (decision 064).
  fastify.setValidatorCompiler<ZodType>((route) =>
    validatorCompiler(
      route.httpPart === 'body' || route.httpPart === 'querystring' ? { ...route, schema: strictInput(route.schema) } : route,
    ),
  );
  fastify.setSerializerCompiler(createSerializerCompiler({ checked: !config.production }));
  return fastify.withTypeProvider<ZodTypeProvider>() as unknown as App;
}

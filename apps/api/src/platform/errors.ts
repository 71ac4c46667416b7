import { ErrorCode, messageForStatus, type ProblemDetails } from '@pedestal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { describeError, isDatabaseUnavailable } from '../db/availability';

export interface FieldError {
  path: string;
  message: string;
}

/** The one error class of the API; every kind maps to a status and a SPEC §8 code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  /** Input that fails validation (fields named in `errors`). */
  static validation(detail: string, errors?: FieldError[]) {
    return new AppError(400, ErrorCode.badRequest, detail, errors ?? []);
  }
  /** A well-formed request that the rules refuse (no votes left, out of stock...). */
  static rejected(detail: string, status = 400) {
    return new AppError(status, ErrorCode.clientError, detail);
  }
  static unauthorized(detail = 'Account not logged in') {
    return new AppError(401, ErrorCode.unauthorized, detail);
  }
  static forbidden(detail = 'Access not authorized') {
    return new AppError(403, ErrorCode.forbidden, detail);
  }
  static notFound(detail = 'Resource not found') {
    return new AppError(404, ErrorCode.notFound, detail);
  }
  static tooManyRequests(detail = 'Too many requests, please try again later') {
    return new AppError(429, ErrorCode.clientError, detail);
  }
  /** A feature this server is not set up for (e.g. Google sign-in without credentials). */
  static unavailable(detail: string) {
    return new AppError(503, ErrorCode.serverError, detail);
  }
}

/**
 * PostgreSQL data exceptions that only a client's value can cause (a NUL character in text, a number
 * or date out of range, an over-long string): the request is wrong, not the server.
 */
const INPUT_DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** The SQLSTATE of a database error, looking through the wrappers of Drizzle and the drivers. */
function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** What a 503 for an unavailable database asks clients to wait. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function problem(status: number, code: ErrorCode, detail?: string, errors?: FieldError[]): ProblemDetails {
  return { status, code, title: messageForStatus(status), ...(detail ? { detail } : {}), ...(errors ? { errors } : {}) };
}

/** Maps every failure to Problem Details; unknown errors are logged and shown as a generic 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let body: ProblemDetails;
    if (err instanceof AppError) {
      body = problem(err.status, err.code, err.message, err.errors);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path:
          String(v.instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.') || String((v.params?.issue && (v.params.issue as { path?: unknown[] }).path?.join('.')) || ''),
        message: v.message ?? 'invalid value',
      }));
      body = problem(400, ErrorCode.badRequest, errors[0]?.message ?? 'Request parameter error', errors);
    } else if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      body = problem(500, ErrorCode.serverError, 'Unknown server error, please try again later');
    } else if (INPUT_DATA_EXCEPTIONS.has(sqlState(err) ?? '')) {
      request.log.warn({ err }, 'database refused a value of the request');
      body = problem(400, ErrorCode.badRequest, 'Request contains an invalid value');
    } else if (isDatabaseUnavailable(err)) {
      // Down, restarting, out of connections or too slow: the request may succeed in a moment.
      request.log.warn({ reason: describeError(err) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = problem(503, ErrorCode.serverError, 'The store is busy right now, please try again in a few seconds');
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const status = err.statusCode;
      const detail =
        status === 429
          ? 'Too many requests, please try again later'
          : status === 413
            ? 'File or request body is too large'
            : status === 415
              ? 'Unsupported content type'
              : err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'Request body is not valid JSON'
                : messageForStatus(status);
      body = problem(status, status === 400 ? ErrorCode.badRequest : ErrorCode.clientError, detail);
    } else {
      request.log.error({ err }, 'unhandled error');
      body = problem(500, ErrorCode.serverError, 'Unknown server error, please try again later');
    }
    reply.status(body.status).type('application/problem+json').send(body);
  });
}

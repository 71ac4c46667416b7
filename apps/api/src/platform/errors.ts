import {
  isRefusalReason,
  messageForStatus,
  problemType,
  reasonForStatus,
  refusals,
  refusalText,
  type ErrorCode,
  type FieldProblem,
  type ProblemDetails,
  type RefusalParams,
  type RefusalParamValues,
  type RefusalReason,
} from '@pedestal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { describeError, isDatabaseUnavailable } from '../db/availability';
import type { ErrorReporter } from './observability/error-reporting';

/** A field the request got wrong, and why (a reason of the catalogue, with its values). */
export interface FieldError {
  path: string;
  reason: RefusalReason;
  params?: RefusalParamValues;
}

/** The values a reason's text needs: none, or exactly its placeholders (for a union of reasons, either). */
type ParamsArg<R extends RefusalReason> = R extends RefusalReason
  ? keyof RefusalParams<R> extends never
    ? []
    : [params: RefusalParams<R>]
  : never;

/**
 * The one error class of the API: a refusal names its reason from the contract's catalogue
 * (`packages/contract/src/refusals.ts`), which gives its status, SPEC §8 code and English text.
 */
export class AppError<R extends RefusalReason = RefusalReason> extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly params: RefusalParamValues;
  errors?: FieldError[];
  /** Sent as Retry-After (seconds): the request may succeed when tried again then. */
  retryAfterSeconds?: number;
  /** An expected refusal that comes by the thousand (a drop's): the access log counts it, no line each. */
  routine = false;

  constructor(
    readonly reason: R,
    ...params: ParamsArg<R>
  ) {
    const values: RefusalParamValues = params[0] ?? {};
    super(refusalText(reason, values));
    this.status = refusals[reason].status;
    this.code = refusals[reason].code;
    this.params = values;
  }

  /** A refusal of one field: the body's reason is the field's, and `errors` names the field. */
  static field<R extends RefusalReason>(path: string, reason: R, ...params: ParamsArg<R>): AppError<R> {
    return new AppError(reason, ...params).withFields([{ path, reason, params: params[0] }]);
  }

  /** Asks the client to try again after `seconds` (the Retry-After header). */
  retryAfter(seconds: number): this {
    this.retryAfterSeconds = seconds;
    return this;
  }

  /** Marks the refusal routine (`routine`). */
  asRoutine(): this {
    this.routine = true;
    return this;
  }

  /** The fields this refusal is about (Problem Details `errors`). */
  withFields(errors: FieldError[]): this {
    this.errors = errors;
    return this;
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

const withParams = (params: RefusalParamValues | undefined) => (params && Object.keys(params).length > 0 ? { params } : {});

const fieldProblem = (f: FieldError): FieldProblem => ({
  path: f.path,
  message: refusalText(f.reason, f.params),
  type: problemType(f.reason),
  ...withParams(f.params),
});

/**
 * The Problem Details body of a refusal. `status` is the catalogue's unless given (the generic
 * `client-error` stands for any 4xx Fastify answers that has no reason of its own); `detail` is
 * the reason's English text unless given (a validation issue zod words itself).
 */
export function problem(
  reason: RefusalReason,
  options: { params?: RefusalParamValues; errors?: FieldProblem[]; status?: number; detail?: string } = {},
): ProblemDetails {
  const status = options.status ?? refusals[reason].status;
  return {
    type: problemType(reason),
    status,
    code: refusals[reason].code,
    title: messageForStatus(status),
    detail: options.detail ?? refusalText(reason, options.params),
    ...withParams(options.params),
    ...(options.errors ? { errors: options.errors } : {}),
  };
}

type ValidationIssue = { instancePath?: string; message?: string; keyword?: string; params?: Record<string, unknown> };

/**
 * A zod issue of a route's schema. The contract's schemas word their issues as reasons; an issue
 * zod words itself (a field no form shows) is an `invalid-request` that keeps zod's text.
 */
function issueError(v: ValidationIssue): { reason: RefusalReason; params?: RefusalParamValues; field: FieldProblem } {
  const path =
    String(v.instancePath ?? '')
      .replace(/^\//, '')
      .replace(/\//g, '.') || String((v.params?.issue && (v.params.issue as { path?: unknown[] }).path?.join('.')) || '');
  if (v.message === 'unknown-field') {
    const params = { field: String(v.params?.field ?? path) };
    return { reason: v.message, params, field: fieldProblem({ path, reason: v.message, params }) };
  }
  if (isRefusalReason(v.message)) return { reason: v.message, field: fieldProblem({ path, reason: v.message }) };
  const reason: RefusalReason = 'invalid-request';
  return { reason, field: { path, message: v.message ?? refusalText(reason), type: problemType(reason) } };
}

/**
 * A strict object's unknown keys (decision 064), one field each: `unknown-field` naming the field by
 * its dotted path, so a client learns which of its fields the contract does not have.
 */
function unknownFieldErrors(v: ValidationIssue): ValidationIssue[] {
  const keys = v.params?.keys;
  if (v.keyword !== 'unrecognized_keys' || !Array.isArray(keys)) return [v];
  const base = String(v.instancePath ?? '').replace(/\/$/, '');
  return keys.map((key) => ({ instancePath: `${base}/${String(key)}`, message: 'unknown-field', params: { field: String(key) } }));
}

/** Fastify's own refusals (body parsing, limits, methods) by status and code. */
function frameworkReason(err: FastifyError, status: number): RefusalReason {
  if (status === 413) return 'payload-too-large';
  if (status === 415) return 'unsupported-media-type';
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'invalid-json';
  return reasonForStatus(status);
}

/** Requests answered with a routine refusal (`AppError.routine`) → its reason, for the access log. */
const routineRefusals = new WeakMap<object, string>();
export const routineRefusalOf = (request: object) => routineRefusals.get(request);

/** Maps every failure to Problem Details; unknown errors are logged and shown as a generic 500. */
export function registerErrorHandler(app: FastifyInstance, reporter: ErrorReporter | null = null) {
  const report = (err: unknown, request: { id: string; method: string; routeOptions: { url?: string } }) =>
    reporter?.report(err, { requestId: request.id, method: request.method, route: request.routeOptions.url ?? null });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let body: ProblemDetails;
    if (err instanceof AppError) {
      body = problem(err.reason, { params: err.params, errors: err.errors?.map(fieldProblem) });
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      if (err.routine) routineRefusals.set(request, err.reason);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.flatMap(unknownFieldErrors).map(issueError);
      const first = issues[0];
      body = problem(first?.reason ?? 'invalid-request', {
        params: first?.params,
        errors: issues.map((i) => i.field),
        detail: first?.field.message,
      });
    } else if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      report(err, request);
      body = problem('server-error');
    } else if (INPUT_DATA_EXCEPTIONS.has(sqlState(err) ?? '')) {
      request.log.warn({ err }, 'database refused a value of the request');
      body = problem('invalid-value');
    } else if (sqlState(err) === '23503' || sqlState(err) === '23505') {
      // A foreign key or a unique index refused the change (a row still used, or a second of a
      // unique thing): a conflict with what is stored, never a 500. Specific unique refusals are
      // made by their commands (username-taken…) before they get here.
      request.log.warn({ reason: describeError(err) }, 'database refused a conflicting change');
      body = problem(sqlState(err) === '23503' ? 'still-referenced' : 'already-exists');
    } else if (isDatabaseUnavailable(err)) {
      // Down, restarting, out of connections or too slow: the request may succeed in a moment.
      request.log.warn({ reason: describeError(err) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = problem('store-busy');
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      body = problem(frameworkReason(err, err.statusCode), { status: err.statusCode });
    } else {
      request.log.error({ err }, 'unhandled error');
      report(err, request);
      body = problem('server-error');
    }
    reply.status(body.status).type('application/problem+json').send(body);
  });
}

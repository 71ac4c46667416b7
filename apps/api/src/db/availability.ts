import { safeMessage } from '../platform/observability/safe-errors';

/**
 * Failures that say the database cannot serve us right now (down, restarting, full, too slow), not
 * that a statement is wrong: a request answers 503 with Retry-After, and a start waits and retries.
 */
const UNAVAILABLE_STATES = new Set([
  '53300', // too_many_connections ("sorry, too many clients already")
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '57014', // query_canceled: statement_timeout
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** node-postgres and its pool say these in words only. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Connection timeout',
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

function* causes(err: unknown): Generator<ErrorLike> {
  for (let e = err as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 6; e = e.cause as ErrorLike, depth++) yield e;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code)) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((m) => (e.message as string).includes(m))) return true;
  }
  return false;
}

/**
 * One line saying what went wrong, for a log or a failed start (a refused connection is an
 * AggregateError with no message); a failed statement's parameters are never in it.
 */
export function describeError(err: unknown): string {
  const parts: string[] = [];
  for (const e of causes(err)) {
    const inner = e instanceof AggregateError ? e.errors.map((x: unknown) => (x as Error).message).join('; ') : '';
    const own = typeof e.message === 'string' ? safeMessage(e.message, typeof e.code === 'string' ? e.code : undefined) : '';
    const message = own || inner;
    if (message && !parts.some((p) => p.includes(message))) parts.push(message);
  }
  return parts.join(': ') || String(err);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a start-up step, again and again with backoff (0.5 s doubling to 5 s) while the database is
 * unavailable, for at most `timeoutSeconds`; then, or at once for any other failure, throws an Error
 * that names the step and the reason.
 */
export async function retryWhileUnavailable<T>(
  step: string,
  fn: () => Promise<T>,
  options: { timeoutSeconds: number; warn(message: string): void },
): Promise<T> {
  const deadline = Date.now() + options.timeoutSeconds * 1000;
  for (let delay = 500; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      return await fn();
    } catch (err) {
      const reason = describeError(err);
      if (!isDatabaseUnavailable(err)) throw new Error(`Start failed while ${step}: ${reason}`, { cause: err });
      if (Date.now() + delay > deadline) {
        throw new Error(`Start failed while ${step}: the database was unavailable for ${options.timeoutSeconds} s (${reason})`, {
          cause: err,
        });
      }
      options.warn(`${step}: the database is unavailable (${reason}); retrying in ${delay / 1000} s`);
      await sleep(delay);
    }
  }
}

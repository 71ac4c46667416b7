import { RETRY_AFTER_WAITED_MAX_SECONDS } from '@pedestal/contract/constants';
import { messageForStatus, type FieldProblem, type ProblemDetails } from '@pedestal/contract/errors';
import { reasonNameOfType } from '@pedestal/contract/problem-type';
import { clearLogin, currentToken } from './auth-storage';
import { currentLanguage, refusalMessage } from '@/i18n';
import { takeEarlyResponse } from './early-requests';

/**
 * An API failure with the server's Problem Details. Its `message` is the server's English (for
 * logs); what a shopper reads comes from its reason (`type`) in their language (decision 028).
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  /** The refusal's reason (`out-of-stock`…), from the body's `type`. */
  readonly reason: string | undefined;
  readonly params: Record<string, string | number>;
  readonly errors: FieldProblem[];
  constructor(status: number | undefined, body: Partial<ProblemDetails> | null) {
    super(body?.detail || messageForStatus(status));
    this.status = status;
    this.code = body?.code;
    this.reason = reasonNameOfType(body?.type);
    this.params = body?.params ?? {};
    this.errors = body?.errors ?? [];
  }
  /** The refusal in the shopper's language. */
  get text() {
    return refusalMessage(this.reason, this.params, this.status);
  }
  /** The first refusal in the shopper's language: a field's, else the whole request's. */
  get firstMessage() {
    const field = this.errors[0];
    return field ? refusalMessage(reasonNameOfType(field.type), field.params, this.status) : this.text;
  }
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();

/** 401 is handled once, here: the stored login is dropped and the app is told (sign-in-expired dialog). */
export function onUnauthorized(listener: Listener) {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the server answers a repeat with the first result (lib/idempotency). */
  idempotencyKey?: string;
}

function buildUrl(path: string, query?: Query) {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Seconds a 429 asks the client to wait, when short enough to wait out; else null. */
function shortRetryAfter(res: Response): number | null {
  const header = res.headers.get('retry-after');
  if (res.status !== 429 || header === null) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= RETRY_AFTER_WAITED_MAX_SECONDS ? seconds : null;
}

/**
 * A request turned away with 429 and a short Retry-After (a popular drop's gate, issue 25) is sent
 * once more after that wait (with the same Idempotency-Key, so it cannot order twice); a second
 * refusal is the shopper's to read ("so many shoppers…, please try again in a moment").
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}, retried = false): Promise<T> {
  const token = currentToken();
  // The shopper's language, for what the server writes to them (the code email, a new account's emails).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    const url = buildUrl(path, options.query);
    const early = method === 'GET' && !options.idempotencyKey ? takeEarlyResponse(url, token) : undefined;
    res = await (early ?? fetch(url, { method, headers, body, signal: options.signal }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(undefined, null);
  }
  const wait = retried ? null : shortRetryAfter(res);
  if (wait !== null) {
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    return request<T>(method, path, options, true);
  }
  const type = res.headers.get('content-type') ?? '';
  const payload = type.includes('json') ? await readJson(res, options.signal) : await res.text();
  if (!res.ok) {
    const error = new ApiError(res.status, typeof payload === 'object' ? payload : null);
    if (res.status === 401 && token) {
      clearLogin();
      unauthorizedListeners.forEach((l) => l(error));
    }
    throw error;
  }
  return payload as T;
}

/**
 * A JSON body, or null when a refusal's body is not JSON. A body cut off because the caller gave up
 * (a new page, a cancelled query) is that abort, and an answer cut off otherwise is a failed request:
 * never a successful answer of null for the caller to read `.data` of.
 */
async function readJson(res: Response, signal: AbortSignal | undefined): Promise<unknown> {
  try {
    return await res.json();
  } catch (err) {
    if (signal?.aborted || (err as Error).name === 'AbortError') throw new DOMException('Aborted', 'AbortError');
    if (res.ok) throw new ApiError(undefined, null);
    return null;
  }
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, options: Pick<RequestOptions, 'idempotencyKey'> = {}) =>
    request<T>('POST', path, { body, ...options }),
  put: <T>(path: string, body?: unknown, options: Pick<RequestOptions, 'idempotencyKey'> = {}) =>
    request<T>('PUT', path, { body, ...options }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T>(path: string, body?: unknown, options: Pick<RequestOptions, 'idempotencyKey'> = {}) =>
    request<T>('DELETE', path, { body, ...options }),
};

/** Bodies are `{ data }`; most callers want just the data. */
export type Data<T> = { data: T };

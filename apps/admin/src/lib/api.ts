import type { ListMeta } from '@pedestal/contract';
import { messageForStatus, type ProblemDetails } from '@pedestal/contract/errors';
import { reasonNameOfType } from '@pedestal/contract/problem-type';

const TOKEN_KEY = 'adminToken';

/** The admin's bearer token; kept apart from the store's `authToken`, so the two sessions never mix. */
export const adminToken = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

/** An API failure with the server's Problem Details. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly errors: { path: string; message: string }[];
  /** The refusal's reason (contract refusals.ts) and its values, so a screen can answer one reason its own way. */
  readonly reason: string | undefined;
  readonly params: Record<string, string | number>;
  constructor(status: number | undefined, body: Partial<ProblemDetails> | null) {
    super(body?.detail || messageForStatus(status));
    this.status = status;
    this.errors = body?.errors ?? [];
    this.reason = reasonNameOfType(body?.type);
    this.params = body?.params ?? {};
  }
  /** The first message the server gave (a field error, else the detail). */
  get firstMessage() {
    return this.errors[0]?.message ?? this.message;
  }
}

const unauthorized = new Set<() => void>();
/** A 401 drops the token and tells the app (it shows the sign-in screen). */
export function onUnauthorized(listener: () => void) {
  unauthorized.add(listener);
  return () => void unauthorized.delete(listener);
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export function apiUrl(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `/api/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

async function request<T>(
  method: string,
  path: string,
  options: { query?: Query; body?: unknown; idempotencyKey?: string; whole?: boolean } = {},
): Promise<T> {
  const token = adminToken.get();
  const headers: Record<string, string> = { accept: 'application/json' };
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
    res = await fetch(apiUrl(path, options.query), { method, headers, body });
  } catch {
    throw new ApiError(undefined, null);
  }
  const payload = (res.headers.get('content-type') ?? '').includes('json') ? await res.json().catch(() => null) : null;
  if (!res.ok) {
    if (res.status === 401 && token) {
      adminToken.clear();
      unauthorized.forEach((l) => l());
    }
    throw new ApiError(res.status, payload);
  }
  return options.whole ? (payload as T) : (payload as { data: T }).data;
}

/** A console list's page and what the whole filtered list holds (`{ data, meta: { count } }`). */
export interface ListPage<T> {
  data: T[];
  meta: ListMeta;
}

/** Every body is `{ data }`; these answer the data. */
export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
  /** A paged console list: the rows and the whole list's count. */
  page: <T>(path: string, query?: Query) => request<ListPage<T>>('GET', path, { query, whole: true }),
  /** With an idempotency key, a repeat of the call (a retried click) is answered with the first result. */
  post: <T>(path: string, body?: unknown, options: { idempotencyKey?: string } = {}) =>
    request<T>('POST', path, { body: body ?? {}, ...options }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body: body ?? {} }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

export const errorMessage = (error: unknown) =>
  error instanceof ApiError
    ? error.firstMessage
    : error instanceof Error && error.message
      ? error.message
      : 'Something went wrong, please try again';

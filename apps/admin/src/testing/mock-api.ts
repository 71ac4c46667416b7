import { ErrorCode, messageForStatus, type ProblemDetails } from '@pedestal/contract/errors';
import { refusals, refusalText, type RefusalReason } from '@pedestal/contract/refusals';
import { problemType, reasonForStatus } from '@pedestal/contract/problem-type';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** The bearer token the signed-in console sends in the tests; the mocked API refuses calls without it, as the server does. */
export const TEST_ADMIN_TOKEN = 'test-admin-token';

/** One request the console made: what an assertion reads (the form's body, the list's filters). */
export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A mocked admin API route: its handler and every call it answered, in order. */
export interface MockRoute {
  handler: HttpHandler;
  calls: ApiCall[];
}

/** What a route answers: the `data` of a 200 (`true` when left out), a full Response (e.g. `problem(...)`), or either computed from the call. */
export type Answer = ((call: ApiCall) => unknown) | Response | object | string | number | boolean | null;

const PUBLIC = new Set(['/api/admin/login/password', '/api/admin/team/invitation', '/api/admin/team/join']);

async function readBody(request: Request) {
  const text = await request.text();
  if (!text) return undefined;
  return (request.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
}

function route(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, answer: Answer | undefined): MockRoute {
  const calls: ApiCall[] = [];
  const handler = http[method](`/api/${path}`, async ({ request }) => {
    const url = new URL(request.url);
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await readBody(request),
    };
    if (!PUBLIC.has(url.pathname) && request.headers.get('authorization') !== `Bearer ${TEST_ADMIN_TOKEN}`) return problem(401);
    calls.push(call);
    const result = typeof answer === 'function' ? await answer(call) : answer;
    // A Response given once may answer several calls (retries, refetches): each gets its own copy.
    if (result instanceof Response) return result.clone();
    // A list answers its count as the console's paged lists do (`meta.count`); `listPage` gives another.
    if (Array.isArray(result)) return HttpResponse.json({ data: result, meta: { count: result.length } });
    return HttpResponse.json({ data: result === undefined ? true : result });
  });
  return { handler, calls };
}

/** A paged list's answer whose whole list holds `count` rows (more than the page given). */
export const listPage = (rows: unknown[], count: number) => HttpResponse.json({ data: rows, meta: { count } });

/**
 * Handler factories for the admin API, by method and path as the server declares them (`:id` for a
 * parameter; the query string is not part of the path): `mockApi.get('admin/order/figurine', [order])`.
 */
export const mockApi = {
  get: (path: string, answer: Answer) => route('get', path, answer),
  post: (path: string, answer?: Answer) => route('post', path, answer),
  put: (path: string, answer?: Answer) => route('put', path, answer),
  patch: (path: string, answer?: Answer) => route('patch', path, answer),
  delete: (path: string, answer?: Answer) => route('delete', path, answer),
};

const codeFor = (status: number, errors?: unknown[]) =>
  status === 401
    ? ErrorCode.unauthorized
    : status === 403
      ? ErrorCode.forbidden
      : status === 404
        ? ErrorCode.notFound
        : status >= 500
          ? ErrorCode.serverError
          : errors
            ? ErrorCode.badRequest
            : ErrorCode.clientError;

/**
 * A refusal as the API answers it: RFC 9457 Problem Details with SPEC §8's code and title, the
 * status's generic reason as its `type` (the console shows the server's English `detail`).
 */
export function problem(status: number, detail?: string, errors?: { path: string; message: string }[]) {
  const body: ProblemDetails = {
    type: problemType(reasonForStatus(status)),
    status,
    code: codeFor(status, errors),
    title: messageForStatus(status),
    detail: detail ?? messageForStatus(status),
    ...(errors ? { errors: errors.map((e) => ({ ...e, type: problemType('invalid-request') })) } : {}),
  };
  return HttpResponse.json(body, { status, headers: { 'content-type': 'application/problem+json' } });
}

/** A refusal of the catalogue (decision 028) as the API answers it: its reason's type, status, code and English text. */
export function refusal(reason: RefusalReason, params?: Record<string, string | number>) {
  const { status, code } = refusals[reason];
  const body: ProblemDetails = {
    type: problemType(reason),
    status,
    code,
    title: messageForStatus(status),
    detail: refusalText(reason, params),
    ...(params ? { params } : {}),
  };
  return HttpResponse.json(body, { status, headers: { 'content-type': 'application/problem+json' } });
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onUnauthorized } from './api-client';
import { clearLogin, saveLogin } from './auth-storage';

const respond = (status: number, body?: unknown) =>
  vi.fn().mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { 'content-type': 'application/problem+json' },
    }),
  );

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

beforeEach(() => clearLogin());
afterEach(() => vi.unstubAllGlobals());

describe('SPEC §8 status mapping', () => {
  it.each([
    [404, 'Resource not found'],
    [401, 'Account not logged in'],
    [403, 'Access not authorized'],
    [400, 'Request parameter error'],
    [422, 'Request parameter error'],
    [409, 'Unknown client error'],
    [429, 'Unknown client error'],
    [503, 'Server is under maintenance'],
    [500, 'Unknown server error, please try again later'],
    [502, 'Unknown server error, please try again later'],
    [302, 'Unknown error, please try again later'],
  ])('status %i without a detail reads "%s"', async (status, message) => {
    vi.stubGlobal('fetch', respond(status));
    const error = await failureOf(api.get('anything'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('prefers the detail of the Problem Details body', async () => {
    vi.stubGlobal('fetch', respond(404, { status: 404, code: '40401', title: 'Resource not found', detail: 'Character not found' }));
    const error = await failureOf(api.get('character/x'));
    expect(error.message).toBe('Character not found');
    expect(error.code).toBe('40401');
  });

  it('reads "Internal Server Error, please try again later" when there is no response', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failureOf(api.get('anything'));
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('Internal Server Error, please try again later');
  });

  it('reads the first field error by its reason as firstMessage', async () => {
    const field = { path: 'email', message: 'the server’s English, not read', type: '/api/problems/email-format-incorrect' };
    vi.stubGlobal(
      'fetch',
      respond(400, {
        type: '/api/problems/email-format-incorrect',
        status: 400,
        code: '40003',
        title: 'Request parameter error',
        detail: 'Invalid input',
        errors: [field],
      }),
    );
    const error = await failureOf(api.post('authentication/register-by-email', {}));
    expect(error.reason).toBe('email-format-incorrect');
    expect(error.firstMessage).toBe('email format is incorrect');
    expect(error.errors).toEqual([field]);
  });

  it('words a refusal by its reason and values, and an answer without one by its status', async () => {
    const body = { type: '/api/problems/cart-stock-short', status: 400, code: '400000', title: '', detail: 'x', params: { count: 2 } };
    vi.stubGlobal('fetch', respond(400, body));
    expect((await failureOf(api.get('anything'))).text).toBe('Only 2 left in stock');
    vi.stubGlobal('fetch', respond(404));
    expect((await failureOf(api.get('anything'))).text).toBe('Resource not found');
  });
});

describe('401 handling', () => {
  it('drops the stored login and tells listeners once, when a token was sent', async () => {
    saveLogin('tok');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    vi.stubGlobal('fetch', respond(401));
    await failureOf(api.get('user/profile'));
    stop();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not raise the sign-in-expired flow for a visitor', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    vi.stubGlobal('fetch', respond(401));
    await failureOf(api.get('user/profile'));
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a busy drop (429 with Retry-After)', () => {
  const busy = () =>
    new Response(JSON.stringify({ status: 429, code: '400000', type: '/api/problems/drop-busy', detail: 'busy' }), {
      status: 429,
      headers: { 'content-type': 'application/problem+json', 'retry-after': '0' },
    });

  it('is tried once more after the wait, with the same Idempotency-Key', async () => {
    const ok = new Response(JSON.stringify({ data: { characterSaleOrderId: 'o1' } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    const fetch = vi.fn().mockResolvedValueOnce(busy()).mockResolvedValueOnce(ok);
    vi.stubGlobal('fetch', fetch);
    await expect(api.post('figurine/buy', [], { idempotencyKey: 'key-12345678' })).resolves.toEqual({
      data: { characterSaleOrderId: 'o1' },
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((fetch.mock.calls[1]?.[1] as { headers: Record<string, string> }).headers['idempotency-key']).toBe('key-12345678');
  });

  it('says so when turned away twice', async () => {
    const fetch = vi.fn().mockImplementation(async () => busy());
    vi.stubGlobal('fetch', fetch);
    const error = await failureOf(api.post('figurine/buy', []));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error.status).toBe(429);
    expect(error.reason).toBe('drop-busy');
    expect(error.text).toMatch(/try again in a moment/);
  });
});

describe('an answer cut off in its body', () => {
  const cutOff = (status: number) => new Response('{"data":[{"id"', { status, headers: { 'content-type': 'application/json' } });

  it('is a failed request, not an answer of null', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(cutOff(200)));
    const error = await failureOf(api.get('vote/page-list'));
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('Internal Server Error, please try again later');
  });

  it('is the abort when the caller gave up while it was read', async () => {
    const controller = new AbortController();
    const body = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"data":'));
        controller.abort();
        c.error(new DOMException('Aborted', 'AbortError'));
      },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })));
    const error = await api.get('vote/page-list', undefined, controller.signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('keeps a refusal without a JSON body read by its status', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(cutOff(502)));
    const error = await failureOf(api.get('anything'));
    expect(error.status).toBe(502);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reasonOfType, refusals, type ProblemDetails } from '@pedestal/contract';
import { buildApp, type BuildOptions } from '../src/app';
import type { App } from '../src/app-types';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { FakeClock } from '../src/platform/clock';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './database';

export interface TestApp {
  app: App;
  ctx: AppContext;
  clock: FakeClock;
  baseUrl: string;
  http: HttpClient;
  close(): Promise<void>;
}

export interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Every refusal the API suite meets is checked here (decision 028): Problem Details whose `type`
 * names a reason of the contract's catalogue, with that reason's status (the generic
 * `client-error` stands for any 4xx Fastify answers on its own) and code.
 */
export function assertCataloguedProblem(request: string, res: Response, body: unknown) {
  const problem = body as Partial<ProblemDetails> | null;
  const reason = reasonOfType(problem?.type);
  const fail = (why: string) => {
    throw new Error(`${request} answered ${res.status} ${why}: ${JSON.stringify(body)}`);
  };
  if (!res.headers.get('content-type')?.startsWith('application/problem+json')) fail('without application/problem+json');
  if (!reason) fail('with a type outside the refusal catalogue');
  const entry = refusals[reason!];
  if (problem!.status !== res.status) fail('with another status in its body');
  if (reason !== 'client-error' && entry.status !== res.status) fail(`for ${reason}, whose status is ${entry.status}`);
  if (problem!.code !== entry.code) fail(`with code ${problem!.code}, not ${reason}'s ${entry.code}`);
  for (const field of problem!.errors ?? []) if (!reasonOfType(field.type)) fail(`with a field error of no catalogued type`);
}

/** A tiny client over real HTTP: JSON in, JSON (or text) out, optional bearer token. */
export class HttpClient {
  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; form?: FormData } = {},
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'];
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // non-JSON bodies (HTML pages, redirects) stay text
    }
    // Browser pages under /api (the unsubscribe page, the sandbox wallet) answer their refusals as pages.
    const page = res.headers.get('content-type')?.startsWith('text/html');
    // Readiness answers a status document for balancers, 503 included, not a refusal.
    const health = path.startsWith('/api/health/');
    if (res.status >= 400 && path.startsWith('/api/') && !page && !health) assertCataloguedProblem(`${method} ${path}`, res, parsed);
    return { status: res.status, headers: res.headers, body: parsed as T };
  }
  get<T = any>(path: string, token?: string) {
    return this.request<T>('GET', path, { token });
  }
  post<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('POST', path, { body, token });
  }
  /**
   * A POST that, as the web app does, tries again after Retry-After when the store is busy: a drop
   * gate's 429 or a 503 store-busy (no connection came free in time on a loaded machine). Nothing
   * was done by a refused attempt, so trying again is safe.
   */
  async postRetrying<T = any>(path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
    const send = () => this.request<T>('POST', path, { body, token, headers });
    let res = await send();
    for (let i = 0; i < 10 && (res.status === 429 || res.status === 503); i++) {
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
      res = await send();
    }
    return res;
  }
  put<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('PUT', path, { body, token });
  }
  patch<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('PATCH', path, { body, token });
  }
  delete<T = any>(path: string, token?: string, body?: unknown) {
    return this.request<T>('DELETE', path, { token, body });
  }
}

/**
 * A port free right now, for a server whose own URL must be known before it starts (OIDC redirects).
 * Chosen below the ephemeral range (32768+), so no outgoing connection or port-0 listener can take
 * it between this check and the real listen.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      return port;
    }
  }
}

/**
 * Starts the real server on a random port (or `port`) over a fresh database. Rate limits are off
 * unless asked for, so suites can create many accounts; the clock is a FakeClock tests can move.
 * With `port` and no PUBLIC_URL, the public URL is the server's own address.
 */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    clock?: FakeClock;
    port?: number;
    database?: Database;
    subscriptions?: BuildOptions['subscriptions'];
    /** The app's logger (none by default): e.g. `{ stream }` to read its lines. */
    logger?: BuildOptions['logger'];
    /** Routes a test adds before the server listens (e.g. an admin route that declares no permission). */
    routes?: (app: App) => void;
    /** Every unscheduled queue's retries, e.g. `{ limit: 2, delaySeconds: 0 }` to reach "gave up" at once. */
    jobRetries?: BuildOptions['jobRetries'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'pedestal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_ENABLED: 'false',
    JOBS_ENABLED: 'false',
    PUBLIC_URL: `http://127.0.0.1:${options.port ?? 3000}`,
    ...options.env,
  });
  const clock = options.clock ?? new FakeClock();
  const { app, ctx } = await buildApp({
    config,
    database,
    clock,
    logger: options.logger ?? false,
    subscriptions: options.subscriptions,
    jobRetries: options.jobRetries,
  });
  options.routes?.(app);
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  ctx.self.url = baseUrl;
  return {
    app,
    ctx,
    clock,
    baseUrl,
    http: new HttpClient(baseUrl),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

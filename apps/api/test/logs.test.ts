import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '../src/db/availability';
import { AppError, registerErrorHandler } from '../src/platform/errors';
import { registerAccessLog } from '../src/platform/observability/access-log';
import { safeError, summarizeQuery } from '../src/platform/observability/safe-errors';
import { sha256 } from '../src/platform/security';
import { makeUser } from './factories';
import { startTestApp, type TestApp } from './harness';

/** A stand-in for a Sentry-compatible service: keeps every envelope posted to it. */
class EnvelopeSink {
  readonly envelopes: string[] = [];
  private server: Server | null = null;
  port = 0;
  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        this.envelopes.push(`${req.url}\n${(req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString()}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as { port: number }).port;
  }
  close() {
    return new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}

describe('logs and error reports carry no secrets', () => {
  let t: TestApp;
  const sink = new EnvelopeSink();
  const lines: Record<string, any>[] = [];
  beforeAll(async () => {
    await sink.start();
    t = await startTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        LOG_LEVEL: 'warn',
        ACCESS_LOG_SAMPLE_RATE: '0',
        SESSION_CACHE_SECONDS: '0',
        SENTRY_DSN: `http://publickey@127.0.0.1:${sink.port}/42`,
      },
      logger: { stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink.close();
  });

  it("logs a failed statement's tables but never its parameters, and reports it to the DSN the same way", async () => {
    const user = await makeUser(t.ctx);
    const hash = sha256(user.token);
    expect((await t.http.get('/api/user/check-login', user.token)).status).toBe(200);
    // A table gone (a bad migration): the session lookup fails with the token's hash as its parameter.
    await t.ctx.db.execute(sql`ALTER TABLE sessions RENAME TO sessions_gone`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/check-login', headers: { authorization: `Bearer ${user.token}` } });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`ALTER TABLE sessions_gone RENAME TO sessions`);
    }
    const all = JSON.stringify(lines);
    expect(all).not.toContain(hash);
    expect(all).not.toContain(user.token);
    const error = lines.find((l) => l.msg === 'unhandled error')!;
    expect(error.err.message).toMatch(/^Failed query: select … "sessions"(, "\w+")* \(parameters not logged\)$/);
    expect(error.err.cause).toMatchObject({ code: '42P01', message: 'relation "sessions" does not exist' });
    expect(error.err.stack).toMatch(/^DrizzleQueryError: Failed query: select … "sessions".*\n\s+at /);
    // Production's access log: the 500 has its line (the 200 was not sampled at rate 0).
    const access = lines.filter((l) => l.msg === 'access');
    expect(access).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: '/api/user/check-login',
        path: '/api/user/check-login',
        status: 500,
        reqId: error.reqId,
      }),
    ]);

    // The error report arrives as an envelope, scrubbed the same way, tagged with the request id.
    const deadline = Date.now() + 20_000;
    while (!sink.envelopes.some((e) => e.includes('Failed query')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const envelope = sink.envelopes.find((e) => e.includes('Failed query'))!;
    expect(envelope).toBeDefined();
    expect(envelope).toMatch(/^\/api\/42\/envelope\//);
    expect(envelope).toContain('"type":"event"');
    expect(envelope).toContain(error.reqId);
    expect(envelope).toContain('/api/user/check-login');
    expect(envelope).not.toContain(hash);
    expect(envelope).not.toContain(user.token);
  });

  it('answers refusals without an error report, with an access line each', async () => {
    const before = sink.envelopes.length;
    lines.length = 0;
    expect((await t.http.get('/api/no-such-endpoint?token=abc')).status).toBe(404);
    expect((await t.http.post('/api/authentication/login-by-password', { username: 'nobody', password: 'wrong-password' })).status).toBe(
      401,
    );
    expect((await t.http.get('/api/health/live')).status).toBe(200);
    expect(lines.filter((l) => l.msg === 'access').map((l) => [l.route, l.path, l.status])).toEqual([
      [null, '/api/no-such-endpoint', 404],
      ['/api/authentication/login-by-password', '/api/authentication/login-by-password', 401],
    ]);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.envelopes.length).toBe(before);
  });
});

describe('safe errors', () => {
  const token = 'tok_5f2b9c0e1d';
  const failed = new DrizzleQueryError(
    `select "id", "user_id" from "sessions" left join "users" on "users"."id" = "sessions"."user_id" where "sessions"."token_hash" = $1 and note = 'secret literal'`,
    [sha256(token), 'ada@example.com'],
    Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
      detail: `Key (token_hash)=(${sha256(token)})`,
    }),
  );

  it('keeps what a statement did and to which tables, nothing of its values', () => {
    const safe = JSON.stringify(safeError(failed));
    expect(safe).not.toContain(sha256(token));
    expect(safe).not.toContain('ada@example.com');
    expect(safe).not.toContain('secret literal');
    expect(safeError(failed)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: select … "sessions", "users" (parameters not logged)',
      cause: { code: '57014', message: 'canceling statement due to statement timeout' },
    });
    expect(describeError(failed)).toBe(
      'Failed query: select … "sessions", "users" (parameters not logged): canceling statement due to statement timeout',
    );
    expect(summarizeQuery('insert into "orders" ("id") values ($1)')).toBe('insert … "orders"');
    expect(summarizeQuery('UPDATE pgboss.job SET x = 1')).toBe('update … pgboss.job');
    // A value PostgreSQL quotes back in a data exception goes too.
    expect(safeError(Object.assign(new Error('invalid input syntax for type uuid: "tok_secret"'), { code: '22P02' })).message).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
  });

  it('samples successes at the configured rate and logs every other answer', async () => {
    const logged: Record<string, any>[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (l: string) => void logged.push(JSON.parse(l)) } } });
    let n = 0;
    registerAccessLog(app, { log: app.log, sampleRate: 0.25, random: () => [0.1, 0.5, 0.9, 0.3][n++ % 4]! });
    app.get('/ok', async () => 'ok');
    app.get('/moved', async (_r, reply) => reply.redirect('/ok'));
    for (let i = 0; i < 8; i++) await app.inject('/ok?token=abc');
    await app.inject('/moved');
    await app.inject('/nowhere?code=xyz');
    expect(logged.map((l) => [l.path, l.status, l.sampled])).toEqual([
      ['/ok', 200, 0.25],
      ['/ok', 200, 0.25],
      ['/moved', 302, undefined],
      ['/nowhere', 404, undefined],
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/abc|xyz/);
    await app.close();
  });

  it("counts routine refusals (a drop's) in one line instead of a line each", async () => {
    const logged: Record<string, any>[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (l: string) => void logged.push(JSON.parse(l)) } } });
    registerErrorHandler(app);
    registerAccessLog(app, { log: app.log, sampleRate: 0 });
    app.post('/buy', async () => {
      throw new AppError('drop-busy').retryAfter(1).asRoutine();
    });
    app.post('/other', async () => {
      throw new AppError('drop-busy');
    });
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'POST', url: '/buy' })).statusCode).toBe(429);
    await app.inject({ method: 'POST', url: '/other' });
    expect(logged.map((l) => [l.msg, l.path ?? l.route, l.status])).toEqual([['access', '/other', 429]]);
    await app.close();
    expect(logged.at(-1)).toMatchObject({ msg: 'access (counted)', route: '/buy', status: 429, reason: 'drop-busy', count: 3 });
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './database';
import { ServerProcess } from './server-process';
import { TcpProxy } from './stand-ins/tcp-proxy';

const POOL_MAX = 4;
const LIST_POOL_MAX = 2;

/**
 * The real server behind a TCP proxy to PostgreSQL that the test cuts and restores (the machine's
 * PostgreSQL itself keeps running), connecting as a role whose connection limit the test can lower
 * to provoke PostgreSQL's own "too many connections" refusal.
 */
describe.skipIf(!process.env.DATABASE_URL)('the database refusing connections', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let admin: pg.Client;
  let proxy: TcpProxy;
  let server: ServerProcess;
  const role = `fleet_app_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await openTestDatabase();
    const url = new URL(database.url!);
    const name = url.pathname.slice(1);
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    // An ordinary role (a superuser ignores connection limits) that may do what the server does.
    await admin.query(`CREATE ROLE ${role} LOGIN`);
    await admin.query(`GRANT CREATE ON DATABASE ${name} TO ${role}`);
    await admin.query(`GRANT ALL ON SCHEMA public, drizzle TO ${role}`);
    await admin.query(`GRANT ALL ON ALL TABLES IN SCHEMA public, drizzle TO ${role}`);
    await admin.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public, drizzle TO ${role}`);
    proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
    url.username = role;
    url.host = `127.0.0.1:${proxy.port}`;
    server = await ServerProcess.create(url.toString(), {
      DATABASE_POOL_MAX: String(POOL_MAX),
      DATABASE_LIST_POOL_MAX: String(LIST_POOL_MAX),
      DATABASE_CONNECT_TIMEOUT_SECONDS: '30',
    });
  }, 60_000);

  afterAll(async () => {
    await server?.kill('SIGTERM');
    await proxy?.close();
    await admin?.query(`ALTER ROLE ${role} CONNECTION LIMIT -1`).catch(() => {});
    await admin?.end();
    await database?.close();
    // The role owns the job queue's schema in the dropped database only: nothing else is left.
    const cleaner = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await cleaner.connect();
    await cleaner.query(`DROP ROLE IF EXISTS ${role}`);
    await cleaner.end();
  });

  /** A request that reads the database: a token nobody holds is looked up (and answers "not signed in"). */
  const lookup = () => server.http.get('/api/user/state', randomBytes(16).toString('hex'));
  const ready = () => server.http.get('/api/health/ready');

  it('gives up a start that cannot succeed with one line naming the step and the reason', async () => {
    const missing = new URL(database.url!);
    missing.pathname = '/fleet_no_such_database';
    const wrong = await ServerProcess.create(missing.toString(), {});
    await expect(wrong.start()).rejects.toThrow(
      /Start failed while migrating the database: database "fleet_no_such_database" does not exist/,
    );
    // A database that stays unreachable is waited for, within DATABASE_START_TIMEOUT_SECONDS.
    await proxy.refuse();
    const url = new URL(database.url!);
    url.host = `127.0.0.1:${proxy.port}`;
    const unreachable = await ServerProcess.create(url.toString(), { DATABASE_START_TIMEOUT_SECONDS: '2' });
    await expect(unreachable.start()).rejects.toThrow(
      /Start failed while migrating the database: the database was unavailable for 2 s \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)/,
    );
    await proxy.accept();
  }, 60_000);

  it('starts once the database comes back, instead of exiting', async () => {
    await proxy.refuse();
    const starting = server.start();
    await expect.poll(() => server.log, { timeout: 30_000 }).toMatch(/the database is unavailable \(.*ECONNREFUSED/);
    expect(server.alive).toBe(true);
    await proxy.accept();
    await starting;
    expect((await ready()).status).toBe(200);
  }, 90_000);

  it('keeps to DATABASE_POOL_MAX (+ the list pool and LISTEN) connections under a burst of requests', async () => {
    proxy.resetPeak();
    const statuses = await Promise.all(Array.from({ length: 40 }, () => lookup().then((r) => r.status)));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // The pool, the lists' own pool (kept open with DATABASE_POOL_MIN), and the one LISTEN connection every channel shares.
    expect(proxy.peak).toBeLessThanOrEqual(POOL_MAX + LIST_POOL_MAX + 1);
    expect(proxy.peak).toBeGreaterThan(2);
    console.info(
      `connections open at most under 40 parallel requests, DATABASE_POOL_MAX=${POOL_MAX}: ${proxy.peak} (pool + lists + LISTEN)`,
    );
  });

  it('while the database is down: ready 503, live 200, requests 503 with Retry-After; then recovers without a restart', async () => {
    await proxy.refuse();
    const notReady = await ready();
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('retry-after')).toBeTruthy();
    expect(notReady.body.data).toMatchObject({ status: 'unavailable', checks: { database: 'down' } });
    expect((await server.http.get('/api/health/live')).status).toBe(200);
    const during = await Promise.all(Array.from({ length: 10 }, () => lookup()));
    for (const res of during) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toMatchObject({ status: 503, code: '50000' });
    }

    await proxy.accept();
    const back = Date.now();
    await expect.poll(async () => (await ready()).status, { timeout: 15_000, interval: 250 }).toBe(200);
    console.info(`ready again ${((Date.now() - back) / 1000).toFixed(1)} s after the database came back, without a restart`);
    expect((await lookup()).status).toBe(200);
    expect(server.alive).toBe(true);
  }, 60_000);

  it('answers "too many connections" with 503 and Retry-After, never 500', async () => {
    // (Requests wait up to DATABASE_CONNECT_TIMEOUT_SECONDS for a pooled connection: 30 s here, for a loaded machine.)
    // No new connection for the role from now on (limit 0: with 1, a cut LISTEN connection's slot serves a request); the pool's open ones are cut, so every request needs one.
    await admin.query(`ALTER ROLE ${role} CONNECTION LIMIT 0`);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1 AND application_name = 'pedestal'`, [
      role,
    ]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => lookup()));
    expect(responses.map((r) => r.status).filter((s) => s !== 503)).toEqual([]);
    for (const res of responses) expect(res.headers.get('retry-after')).toBe('5');
    // The server's log reaches this process through a pipe: wait for the line rather than race it.
    await expect.poll(() => server.log, { timeout: 10_000 }).toMatch(/too many connections for role/);

    await admin.query(`ALTER ROLE ${role} CONNECTION LIMIT -1`);
    await expect.poll(async () => (await lookup()).status, { timeout: 15_000, interval: 250 }).toBe(200);
  }, 60_000);
});

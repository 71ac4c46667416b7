import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './database';
import type { HttpClient } from './harness';
import { ServerProcess } from './server-process';

const EVERY_MINUTE = ['crowdfunding.expire-supports', 'crowdfunding.finish-campaigns', 'shop.expire-orders'];

/**
 * Two instances of the real server on one PostgreSQL database, as behind a load balancer: a session
 * made on one works on the other, each scheduled job runs once per slot across both, and the rate
 * limits and the sign-in throttle count requests to either.
 */
describe.skipIf(!process.env.DATABASE_URL)('two instances on one database', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  const startedAt = Date.now();

  beforeAll(async () => {
    database = await openTestDatabase();
    [a, b] = await Promise.all([
      ServerProcess.create(database.url!, { RATE_LIMIT_ENABLED: 'true' }),
      ServerProcess.create(database.url!, { RATE_LIMIT_ENABLED: 'true' }),
    ]);
    await a.start();
    await b.start();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    await database?.close();
  });

  /** When this file first asked for a code: the code-sending limit counts a minute from then. */
  let firstCodeAt: number | null = null;

  /** Registers through one instance: the code is read from that instance's dev mailbox. */
  async function register(via: ServerProcess, username: string) {
    const email = `${username}@example.test`;
    firstCodeAt ??= Date.now();
    expect((await via.http.post('/api/authentication/send-email-verification-code', { email })).status).toBe(200);
    const mails = (await via.http.get('/api/dev/mailbox')).body.data as { to: string; text: string }[];
    const code = mails.find((m) => m.to === email)!.text.match(/\b(\d{6})\b/)![1];
    const res = await via.http.post('/api/authentication/register-by-email', {
      email,
      code,
      username,
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(res.status).toBe(200);
    return res.body.meta.token as string;
  }
  const login = (via: HttpClient, username: string, password: string) =>
    via.post('/api/authentication/login-by-password', { username, password });

  it('keeps a session made on one instance working on the other, and its logout everywhere', async () => {
    const token = await register(a, 'ann_two');
    expect((await b.http.get('/api/user/state', token)).body.data).toMatchObject({ username: 'ann_two' });
    expect((await b.http.put('/api/authentication/logout', undefined, token)).status).toBe(200);
    expect((await a.http.get('/api/user/state', token)).body.data).toBeNull();
  });

  it('shares the sign-in throttle: five wrong passwords over both instances lock the account on both', async () => {
    await register(b, 'ben_two');
    for (let i = 0; i < 3; i++) expect((await login(a.http, 'ben_two', `wrong-${i}`)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(b.http, 'ben_two', `wrong-${i}`)).status).toBe(401);
    expect((await login(a.http, 'ben_two', 'secret123')).status).toBe(429);
    expect((await login(b.http, 'ben_two', 'secret123')).status).toBe(429);
  });

  it('shares rate limits: code sending allows ten a minute per address across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const via = i % 2 === 0 ? a : b;
      statuses.push((await via.http.post('/api/authentication/send-email-verification-code', { email: `limit${i}@example.test` })).status);
    }
    // Two codes went out earlier (one registration on each instance): eight more pass, then 429 on both.
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual([429, 429, 429, 429]);
  });

  it('runs each every-minute job once per minute across both instances', async () => {
    // Wait until both instances have passed a minute mark (their cron clocks look every 30 s).
    const mark = Math.ceil(Math.max(startedAt + 5_000, Date.now()) / 60_000) * 60_000 + 40_000;
    await new Promise((r) => setTimeout(r, Math.max(0, mark - Date.now())));
    const queues = sql.join(
      EVERY_MINUTE.map((q) => sql`${q}`),
      sql`, `,
    );
    // The cron clock sends one "send it" job per queue and minute, whichever instance looks first...
    const sends = (await database.db.execute(sql`
      select singleton_key as name, singleton_on, count(*)::int as n from pgboss.job
      where name = '__pgboss__send-it' and singleton_key in (${queues}) group by 1, 2`)) as unknown as {
      rows: { name: string; singleton_on: Date; n: number }[];
    };
    // ...and each becomes one job, run to completion by one worker.
    const runs = (await database.db.execute(sql`
      select name, count(*)::int as n, count(*) filter (where state = 'completed')::int as completed
      from pgboss.job where name in (${queues}) group by 1`)) as unknown as { rows: { name: string; n: number; completed: number }[] };
    for (const queue of EVERY_MINUTE) {
      const slots = sends.rows.filter((r) => r.name === queue);
      expect(slots.length, `${queue} was due in at least one minute`).toBeGreaterThanOrEqual(1);
      expect(slots.every((s) => s.n === 1)).toBe(true);
      expect(runs.rows.find((r) => r.name === queue)).toMatchObject({ n: slots.length, completed: slots.length });
    }
  }, 200_000);

  it('revokes a cached session on the other instance at once: logout, password change, account deletion', async () => {
    const state = async (via: ServerProcess, token: string) => (await via.http.get('/api/user/state', token)).body.data;
    // Registered last: the rate-limit test above counts the codes sent to this address. Its limit
    // counts a minute from the first code; the wait above usually outlasts it, but not always.
    await new Promise((r) => setTimeout(r, Math.max(0, firstCodeAt! + 61_000 - Date.now())));
    const token = await register(a, 'cara_two');
    const second = (await login(b.http, 'cara_two', 'secret123')).body.meta.token as string;
    // Both instances have both sessions cached now (the cache holds them for seconds).
    for (const via of [a, b]) for (const t of [token, second]) expect(await state(via, t)).toMatchObject({ username: 'cara_two' });

    // The other instance hears of it when PostgreSQL delivers the committed NOTIFY: milliseconds,
    // but on a loaded machine after the revoking request answered — hence a short poll there.
    const gone = (via: ServerProcess, t: string) => expect.poll(() => state(via, t), { timeout: 2_000, interval: 20 }).toBeNull();
    expect((await a.http.put('/api/authentication/logout', undefined, token)).status).toBe(200);
    await gone(b, token);
    expect(await state(a, token)).toBeNull();

    const third = (await login(a.http, 'cara_two', 'secret123')).body.meta.token as string;
    expect(await state(a, third)).toMatchObject({ username: 'cara_two' });
    const changed = await b.http.put(
      '/api/authentication/change-password',
      { oldPassword: 'secret123', newPassword: 'secret456', confirmPassword: 'secret456' },
      second,
    );
    expect(changed.status).toBe(200);
    // The other session ends on both instances; the one that changed it stays.
    await gone(a, third);
    expect(await state(a, second)).toMatchObject({ username: 'cara_two' });

    expect((await a.http.delete('/api/authentication/delete-account', second)).status).toBe(200);
    await gone(b, second);
  });
});

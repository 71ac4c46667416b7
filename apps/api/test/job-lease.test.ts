import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_QUEUE } from '../src/modules/notification';
import { openTestDatabase } from './database';
import { ServerProcess } from './server-process';

/** The production defaults of JOB_LEASE_SECONDS, JOB_MAINTENANCE_SECONDS and JOB_POLL_SECONDS (an empty value is unset). */
const DEFAULT_JOB_SETTINGS = { JOB_LEASE_SECONDS: '', JOB_MAINTENANCE_SECONDS: '', JOB_POLL_SECONDS: '' };

/**
 * An instance killed while it holds a job (an email, here): with the default settings another
 * instance sends it within a minute — the lease it stops renewing runs out, a sweep fails the job
 * and it is retried.
 */
describe.skipIf(!process.env.DATABASE_URL)('a job held by a killed instance', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await openTestDatabase();
    // A dies the moment it starts running an email job, holding it as a crash would.
    a = await ServerProcess.create(database.url!, { ...DEFAULT_JOB_SETTINGS, CRASH_POINTS: `job.${EMAIL_QUEUE}:1` });
    b = await ServerProcess.create(database.url!, DEFAULT_JOB_SETTINGS);
    await a.start();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill('SIGTERM')]);
    await database?.close();
  });

  it('runs again on another instance within 60 s', async () => {
    const email = 'lease_ann@example.test';
    expect((await a.http.post('/api/authentication/send-email-verification-code', { email })).status).toBe(200);
    const code = ((await a.http.get('/api/dev/mailbox')).body.data as { to: string; text: string }[])
      .find((m) => m.to === email)!
      .text.match(/\b(\d{6})\b/)![1];
    const registered = await a.http.post('/api/authentication/register-by-email', {
      email,
      code,
      username: 'lease_ann',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(registered.status).toBe(200);
    // Changing the password queues a "your password was changed" email.
    const changed = await a.http.put(
      '/api/authentication/change-password',
      { oldPassword: 'secret123', newPassword: 'secret456', confirmPassword: 'secret456' },
      registered.body.meta.token,
    );
    expect(changed.status).toBe(200);

    await a.exited();
    const killedAt = Date.now();
    const held = (await database.db.execute(sql`select state from pgboss.job where name = ${EMAIL_QUEUE}`)) as unknown as {
      rows: { state: string }[];
    };
    expect(held.rows).toEqual([{ state: 'active' }]);

    await b.start();
    const delivered = async () =>
      ((await b.http.get('/api/dev/mailbox')).body.data as { to: string; subject: string }[]).some((m) => m.to === email);
    await expect.poll(delivered, { timeout: 60_000 - (Date.now() - killedAt), interval: 500 }).toBe(true);
    const seconds = (Date.now() - killedAt) / 1000;
    console.info(`email held by a killed instance delivered ${seconds.toFixed(1)} s after the kill`);
    expect(seconds).toBeLessThan(60);
    const job = (await database.db.execute(sql`select state, retry_count from pgboss.job where name = ${EMAIL_QUEUE}`)) as unknown as {
      rows: { state: string; retry_count: number }[];
    };
    expect(job.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 120_000);
});

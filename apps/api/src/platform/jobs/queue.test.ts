import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { JobQueue } from './queue';

/** A job that runs longer than its lease keeps it by renewing it: it is not run a second time meanwhile. */
describe('job leases', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let queue: JobQueue;
  const runs: number[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    queue = new JobQueue({
      executor: database.executor,
      log: pino({ level: 'silent' }),
      work: true,
      exclusive: (fn) => database.exclusive('job-queue', fn),
      leaseSeconds: 3,
      maintenanceIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    queue.define({
      name: 'test.slow',
      run: async () => {
        runs.push(Date.now());
        await new Promise((r) => setTimeout(r, 8_000));
      },
    });
    await queue.start();
  });

  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('renews the lease of a running job, so a job longer than its lease runs once', async () => {
    await database.db.transaction((tx) => queue.enqueue(tx, 'test.slow', {}));
    const state = async () =>
      (
        (await database.db.execute(sql`select state, retry_count from pgboss.job where name = 'test.slow'`)) as unknown as {
          rows: { state: string; retry_count: number }[];
        }
      ).rows;
    await expect.poll(state, { timeout: 30_000, interval: 500 }).toEqual([{ state: 'completed', retry_count: 0 }]);
    // Eight seconds against a three-second lease, swept every second: still one run.
    expect(runs).toHaveLength(1);
  }, 40_000);
});

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { JobQueue } from './queue';

/**
 * A queue's jobs that spent their retries reach its `onExhausted` (decision 059), through pg-boss's
 * dead letter: once per job, with its data, whether the handler threw or was cut off.
 */
describe('jobs that spent their retries', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let queue: JobQueue;
  const runs: string[] = [];
  const exhausted: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    queue = new JobQueue({
      executor: database.executor,
      log: pino({ level: 'silent' }),
      work: false,
      exclusive: (fn) => database.exclusive('job-queue', fn),
      retries: { limit: 2, delaySeconds: 0 },
    });
    queue.define<{ key: string }>({
      name: 'test.flaky',
      run: async ({ key }) => {
        runs.push(key);
        if (key.startsWith('down')) throw new Error('provider down');
      },
      onExhausted: async ({ key }) => void exhausted.push(key),
    });
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('runs onExhausted once with the data after the last retry fails, and never for a job that succeeds', async () => {
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'test.flaky', { key: 'down-1' });
      await queue.enqueue(tx, 'test.flaky', { key: 'up-1' });
    });
    await queue.drain(['test.flaky']);
    expect(runs.filter((k) => k === 'down-1')).toHaveLength(3);
    expect(runs.filter((k) => k === 'up-1')).toHaveLength(1);
    expect(exhausted).toEqual(['down-1']);
    expect(await queue.pending('test.flaky')).toBe(0);
    expect(await queue.pending('test.flaky.exhausted')).toBe(0);
    await queue.drain();
    expect(exhausted).toEqual(['down-1']);
  });

  it('refuses an onExhausted whose retries could outlast pg-boss’s 14 days of retention', () => {
    const other = new JobQueue({
      executor: database.executor,
      log: pino({ level: 'silent' }),
      work: false,
      exclusive: (fn) => database.exclusive('job-queue', fn),
    });
    const define = (retryLimit?: number) =>
      other.define({
        name: `test.long-${retryLimit}`,
        ...(retryLimit ? { retryLimit } : {}),
        run: async () => {},
        onExhausted: async () => {},
      });
    // The default budget (20 doubling waits from 5 s) may run past 14 days.
    expect(() => define()).toThrow(/outlast/);
    expect(() => define(12)).not.toThrow();
  });
});

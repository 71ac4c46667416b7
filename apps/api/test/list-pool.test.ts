import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './database';
import { startTestApp, type TestApp } from './harness';

/**
 * Decision 041 (issue 25): the public card lists read on a small pool of their own, so a drop's
 * orders holding every connection of the main pool cannot keep other shoppers' lists waiting.
 */
describe.skipIf(!process.env.DATABASE_URL)('the lists’ own pool (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await openTestDatabase({ pool: { max: 2, listMax: 1, connectTimeoutMs: 20_000 } });
    t = await startTestApp({ database });
  });
  afterAll(() => t.close());

  it('answers a list while every connection of the main pool is busy', async () => {
    // Both of the main pool's connections are held (as by a drop's order transactions) for 3 s.
    const busy = Promise.all([1, 2].map(() => t.ctx.db.execute(sql`select pg_sleep(3)`)));
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    const [figurines, votes] = await Promise.all([
      t.http.get('/api/figurine/page-list?page=1&orderBy=latest'),
      t.http.get('/api/vote/page-list?page=1&orderBy=latest'),
    ]);
    const took = performance.now() - started;
    expect([figurines.status, votes.status]).toEqual([200, 200]);
    // Not after the 3 s sleeps: the lists did not wait for the main pool.
    expect(took).toBeLessThan(2000);
    await busy;
  }, 60_000);
});

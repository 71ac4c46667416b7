import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import type { AppContext } from '../../context';
import { openDatabase, type Database } from '../../db/client';
import { jobRuns } from '../../platform/jobs/schema';
import { stageCharacter } from '../character/test-support';
import { contributorSnapshots } from './schema';

/**
 * A second instance of the API on the same database: with DATABASE_URL its own connection pool
 * to the test's PostgreSQL database, otherwise the same embedded PGlite.
 */
async function secondInstance(t: TestApp): Promise<{ ctx: AppContext; close(): Promise<void> }> {
  let database: Database | null = null;
  let db = t.ctx.db;
  if (process.env.DATABASE_URL) {
    const rows = (await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${rows.rows[0]!.name}`;
    database = await openDatabase({ url: url.toString(), poolSize: 5 });
    db = database.db;
  }
  const { app, ctx } = await buildApp({ config: t.ctx.config, db, clock: t.clock, logger: false });
  return {
    ctx,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}

describe('contributor ranking refresh', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let characterId: string;
  const voters: Awaited<ReturnType<typeof makeUser>>[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2025-07-01T10:00:00Z');
    other = await secondInstance(t);
    const owner = await makeUser(t.ctx);
    characterId = (await stageCharacter(t.ctx, owner.id)).id;
    for (const nickname of ['Ann', 'Ben', 'Cid']) voters.push(await makeUser(t.ctx, { nickname }));
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const cast = (i: number, n: number) => t.http.post(`/api/vote/${characterId}`, { targetCount: n }, voters[i]!.token);
  const ranking = async () =>
    ((await t.http.get(`/api/contributor/${characterId}/pageForVote`)).body.data as { rank: number; countSupport: number; user: { profile: { nickname: string } } }[]).map(
      (r) => [r.rank, r.user.profile.nickname, r.countSupport],
    );
  const runBoth = async () => (await Promise.all([t.ctx.jobs.runDue(), other.ctx.jobs.runDue()])).flat().filter((n) => n === 'contributor.refresh');

  it('shows nothing before the first refresh', async () => {
    await cast(0, 1);
    await cast(1, 3);
    await cast(2, 2);
    expect(await ranking()).toEqual([]);
  });

  it('does not run before 03:00 UTC+08:00', async () => {
    t.clock.set('2025-07-01T18:59:00Z'); // 02:59 on July 2nd at UTC+08:00
    expect(await runBoth()).toEqual([]);
  });

  it('runs once across two instances at 03:00 and ranks voters by votes', async () => {
    t.clock.set('2025-07-01T19:00:00Z');
    expect(await runBoth()).toEqual(['contributor.refresh']);
    const runs = await t.ctx.db.select().from(jobRuns).where(eq(jobRuns.name, 'contributor.refresh'));
    expect(runs.map((r) => r.slot)).toEqual(['2025-07-02']);
    expect(runs[0]!.finishedAt).not.toBeNull();
    expect(await ranking()).toEqual([
      [1, 'Ben', 3],
      [2, 'Cid', 2],
      [3, 'Ann', 1],
    ]);
  });

  it('keeps the snapshot until the next day', async () => {
    await cast(0, 3);
    t.clock.set('2025-07-02T12:00:00Z');
    expect(await runBoth()).toEqual([]);
    expect((await ranking())[0]).toEqual([1, 'Ben', 3]);
    t.clock.set('2025-07-02T19:30:00Z');
    expect(await runBoth()).toEqual(['contributor.refresh']);
    expect(await ranking()).toEqual([
      [1, 'Ann', 4],
      [2, 'Ben', 3],
      [3, 'Cid', 2],
    ]);
  });

  it('pages the ranking and shows crowdfunding support in dollars', async () => {
    const page2 = await t.http.get(`/api/contributor/${characterId}/pageForVote?page=2&pageSize=2`);
    expect(page2.body.data.map((r: { rank: number }) => r.rank)).toEqual([3]);
    await t.ctx.db.insert(contributorSnapshots).values({ characterId, phase: 'crowdfunding', userId: voters[2]!.id, rank: 1, countSupport: 12_550, refreshedAt: t.clock.now() });
    const funding = await t.http.get(`/api/contributor/${characterId}/pageForCrowdfunding`);
    expect(funding.body.data).toEqual([
      expect.objectContaining({ id: voters[2]!.id, rank: 1, countSupport: 125.5, user: { id: voters[2]!.id, profile: { nickname: 'Cid', avatar: null } } }),
    ]);
    // The daily refresh rebuilds only phases whose domain reports contributors.
    t.clock.set('2025-07-03T19:30:00Z');
    await runBoth();
    const kept = await t.ctx.db.select().from(contributorSnapshots).where(and(eq(contributorSnapshots.characterId, characterId), eq(contributorSnapshots.phase, 'crowdfunding')));
    expect(kept).toHaveLength(1);
  });
});

import { CharacterPhase } from '@pedestal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { users } from '../modules/account/schema';
import { characters } from '../modules/character/schema';
import { communityCounts } from '../modules/community/schema';
import { contributorSnapshots } from '../modules/contributor/schema';
import { saleSpecs } from '../modules/shop/schema';
import { voteRecords, votes } from '../modules/vote/schema';
import { seedDemoData } from '.';

describe('demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    expect(await seedDemoData(t.ctx)).toEqual({ username: 'demo', password: 'demo1234' });
  }, 60_000);
  afterAll(() => t.close());

  it('seeds at least 30 approved characters covering every phase', async () => {
    const rows = await t.ctx.db.select({ phase: characters.phase, status: characters.status }).from(characters);
    expect(rows.filter((r) => r.status === 'approved').length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.phase))).toEqual(new Set([...CharacterPhase, null]));
  });

  it('gives the demo user a pending and a rejected submission', async () => {
    const [demo] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const own = await t.ctx.db.select({ status: characters.status }).from(characters).where(eq(characters.userId, demo!.id));
    expect(own.map((c) => c.status)).toEqual(expect.arrayContaining(['pending', 'rejected', 'approved']));
  });

  it('keeps every vote count equal to its records, with rankings and stocked specs', async () => {
    const mismatched = await t.ctx.db
      .select({ id: votes.id })
      .from(votes)
      .where(
        sql`${votes.countCurrent} <> (select coalesce(sum(${voteRecords.count}), 0) from ${voteRecords} where ${voteRecords.voteId} = ${votes.id})`,
      );
    expect(mismatched).toEqual([]);
    const [snapshots] = await t.ctx.db
      .select({ n: sql<number>`count(distinct ${contributorSnapshots.characterId})::int` })
      .from(contributorSnapshots);
    expect(Number(snapshots!.n)).toBeGreaterThanOrEqual(30);
    const [stock] = await t.ctx.db.select({ n: sql<number>`sum(${saleSpecs.stock})::int` }).from(saleSpecs);
    expect(Number(stock!.n)).toBeGreaterThan(0);
  });

  it('serves the seeded cards through the public lists', async () => {
    expect((await t.http.get('/api/vote/page-list?pageSize=100')).body.data.length).toBeGreaterThanOrEqual(16);
    expect((await t.http.get('/api/crowdfunding/page-list?status=active')).body.data).toHaveLength(5);
    const figurines = (await t.http.get('/api/figurine/page-list?orderBy=mostView')).body.data as { displayStatus: string }[];
    expect(new Set(figurines.map((f) => f.displayStatus))).toEqual(new Set(['On Pre-sale', 'On Sale']));
  });

  it('seeds likes and conversations whose counters equal their rows', async () => {
    const n = communityCounts;
    const mismatched = await t.ctx.db
      .select({ id: n.characterId })
      .from(n)
      .where(
        sql`${n.countLike} <> (select count(*) from character_likes l where l.character_id = ${n.characterId})
          or ${n.countComment} <> (select count(*) from comments c where c.character_id = ${n.characterId} and c.hidden_at is null
            and (c.parent_id is null or exists (select 1 from comments p where p.id = c.parent_id and p.hidden_at is null)))`,
      );
    expect(mismatched).toEqual([]);
    const [seeded] = await t.ctx.db.select({ n: sql<number>`sum(${communityCounts.countComment})`.mapWith(Number) }).from(communityCounts);
    expect(seeded!.n).toBeGreaterThan(30);
  });
});

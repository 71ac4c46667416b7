import { CONTRIBUTOR_REFRESH_HOUR } from '@pedestal/contract';
import { CronExpressionParser } from 'cron-parser';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { dailyAtBusinessTime } from '../../platform/jobs/queue';
import { contributorSnapshots } from './schema';

describe('contributor ranking refresh', () => {
  let t: TestApp;
  let characterId: string;
  const voters: Awaited<ReturnType<typeof makeUser>>[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2025-07-01T10:00:00Z');
    const owner = await makeUser(t.ctx);
    characterId = (await stageCharacter(t.ctx, owner.id)).id;
    for (const nickname of ['Ann', 'Ben', 'Cid']) voters.push(await makeUser(t.ctx, { nickname }));
  });
  afterAll(() => t.close());

  const cast = (i: number, n: number) => t.http.post(`/api/vote/${characterId}`, { targetCount: n }, voters[i]!.token);
  const ranking = async () =>
    (
      (await t.http.get(`/api/contributor/${characterId}/pageForVote`)).body.data as {
        rank: number;
        countSupport: number;
        user: { profile: { nickname: string } };
      }[]
    ).map((r) => [r.rank, r.user.profile.nickname, r.countSupport]);
  const refresh = () => t.ctx.jobs.runScheduled(['contributor.refresh']);

  it('shows nothing before the first refresh', async () => {
    await cast(0, 1);
    await cast(1, 3);
    await cast(2, 2);
    expect(await ranking()).toEqual([]);
  });

  it('is due daily at 03:00 UTC+08:00 (19:00 UTC), once per day', () => {
    const cron = dailyAtBusinessTime(CONTRIBUTOR_REFRESH_HOUR);
    expect(cron).toBe('0 19 * * *');
    const next = CronExpressionParser.parse(cron, { tz: 'UTC', currentDate: new Date('2025-07-01T18:59:00Z') });
    expect(next.next().toISOString()).toBe('2025-07-01T19:00:00.000Z');
    expect(next.next().toISOString()).toBe('2025-07-02T19:00:00.000Z');
  });

  it('ranks voters by votes when it runs', async () => {
    t.clock.set('2025-07-01T19:00:00Z');
    expect(await refresh()).toEqual(['contributor.refresh']);
    expect(await ranking()).toEqual([
      [1, 'Ben', 3],
      [2, 'Cid', 2],
      [3, 'Ann', 1],
    ]);
  });

  it('keeps the snapshot until the next day', async () => {
    await cast(0, 3);
    expect((await ranking())[0]).toEqual([1, 'Ben', 3]);
    t.clock.set('2025-07-02T19:00:00Z');
    expect(await refresh()).toEqual(['contributor.refresh']);
    expect(await ranking()).toEqual([
      [1, 'Ann', 4],
      [2, 'Ben', 3],
      [3, 'Cid', 2],
    ]);
  });

  it('pages the ranking and shows crowdfunding support in dollars', async () => {
    const page2 = await t.http.get(`/api/contributor/${characterId}/pageForVote?page=2&pageSize=2`);
    expect(page2.body.data.map((r: { rank: number }) => r.rank)).toEqual([3]);
    await t.ctx.db
      .insert(contributorSnapshots)
      .values({ characterId, phase: 'crowdfunding', userId: voters[2]!.id, rank: 1, countSupport: 12_550, refreshedAt: t.clock.now() });
    const funding = await t.http.get(`/api/contributor/${characterId}/pageForCrowdfunding`);
    expect(funding.body.data).toEqual([
      expect.objectContaining({
        id: voters[2]!.id,
        rank: 1,
        countSupport: 125.5,
        user: { id: voters[2]!.id, profile: { nickname: 'Cid', avatar: null } },
      }),
    ]);
    // The daily refresh rebuilds only phases whose domain reports contributors.
    t.clock.set('2025-07-03T19:00:00Z');
    await refresh();
    const kept = await t.ctx.db
      .select()
      .from(contributorSnapshots)
      .where(and(eq(contributorSnapshots.characterId, characterId), eq(contributorSnapshots.phase, 'crowdfunding')));
    expect(kept).toHaveLength(1);
  });
});

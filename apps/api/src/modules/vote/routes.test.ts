import { businessDay, refusalText } from '@pedestal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { messages } from '../message/schema';
import { characters, characterViews } from '../character/schema';
import { walletLedger } from '../wallet/schema';
import { getBalances } from '../wallet/service';
import { voteRecords, votes } from './schema';

const NO_VOTES_LEFT_MESSAGE = refusalText('vote-limit-reached');

describe('voting', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2025-07-01T02:00:00Z');
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());

  const vote = (id: string, token?: string, targetCount = 1) => t.http.post(`/api/vote/${id}`, { targetCount }, token);
  const recordedVotes = async (characterId: string) => {
    const [row] = await t.ctx.db
      .select({ n: sql<number>`coalesce(sum(${voteRecords.count}), 0)::int` })
      .from(voteRecords)
      .where(eq(voteRecords.characterId, characterId));
    return Number(row!.n);
  };

  it('counts exactly 3 of 50 parallel votes from a user holding 3 tickets', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id);
    const voter = await makeUser(t.ctx);
    const results = await Promise.all(Array.from({ length: 50 }, () => vote(id, voter.token)));

    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(47);
    expect(refused.every((r) => r.status === 400 && r.body.detail === NO_VOTES_LEFT_MESSAGE)).toBe(true);

    const [state] = await t.ctx.db.select().from(votes).where(eq(votes.characterId, id));
    expect(state!.countCurrent).toBe(3);
    expect(await recordedVotes(id)).toBe(3);
    const balances = await getBalances(t.ctx.db, voter.id);
    expect(balances.voteTickets).toBe(0);
    const [ledger] = await t.ctx.db
      .select({ sum: sql<number>`sum(${walletLedger.delta})::int` })
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, voter.id), eq(walletLedger.currency, 'vote_ticket')));
    expect(Number(ledger!.sum)).toBe(0);
  });

  it('tops tickets up to 3 on the next business day (UTC+08:00)', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id);
    const voter = await makeUser(t.ctx);
    expect((await vote(id, voter.token, 3)).body.data).toMatchObject({ countCast: 3, voteToken: 0 });
    expect((await vote(id, voter.token)).body.detail).toBe(NO_VOTES_LEFT_MESSAGE);
    t.clock.advance(15 * 3_600_000); // 17:00Z is 01:00 the next day at UTC+08:00
    expect((await vote(id, voter.token, 2)).body.data).toMatchObject({ countCast: 2, voteToken: 1 });
    const short = await vote(id, voter.token, 2);
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('You have only 1 vote left today.');
  });

  it('ends the vote at its target, pays the top voters and tells everyone', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { name: 'Target Girl', vote: { countTarget: 5 } });
    const first = await makeUser(t.ctx, { nickname: 'First' });
    const second = await makeUser(t.ctx, { nickname: 'Second' });
    const late = await makeUser(t.ctx);
    expect((await vote(id, first.token, 3)).status).toBe(200);
    const capped = await vote(id, second.token, 3);
    expect(capped.body.data).toMatchObject({
      countCast: 2,
      voteToken: 1,
      vote: { status: 'ended', countCurrent: 5, countTarget: 5, progress: 100 },
    });

    const refused = await vote(id, late.token);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Target Girl has reached its vote target; copyright talks with the creator are under way');
    expect(await recordedVotes(id)).toBe(5);

    expect((await getBalances(t.ctx.db, first.id)).diamonds).toBe(50);
    expect((await getBalances(t.ctx.db, second.id)).diamonds).toBe(40);
    const show = await t.http.get(`/api/vote/show/${id}`);
    expect(show.body.data).toMatchObject({
      phase: 'vote-negotiation',
      displayStatus: 'Voting Ended',
      vote: { status: 'ended', negotiation: 'in_progress' },
    });
    expect(show.body.data.journey.map((j: { stage: string }) => j.stage)).toEqual(['submitted', 'approved', 'voting', 'negotiation']);

    const ranking = await t.http.get(`/api/contributor/${id}/pageForVote`);
    expect(
      ranking.body.data.map((r: { rank: number; countSupport: number; user: { profile: { nickname: string } } }) => [
        r.rank,
        r.user.profile.nickname,
        r.countSupport,
      ]),
    ).toEqual([
      [1, 'First', 3],
      [2, 'Second', 2],
    ]);

    const inbox = await t.ctx.db.select().from(messages).where(eq(messages.userId, owner.id));
    expect(inbox.map((m) => m.kind)).toContain('vote_target_reached');
    const firstInbox = await t.http.get('/api/message/pageForMine', first.token);
    expect(firstInbox.body.data[0]).toMatchObject({ kind: 'vote_reward', title: 'You earned 50 diamonds', isRead: false });
  });

  it('never passes the target when many voters race for the last votes', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { vote: { countTarget: 10 } });
    const voters = await Promise.all(Array.from({ length: 8 }, () => makeUser(t.ctx)));
    const results = await Promise.all(voters.map((v) => vote(id, v.token, 3)));
    const cast = results.filter((r) => r.status === 200).reduce((n, r) => n + r.body.data.countCast, 0);
    expect(cast).toBe(10);
    const [state] = await t.ctx.db.select().from(votes).where(eq(votes.characterId, id));
    expect(state).toMatchObject({ countCurrent: 10, status: 'ended' });
    expect(await recordedVotes(id)).toBe(10);
    const rewards = await t.ctx.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.reason, 'vote_reward'), eq(walletLedger.referenceId, id)));
    expect(rewards.length).toBe(new Set(rewards.map((r) => r.userId)).size);
    expect(rewards.map((r) => r.delta).sort((a, b) => b - a)).toEqual([50, 40, 30, 20].slice(0, rewards.length));
  });

  it('counts every racing cast of voters already granted today exactly once (the one-statement cast)', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { vote: { countTarget: 1000 } });
    const voters = await Promise.all(Array.from({ length: 10 }, () => makeUser(t.ctx)));
    for (const v of voters) expect((await vote(id, v.token)).status).toBe(200); // the day's grant
    const results = await Promise.all(voters.flatMap((v) => [vote(id, v.token), vote(id, v.token), vote(id, v.token)]));
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.detail === NO_VOTES_LEFT_MESSAGE)).toBe(true);
    const [state] = await t.ctx.db.select().from(votes).where(eq(votes.characterId, id));
    expect(state!.countCurrent).toBe(30);
    expect(await recordedVotes(id)).toBe(30);
    for (const v of voters) {
      expect((await getBalances(t.ctx.db, v.id)).voteTickets).toBe(0);
      const [ledger] = await t.ctx.db
        .select({ sum: sql<number>`sum(${walletLedger.delta})::int` })
        .from(walletLedger)
        .where(and(eq(walletLedger.userId, v.id), eq(walletLedger.currency, 'vote_ticket')));
      expect(Number(ledger!.sum)).toBe(0);
    }
  });

  it('a double-tapped Vote with one idempotency key is one cast, on the first cast of the day and on the one-statement cast (issue 41)', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { vote: { countTarget: 1000 } });
    const voter = await makeUser(t.ctx);
    const tap = (key: string, targetCount = 1) =>
      t.http.request('POST', `/api/vote/${id}`, { body: { targetCount }, token: voter.token, headers: { 'idempotency-key': key } });
    // The first cast of a business day (the transaction), then one already granted (the one statement).
    for (const [key, left] of [
      [`vote-tap-a-${voter.id}`, 2],
      [`vote-tap-b-${voter.id}`, 1],
    ] as const) {
      const taps = await Promise.all(Array.from({ length: 4 }, () => tap(key)));
      expect(taps.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      for (const r of taps) expect(r.body.data).toMatchObject({ countCast: 1, voteToken: left });
      expect((await getBalances(t.ctx.db, voter.id)).voteTickets).toBe(left);
    }
    expect(await recordedVotes(id)).toBe(2);
    const [state] = await t.ctx.db.select().from(votes).where(eq(votes.characterId, id));
    expect(state!.countCurrent).toBe(2);
    // A replay answers the first cast; the same key for another count is refused; a new key votes again.
    expect((await tap(`vote-tap-b-${voter.id}`)).body.data).toMatchObject({ countCast: 1, voteToken: 1 });
    expect((await tap(`vote-tap-b-${voter.id}`, 2)).status).toBe(422);
    expect((await tap(`vote-tap-c-${voter.id}`)).body.data).toMatchObject({ countCast: 1, voteToken: 0 });
    expect(await recordedVotes(id)).toBe(3);
  });

  it('ends the vote exactly at its target when granted voters race past it', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { vote: { countTarget: 14 } });
    const voters = await Promise.all(Array.from({ length: 8 }, () => makeUser(t.ctx)));
    for (const v of voters) expect((await vote(id, v.token)).status).toBe(200);
    const results = await Promise.all(voters.map((v) => vote(id, v.token, 2)));
    const cast = results.filter((r) => r.status === 200).reduce((n, r) => n + r.body.data.countCast, 0);
    expect(cast).toBe(6);
    const [state] = await t.ctx.db.select().from(votes).where(eq(votes.characterId, id));
    expect(state).toMatchObject({ countCurrent: 14, status: 'ended' });
    expect(await recordedVotes(id)).toBe(14);
  });

  it('refuses votes on closed votes and on characters that are not public', async () => {
    const voter = await makeUser(t.ctx);
    const { id } = await stageCharacter(t.ctx, owner.id, {
      name: 'Closed One',
      vote: { status: 'ended', countCurrent: 10, countTarget: 1000 },
    });
    const closed = await vote(id, voter.token);
    expect(closed.status).toBe(400);
    expect(closed.body.detail).toBe('Voting for Closed One is closed');

    const pending = (
      await t.http.post(
        '/api/character',
        {
          name: 'Hidden',
          gender: 'male',
          description: 'A character still waiting for review.',
          creatorName: 'X',
          creatorWebsite: 'https://x.test',
          genre: 'Anime',
          note: 'n',
          agreement: true,
        },
        owner.token,
      )
    ).body.data.id;
    expect((await vote(pending, voter.token)).status).toBe(404);
    expect((await vote(pending)).status).toBe(401);
  });

  it('answers bad vote input with 400, never 500', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id);
    const voter = await makeUser(t.ctx);
    for (const body of [{}, { targetCount: 0 }, { targetCount: 1.5 }, { targetCount: '2' }, { targetCount: 1, targetId: 'bad id' }, []]) {
      const res = await t.http.post(`/api/vote/${id}`, body, voter.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const mismatch = await t.http.post(`/api/vote/${id}`, { targetCount: 1, targetId: owner.id }, voter.token);
    expect(mismatch.body.detail).toBe('targetId does not match the character voted for');
  });

  it('answers intact at every size around the compression threshold, for visitors, viewers and owners', async () => {
    // A detail of exactly 1 KB once came back as an empty gzip body: the handler answered before the
    // compression hook's stream had sent anything. Walk the size across the threshold one byte at a time.
    const { id } = await stageCharacter(t.ctx, owner.id);
    const viewer = await makeUser(t.ctx);
    const base = 'Lantern keeper. ';
    const seen = new Set<number>();
    for (let extra = 0; extra < 160; extra++) {
      await t.ctx.db
        .update(characters)
        .set({ description: base + 'x'.repeat(extra) })
        .where(eq(characters.id, id));
      // A visitor's vote page is the shared detail of the last second (an edit shows within it): drop it as a change would.
      t.ctx.sharedReads.invalidate();
      for (const token of [undefined, viewer.token, owner.token]) {
        for (const encoding of extra % 3 ? ['gzip'] : ['br', 'identity']) {
          const res = await fetch(`${t.baseUrl}/api/vote/show/${id}`, {
            headers: { 'accept-encoding': encoding, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          const text = await res.text();
          expect(res.status).toBe(200);
          expect(JSON.parse(text).data.description, `${encoding}, ${text.length} bytes`).toBe(base + 'x'.repeat(extra));
          seen.add(Buffer.byteLength(text));
        }
      }
    }
    // The walk crossed the threshold (1 KB) exactly.
    expect(seen.has(1024), `sizes ${Math.min(...seen)}–${Math.max(...seen)}`).toBe(true);
  });

  it('counts one view per viewer per business day', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id);
    const viewer = await makeUser(t.ctx);
    const views = async (token?: string) => (await t.http.get(`/api/vote/show/${id}`, token)).body.data.countView;
    expect(await views(viewer.token)).toBe(1);
    expect(await views(viewer.token)).toBe(1);
    expect(await views()).toBe(2);
    expect(await views()).toBe(2);
    expect(await views(owner.token)).toBe(3);
    t.clock.advance(24 * 3_600_000);
    expect(await views(viewer.token)).toBe(4);
    expect((await t.http.get(`/api/character/${id}`)).body.data.countView).toBe(4);

    // The daily sweep drops earlier days' view keys; today's still deduplicate.
    await t.ctx.jobs.runScheduled();
    const days = await t.ctx.db.selectDistinct({ day: characterViews.day }).from(characterViews).where(eq(characterViews.characterId, id));
    expect(days).toEqual([{ day: businessDay(t.clock.now()) }]);
    expect(await views(viewer.token)).toBe(4);
  });
});

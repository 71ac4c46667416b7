import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, makeAdmin, makeUser, openSale } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { messages } from '../message/schema';
import { emailOutbox } from '../notification/schema';
import { hashSeed } from '@pedestal/contract/rules/draw';
import { figurineOrders, saleSpecs } from '../shop/schema';
import { voteRecords, votes } from '../vote/schema';
import { drawOrder, allocate } from './draw';

/** Issue 25 item 3: lottery drops. */
describe('lottery drops', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());

  const HOUR = 3_600_000;
  const stockOf = async (specId: string) => (await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.stock;

  /** A spec with `stock`, a lottery of `units` open for an hour from now. */
  async function lotteryOf(units: number, opts: { stock?: number; maxPerApplication?: number; supporterWeight?: number } = {}) {
    const { characterId, specId } = await openSale(t, owner.id, { stock: opts.stock ?? units });
    const now = t.clock.now().getTime();
    const res = await t.http.post(
      '/api/admin/lottery',
      {
        specId,
        units,
        maxPerApplication: opts.maxPerApplication ?? 1,
        supporterWeight: opts.supporterWeight ?? 1,
        applyStartAt: new Date(now - 1000).toISOString(),
        applyEndAt: new Date(now + HOUR).toISOString(),
      },
      admin.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { characterId, specId, lotteryId: res.body.data.id as string, seedHash: res.body.data.seedHash as string };
  }
  const apply = (lotteryId: string, token: string, quantity = 1) => t.http.post(`/api/lottery/${lotteryId}/apply`, { quantity }, token);
  const draw = async (lotteryId: string) => {
    t.clock.advance(HOUR + 1000);
    const res = await t.http.post(`/api/admin/lottery/${lotteryId}/draw`, undefined, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  it('holds its units off the shelf and takes one application per account, even in parallel', async () => {
    const { specId, lotteryId } = await lotteryOf(3, { stock: 5, maxPerApplication: 2 });
    expect(await stockOf(specId)).toBe(2);
    const fan = await makeUser(t.ctx);
    const results = await Promise.all(Array.from({ length: 20 }, () => apply(lotteryId, fan.token, 2)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.type))).toEqual(
      new Set(['/api/problems/lottery-already-applied']),
    );
    // Many accounts at once, each tapping three times: one application each.
    const crowd = await Promise.all(Array.from({ length: 10 }, () => makeUser(t.ctx)));
    const taps = await Promise.all(crowd.flatMap((c) => [apply(lotteryId, c.token), apply(lotteryId, c.token), apply(lotteryId, c.token)]));
    expect(taps.filter((r) => r.status === 200)).toHaveLength(10);
    const tooMany = await apply(lotteryId, (await makeUser(t.ctx)).token, 3);
    expect([tooMany.status, tooMany.body.type, tooMany.body.params]).toEqual([400, '/api/problems/lottery-quantity-too-large', { max: 2 }]);
    const show = await t.http.get(`/api/lottery/${lotteryId}`, fan.token);
    expect(show.body.data).toMatchObject({ applications: 11, status: 'open', seed: null, mine: { quantity: 2, status: 'applied' } });
    // Nobody applies after the window; nobody but an operator draws.
    const stranger = await makeUser(t.ctx);
    expect((await t.http.post(`/api/admin/lottery/${lotteryId}/draw`, undefined, stranger.token)).status).toBe(403);
    t.clock.advance(HOUR + 1000);
    expect((await apply(lotteryId, stranger.token)).body.type).toBe('/api/problems/lottery-not-open');
  });

  it('offers the console the specs a lottery can be set up on, by character and title: on sale, with stock, none in a lottery', async () => {
    const free = await openSale(t, owner.id, { stock: 5 });
    const { specId: taken } = await lotteryOf(1);
    const empty = await openSale(t, owner.id, { stock: 0 });
    const res = await t.http.get('/api/admin/lottery/available-specs', admin.token);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((s: { id: string }) => s.id);
    expect(ids).toContain(free.specId);
    expect(ids).not.toContain(taken);
    expect(ids).not.toContain(empty.specId);
    expect(res.body.data.find((s: { id: string }) => s.id === free.specId)).toMatchObject({
      characterId: free.characterId,
      characterName: expect.stringMatching(/\S/),
      title: expect.any(String),
      stock: 5,
    });
    expect((await t.http.get('/api/admin/lottery/available-specs', owner.token)).status).toBe(403);
  });

  it('draws reproducibly from the revealed seed (the committed hash), supporters weighted', async () => {
    const { characterId, lotteryId, seedHash } = await lotteryOf(2, { supporterWeight: 3 });
    const fans = await Promise.all(Array.from({ length: 8 }, () => makeUser(t.ctx)));
    const [vote] = await t.ctx.db.select().from(votes).where(eq(votes.characterId, characterId));
    await t.ctx.db.insert(voteRecords).values({ voteId: vote!.id, characterId, userId: fans[0]!.id, count: 1 });
    for (const fan of fans) expect((await apply(lotteryId, fan.token)).status).toBe(200);
    await draw(lotteryId);

    const recordRes = await t.http.get(`/api/lottery/${lotteryId}/draw`);
    expect(recordRes.status, JSON.stringify(recordRes.body)).toBe(200);
    const record = recordRes.body.data;
    expect(record.lottery.seed).toBeTruthy();
    expect(hashSeed(record.lottery.seed)).toBe(seedHash);
    expect(record.entries.find((e: { userId: string }) => e.userId === fans[0]!.id).weight).toBe(3);
    // Anyone recomputes the drawn order and the winners from the published seed and applications.
    const recomputed = drawOrder(record.lottery.seed, record.entries as { userId: string; weight: number; quantity: number }[]);
    expect(recomputed.map((e) => e.userId)).toEqual(record.entries.map((e: { userId: string }) => e.userId));
    const { allocated } = allocate(recomputed, 2);
    expect(record.entries.map((e: { allocated: number }) => e.allocated)).toEqual(allocated);
    expect(record.entries.filter((e: { status: string }) => e.status === 'won')).toHaveLength(2);
    // The console's record names each account; the public one carries no name (issue 41).
    expect(record.entries[0]).not.toHaveProperty('username');
    const consoleRecord = (await t.http.get(`/api/admin/lottery/${lotteryId}`, admin.token)).body.data;
    expect(consoleRecord.entries.map((e: { username: string }) => e.username).sort()).toEqual(fans.map((f) => f.username).sort());
    // A second draw is refused.
    expect((await t.http.post(`/api/admin/lottery/${lotteryId}/draw`, undefined, admin.token)).body.type).toBe(
      '/api/problems/lottery-not-drawable',
    );
    // Every applicant heard the result: in-app and by email.
    const kinds = await t.ctx.db.select({ kind: messages.kind, userId: messages.userId }).from(messages);
    const winners = record.entries.filter((e: { status: string }) => e.status === 'won').map((e: { userId: string }) => e.userId);
    for (const fan of fans) {
      const expected = winners.includes(fan.id) ? 'lottery_won' : 'lottery_not_drawn';
      expect(kinds.some((m) => m.userId === fan.id && m.kind === expected)).toBe(true);
      const mails = await t.ctx.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, fan.id), eq(emailOutbox.kind, expected)));
      expect(mails).toHaveLength(1);
    }
  });

  it('a winner buys within the window; one who does not passes the units to the next drawn; the last go back on the shelf', async () => {
    const { specId, lotteryId } = await lotteryOf(1);
    const fans = await Promise.all(Array.from({ length: 3 }, () => makeUser(t.ctx)));
    for (const fan of fans) {
      await addAddress(t, fan.id);
      expect((await apply(lotteryId, fan.token)).status).toBe(200);
    }
    await draw(lotteryId);
    const mine = async (token: string) => (await t.http.get(`/api/lottery/${lotteryId}`, token)).body.data.mine;
    const statuses = await Promise.all(fans.map((f) => mine(f.token)));
    const order = fans.map((f, i) => ({ f, a: statuses[i] })).sort((x, y) => x.a.rank - y.a.rank);
    expect(order.map((o) => o.a.status)).toEqual(['won', 'waiting', 'waiting']);
    // Someone waiting cannot buy; Buy Now of the spec finds nothing on the shelf.
    expect((await t.http.post(`/api/lottery/application/${order[1]!.a.id}/buy`, undefined, order[1]!.f.token)).body.type).toBe(
      '/api/problems/lottery-not-won',
    );
    expect(await stockOf(specId)).toBe(0);
    // Another account cannot touch the winner's application.
    expect((await t.http.post(`/api/lottery/application/${order[0]!.a.id}/buy`, undefined, order[1]!.f.token)).status).toBe(404);

    // The first drawn lets the window pass: the job hands the unit to the second.
    t.clock.advance(48 * HOUR + 1000);
    expect((await t.http.post(`/api/lottery/application/${order[0]!.a.id}/buy`, undefined, order[0]!.f.token)).body.type).toBe(
      '/api/problems/lottery-window-closed',
    );
    await t.ctx.jobs.runScheduled();
    expect((await mine(order[0]!.f.token)).status).toBe('lapsed');
    expect((await mine(order[1]!.f.token)).status).toBe('won');
    const lapsedMessage = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, order[0]!.f.id), eq(messages.kind, 'lottery_lapsed')));
    expect(lapsedMessage).toHaveLength(1);

    // The second buys in time: an unpaid order of the held unit, at the spec's price.
    const bought = await t.http.post(`/api/lottery/application/${order[1]!.a.id}/buy`, undefined, order[1]!.f.token);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const [placed] = await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, bought.body.data.characterSaleOrderId));
    expect(placed).toMatchObject({ userId: order[1]!.f.id, status: 'unpaid' });
    expect(await stockOf(specId)).toBe(0);
    expect((await mine(order[1]!.f.token)).status).toBe('purchased');
    // Buying twice is refused.
    expect((await t.http.post(`/api/lottery/application/${order[1]!.a.id}/buy`, undefined, order[1]!.f.token)).body.type).toBe(
      '/api/problems/lottery-not-won',
    );
  });

  it('gives units back to the shelf when nobody is left to draw', async () => {
    const { specId, lotteryId } = await lotteryOf(3);
    const fan = await makeUser(t.ctx);
    expect((await apply(lotteryId, fan.token)).status).toBe(200);
    await draw(lotteryId);
    // Two units nobody applied for are back on sale at once.
    expect(await stockOf(specId)).toBe(2);
    t.clock.advance(49 * HOUR);
    await t.ctx.jobs.runScheduled();
    expect(await stockOf(specId)).toBe(3);
  });
});

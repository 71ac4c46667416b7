import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, giveDiamonds, makeAdmin, makeRaffle, makeUser, openSale, setRafflePlayer } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { getBalances } from '../wallet/service';
import { raffleEntries, raffleMonthlySpend } from './schema';

/** Issue 29 #4, decision 039: a free way in, adults only for paid entries, a spending limit, regions. */
describe('a lawful raffle', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeUser(t.ctx);
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());
  const enter = (specId: string, token: string) => t.http.post(`/api/raffle/consume/${specId}`, undefined, token);
  const enterFree = (specId: string, token: string) => t.http.post(`/api/raffle/free-entry/${specId}`, undefined, token);

  it('gives every account one free entry per raffle, with the same draw and no diamonds', async () => {
    const user = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 5 });
    const raffle = await makeRaffle(t, [specId], { winRateBp: 10_000 });
    const shown = await t.http.get(`/api/raffle/show/${specId}`, user.token);
    expect(shown.body.data).toMatchObject({ freeEntryAvailable: true, availableDiamonds: 0, costMoney: 320 });
    expect((await t.http.get(`/api/raffle/show/${specId}`)).body.data.freeEntryAvailable).toBeNull();
    // No date of birth, no diamonds: the free entry is still open, and with every entry winning it wins.
    const free = await enterFree(specId, user.token);
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    const [entry] = await t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.id, free.body.data.raffleEntryRecordId));
    expect(entry).toMatchObject({ raffleId: raffle.id, userId: user.id, free: true, costDiamond: 0, isWin: true, drawNumber: 1 });
    const again = await enterFree(specId, user.token);
    expect(again.status).toBe(400);
    expect(again.body.type).toBe('/api/problems/raffle-free-entry-used');
    expect((await t.http.get(`/api/raffle/show/${specId}`, user.token)).body.data.freeEntryAvailable).toBe(false);
    expect((await getBalances(t.ctx.db, user.id)).diamonds).toBe(0);
    expect((await enterFree(specId, '')).status).toBe(401);
  });

  it('takes one free entry when many are asked at once', async () => {
    const user = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 50 });
    await makeRaffle(t, [specId], { winRateBp: 0 });
    const results = await Promise.all(Array.from({ length: 10 }, () => enterFree(specId, user.token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(9);
    expect(await t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.userId, user.id))).toHaveLength(1);
  }, 60_000);

  it('refuses paid entries without a date of birth and under 18, and keeps the date once given', async () => {
    const user = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 5 });
    await makeRaffle(t, [specId], { winRateBp: 0 });
    await giveDiamonds(t, user.id, 1000, { adult: false });
    const unknown = await enter(specId, user.token);
    expect(unknown.body.type).toBe('/api/problems/raffle-birth-date-required');
    expect((await t.http.put('/api/raffle/player', { birthDate: '2031-01-01' }, user.token)).status).toBe(400);
    expect((await t.http.put('/api/raffle/player', { birthDate: '2010-02-30' }, user.token)).status).toBe(400);
    // Seventeen today (the test clock's business day), by one day.
    const today = new Date(t.clock.now().getTime() + 8 * 3_600_000);
    const birth = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate() + 1)).toISOString().slice(0, 10);
    const set = await t.http.put('/api/raffle/player', { birthDate: birth }, user.token);
    expect(set.body.data).toMatchObject({ birthDate: birth, adult: false, monthlyDiamondLimit: null, spentThisMonth: 0 });
    const minor = await enter(specId, user.token);
    expect(minor.status).toBe(403);
    expect(minor.body.type).toBe('/api/problems/raffle-under-18');
    // A minor cannot retry with another date; the free entry stays open.
    const changed = await t.http.put('/api/raffle/player', { birthDate: '1990-01-01' }, user.token);
    expect(changed.status).toBe(400);
    expect(changed.body.errors[0]).toMatchObject({ path: 'birthDate', type: '/api/problems/birth-date-set' });
    expect((await enterFree(specId, user.token)).status).toBe(200);
    expect((await getBalances(t.ctx.db, user.id)).diamonds).toBe(1000);
    expect(await t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.userId, user.id))).toHaveLength(1);

    const adult = await makeUser(t.ctx);
    await giveDiamonds(t, adult.id, 160, { adult: false });
    expect((await t.http.put('/api/raffle/player', { birthDate: '2000-01-01' }, adult.token)).body.data.adult).toBe(true);
    expect((await enter(specId, adult.token)).status).toBe(200);
  });

  it('stops paid entries at the monthly diamond limit, even many at once', async () => {
    const user = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 1000 });
    await makeRaffle(t, [specId], { winRateBp: 0 });
    await giveDiamonds(t, user.id, 160 * 20);
    expect((await t.http.put('/api/raffle/player', { monthlyDiamondLimit: -1 }, user.token)).status).toBe(400);
    const limited = await t.http.put('/api/raffle/player', { monthlyDiamondLimit: 160 * 3 }, user.token);
    expect(limited.body.data).toMatchObject({ monthlyDiamondLimit: 480, spentThisMonth: 0, adult: true });
    const results = await Promise.all(Array.from({ length: 12 }, () => enter(specId, user.token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 400 && r.body.type === '/api/problems/raffle-monthly-limit-reached')).toBe(true);
    expect(refused[0]!.body.detail).toBe('This entry would pass your monthly diamond limit of 480');
    expect((await getBalances(t.ctx.db, user.id)).diamonds).toBe(160 * 17);
    const [spent] = await t.ctx.db.select().from(raffleMonthlySpend).where(eq(raffleMonthlySpend.userId, user.id));
    expect(spent!.diamonds).toBe(480);
    expect((await t.http.get('/api/raffle/player', user.token)).body.data.spentThisMonth).toBe(480);
    // The free entry is not spending; a raised limit lets paid entries in again.
    expect((await enterFree(specId, user.token)).status).toBe(200);
    await t.http.put('/api/raffle/player', { monthlyDiamondLimit: null }, user.token);
    expect((await enter(specId, user.token)).status).toBe(200);
    // A limit below one entry refuses it outright.
    await setRafflePlayer(t, user.id, { monthlyDiamondLimit: 100 });
    expect((await enter(specId, user.token)).body.type).toBe('/api/problems/raffle-monthly-limit-reached');
  }, 60_000);

  it('is switched off in the regions the operator lists, by the default address country', async () => {
    const user = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 5 });
    await makeRaffle(t, [specId], { winRateBp: 0 });
    await giveDiamonds(t, user.id, 320);
    const closed = await t.http.put('/api/admin/system/setting', { raffleClosedRegions: ['cn'] }, admin.token);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.raffleClosedRegions).toEqual(['CN']);
    expect((await t.http.put('/api/admin/system/setting', { raffleClosedRegions: ['China'] }, admin.token)).status).toBe(400);
    // No address: the region is unknown.
    expect((await enter(specId, user.token)).body.type).toBe('/api/problems/raffle-region-unknown');
    await addAddress(t, user.id); // in China
    const refused = await enter(specId, user.token);
    expect(refused.status).toBe(403);
    expect(refused.body.type).toBe('/api/problems/raffle-closed-in-region');
    expect((await enterFree(specId, user.token)).body.type).toBe('/api/problems/raffle-closed-in-region');
    await t.http.put('/api/admin/system/setting', { raffleClosedRegions: ['US'] }, admin.token);
    expect((await enter(specId, user.token)).status).toBe(200);
    await t.http.put('/api/admin/system/setting', { raffleClosedRegions: [] }, admin.token);
    expect(
      await t.ctx.db
        .select()
        .from(raffleEntries)
        .where(and(eq(raffleEntries.userId, user.id), eq(raffleEntries.free, false))),
    ).toHaveLength(1);
  });
});

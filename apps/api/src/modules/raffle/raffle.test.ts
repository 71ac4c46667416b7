import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, giveDiamonds, makeRaffle, makeUser, openSale } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { figurineOrders } from '../shop/schema';
import { getBalances } from '../wallet/service';
import { decide, rollFor } from '@pedestal/contract/rules/draw';
import { raffleEntries, raffles } from './schema';

describe('raffle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('shows the raffle of a spec, to visitors and users, and on the figurine detail', async () => {
    const user = await makeUser(t.ctx);
    const { characterId, specId } = await openSale(t, user.id, { stock: 5 });
    const raffle = await makeRaffle(t, [specId]);
    const visitor = await t.http.get(`/api/raffle/show/${specId}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({
      raffle: { id: raffle.id, costDiamond: 160, winRate: 0.06, guaranteeCount: 80, status: 'active', seedHash: raffle.seedHash },
      spec: { id: specId, stock: 5 },
      character: { id: characterId },
      guaranteeCountForUser: 0,
      availableDiamonds: null,
    });
    expect(JSON.stringify(visitor.body)).not.toContain(raffle.seed);
    await giveDiamonds(t, user.id, 500);
    expect((await t.http.get(`/api/raffle/show/${specId}`, user.token)).body.data.availableDiamonds).toBe(500);
    const figurine = await t.http.get(`/api/figurine/show/${characterId}`);
    expect(figurine.body.data.specs[0].raffle).toEqual({ id: raffle.id, costDiamond: 160 });
  });

  it('draws, debits diamonds, records the entry and lets anyone verify it once the seed is revealed', async () => {
    const user = await makeUser(t.ctx);
    const { specId } = await openSale(t, user.id, { stock: 5 });
    const raffle = await makeRaffle(t, [specId], { winRateBp: 0 });
    await giveDiamonds(t, user.id, 160 * 3);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.http.post(`/api/raffle/consume/${specId}`, undefined, user.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.data.raffleEntryRecordId);
    }
    expect((await getBalances(t.ctx.db, user.id)).diamonds).toBe(0);
    const broke = await t.http.post(`/api/raffle/consume/${specId}`, undefined, user.token);
    expect(broke.status).toBe(400);
    expect(broke.body.detail).toBe('Not enough diamonds');
    expect((await t.http.get(`/api/raffle/show/${specId}`, user.token)).body.data.guaranteeCountForUser).toBe(3);

    const list = await t.http.get('/api/raffle/pageForMine', user.token);
    expect(list.body.data.map((e: { drawNumber: number }) => e.drawNumber)).toEqual([3, 2, 1]);
    const record = await t.http.get(`/api/raffle/entry-record/${ids[0]}`, user.token);
    expect(record.body.data).toMatchObject({
      id: ids[0],
      isWin: false,
      isDistribute: false,
      targetType: 'figurine_spec_id',
      targetId: specId,
      userAddressId: null,
      drawNumber: 1,
    });

    const hidden = await t.http.get(`/api/raffle/verify/${ids[0]}`);
    expect(hidden.body.data).toMatchObject({ seedHash: raffle.seedHash, seed: null, recomputed: null });
    await t.ctx.db.update(raffles).set({ status: 'ended', seedRevealed: true }).where(eq(raffles.id, raffle.id));
    for (const id of ids) {
      const v = await t.http.get(`/api/raffle/verify/${id}`);
      expect(v.body.data.seed).toBe(raffle.seed);
      expect(v.body.data.recomputed.matches).toBe(true);
    }
    // Anyone can recompute every stored outcome from the revealed seed.
    const rows = await t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.raffleId, raffle.id));
    for (const e of rows) {
      const roll = rollFor(raffle.seed, e.userId, e.drawNumber);
      expect(roll).toBe(e.roll);
      expect(decide(raffle, e.pityBefore, roll).isWin).toBe(e.isWin);
    }
  });

  it('ships a win once, as a zero-price raffle order with the address snapshot', async () => {
    const user = await makeUser(t.ctx);
    const { specId } = await openSale(t, user.id, { stock: 2 });
    await makeRaffle(t, [specId], { winRateBp: 10_000 });
    await giveDiamonds(t, user.id, 160);
    const addressId = await addAddress(t, user.id);
    const id = (await t.http.post(`/api/raffle/consume/${specId}`, undefined, user.token)).body.data.raffleEntryRecordId;
    expect((await t.http.get(`/api/raffle-entry-record/show/${id}`, user.token)).body.data).toMatchObject({
      isWin: true,
      isDistribute: false,
    });
    const put = await t.http.put(`/api/raffle-entry-record/${id}`, { userAddressId: addressId }, user.token);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await t.http.put(`/api/raffle-entry-record/${id}`, { userAddressId: addressId }, user.token)).status).toBe(400);
    const [entry] = await t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.id, id));
    expect(entry).toMatchObject({ isDistribute: true, userAddressId: addressId });
    const [order] = await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, entry!.orderId!));
    expect(order).toMatchObject({ kind: 'raffle', status: 'undelivered', totalCents: 0, addressId });
    expect(order!.address).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('guards access: visitors 401, other users 404, bad ids 400, no stock 400, losses cannot be shipped', async () => {
    const owner = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 1 });
    await makeRaffle(t, [specId], { winRateBp: 0 });
    await giveDiamonds(t, owner.id, 160);
    expect((await t.http.post(`/api/raffle/consume/${specId}`)).status).toBe(401);
    expect((await t.http.get('/api/raffle/pageForMine')).status).toBe(401);
    const id = (await t.http.post(`/api/raffle/consume/${specId}`, undefined, owner.token)).body.data.raffleEntryRecordId;
    expect((await t.http.get(`/api/raffle/entry-record/${id}`)).status).toBe(401);
    expect((await t.http.get(`/api/raffle/entry-record/${id}`, other.token)).status).toBe(404);
    expect((await t.http.get(`/api/raffle-entry-record/show/${id}`, other.token)).status).toBe(404);
    expect((await t.http.put(`/api/raffle-entry-record/${id}`, { userAddressId: await addAddress(t, other.id) }, other.token)).status).toBe(
      404,
    );
    expect((await t.http.put(`/api/raffle-entry-record/${id}`, { userAddressId: await addAddress(t, owner.id) }, owner.token)).status).toBe(
      400,
    );
    expect((await t.http.get('/api/raffle/entry-record/not-an-id!', owner.token)).status).toBe(400);
    expect((await t.http.get('/api/raffle/show/not-an-id!')).status).toBe(400);
    const { specId: plain } = await openSale(t, owner.id);
    expect((await t.http.get(`/api/raffle/show/${plain}`)).status).toBe(404);

    const { specId: empty } = await openSale(t, owner.id, { stock: 0 });
    await makeRaffle(t, [empty]);
    await giveDiamonds(t, owner.id, 160);
    const out = await t.http.post(`/api/raffle/consume/${empty}`, undefined, owner.token);
    expect(out.status).toBe(400);
    expect(out.body.detail).toBe('This figurine is out of stock');
    expect((await getBalances(t.ctx.db, owner.id)).diamonds).toBe(160);
  });
});

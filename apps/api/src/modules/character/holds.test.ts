import { ADMIN_ROLES, adminCan } from '@pedestal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openCampaign, openSale, payOrder, supportAndPay } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { crowdfundingSupports } from '../crowdfunding/schema';
import { payments } from '../payment/schema';
import { characterCollects, characters } from './schema';

/**
 * Decision 063: nothing that holds money is deleted. A character with paid supports or orders is
 * refused to every role (409 with the reason), its supports, payments and the money report stay;
 * deleting is `characters.delete` (the owner's). A foreign key or unique violation is a 409, never a 500.
 */
describe('a held character is not deleted', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp({
      // A write that a foreign key refuses, as a route would meet it.
      routes: (app) =>
        app.post('/api/test/collect-nothing', async () => {
          await app.ctx.db.insert(characterCollects).values({ characterId: 'no-such-character', userId: 'no-such-user' });
          return { data: true };
        }),
    });
    owner = await makeAdmin(t.ctx, 'owner');
  });
  afterAll(() => t?.close());

  it('refuses a funded character to every role; supports, payments and the money report are untouched', async () => {
    const campaign = await openCampaign(t, owner.token, (await makeUser(t.ctx)).id);
    const fan = await makeUser(t.ctx);
    const paid = await supportAndPay(t, fan.token, campaign.id, campaign.specs[100]!);
    expect(paid.status).toBe('succeeded');
    const money = async () => (await t.http.get('/api/admin/payment/money', owner.token)).body;
    const before = {
      money: await money(),
      supports: await t.ctx.db.select().from(crowdfundingSupports),
      pays: await t.ctx.db.select().from(payments),
    };
    expect(before.supports.some((s) => s.id === paid.supportId && s.paidAt)).toBe(true);

    for (const role of ADMIN_ROLES) {
      const admin = role === 'owner' ? owner : await makeAdmin(t.ctx, role);
      const res = await t.http.delete(`/api/admin/character/${campaign.id}`, admin.token);
      if (adminCan(role, 'characters.delete')) {
        expect(res.status, role).toBe(409);
        expect(res.body, role).toMatchObject({ type: '/api/problems/character-held-by-supports', status: 409 });
        expect(res.body.detail).toMatch(/paid supports/);
      } else {
        expect(res.status, role).toBe(403);
      }
    }
    // characters.review alone does not delete (the operator holds it, not characters.delete).
    expect(adminCan('operator', 'characters.review') && !adminCan('operator', 'characters.delete')).toBe(true);

    expect(await t.ctx.db.select().from(characters).where(eq(characters.id, campaign.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(crowdfundingSupports)).toEqual(before.supports);
    expect(await t.ctx.db.select().from(payments)).toEqual(before.pays);
    expect(await money()).toEqual(before.money);
  });

  it('refuses a character with orders with 409, not a foreign key 500', async () => {
    const sale = await openSale(t, (await makeUser(t.ctx)).id);
    const buyer = await makeUser(t.ctx);
    await addAddress(t, buyer.id);
    const orderId = await buy(t, buyer.token, sale.specId);
    expect(await payOrder(t, buyer.token, orderId)).toBe('succeeded');
    const res = await t.http.delete(`/api/admin/character/${sale.characterId}`, owner.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ type: '/api/problems/character-held-by-orders' });
    expect(await t.ctx.db.select().from(characters).where(eq(characters.id, sale.characterId))).toHaveLength(1);
  });

  it('still deletes a character nothing holds (the owner)', async () => {
    const sale = await openSale(t, (await makeUser(t.ctx)).id);
    expect((await t.http.delete(`/api/admin/character/${sale.characterId}`, owner.token)).status).toBe(200);
    expect(await t.ctx.db.select().from(characters).where(eq(characters.id, sale.characterId))).toHaveLength(0);
  });

  it('answers a foreign key violation with a 409 Problem', async () => {
    const res = await t.http.post('/api/test/collect-nothing', {});
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ type: '/api/problems/still-referenced', status: 409 });
  });

  it('refuses a pre-sale price above the sale price, in the form and on the server', async () => {
    const sale = await openSale(t, (await makeUser(t.ctx)).id);
    const body = { characterId: sale.characterId, title: 'Deluxe', price: 50, preSalePrice: 60, stock: 5 };
    const created = await t.http.post('/api/admin/sale-spec', body, owner.token);
    expect(created.status).toBe(400);
    expect(created.body.errors).toContainEqual(
      expect.objectContaining({ path: 'preSalePrice', type: '/api/problems/pre-sale-price-above-sale' }),
    );
    // An edit of one price: the contract cannot see the other, the server does (the spec's is $50, its pre-sale $40).
    const raised = await t.http.put(`/api/admin/sale-spec/${sale.specId}`, { preSalePrice: 60 }, owner.token);
    expect(raised.status).toBe(400);
    expect(raised.body.type).toBe('/api/problems/pre-sale-price-above-sale');
    const lowered = await t.http.put(`/api/admin/sale-spec/${sale.specId}`, { price: 30 }, owner.token);
    expect(lowered.status).toBe(400);
    expect((await t.http.put(`/api/admin/sale-spec/${sale.specId}`, { price: 50, preSalePrice: 50 }, owner.token)).status).toBe(200);
  });

  it('refuses a tracking number another order uses, then ships it when confirmed as the same parcel', async () => {
    const sale = await openSale(t, (await makeUser(t.ctx)).id);
    const buyer = await makeUser(t.ctx);
    await addAddress(t, buyer.id);
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await buy(t, buyer.token, sale.specId);
      expect(await payOrder(t, buyer.token, id)).toBe('succeeded');
      orderIds.push(id);
    }
    const [a, b, c] = orderIds as [string, string, string];
    const ship = (id: string, body: Record<string, unknown>) => t.http.post(`/api/admin/order/figurine/${id}/ship`, body, owner.token);
    expect((await ship(a, { trackingNo: 'SF-PARCEL-1', carrier: 'ups' })).status).toBe(200);
    const refused = await ship(b, { trackingNo: 'SF-PARCEL-1', carrier: 'ups' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: '/api/problems/tracking-no-shared', params: { trackingNo: 'SF-PARCEL-1' } });
    // Bulk: the same number for two orders of the request, or one shipped before, is refused row by row.
    const bulk = (confirm?: boolean) =>
      t.http.post(
        '/api/admin/order/figurine/shipments',
        {
          carrier: 'ups',
          shipments: [
            { orderId: b, trackingNo: 'SF-PARCEL-2' },
            { orderId: c, trackingNo: 'SF-PARCEL-2' },
          ],
          ...(confirm ? { confirmSharedTracking: true } : {}),
        },
        owner.token,
      );
    const first = await bulk();
    expect(first.status).toBe(200);
    expect(first.body.data.rows.map((r: { outcome: string; reason: string | null }) => r.reason ?? r.outcome)).toEqual([
      'ship',
      'tracking-no-shared',
    ]);
    const confirmed = await bulk(true);
    expect(confirmed.body.data.counts).toMatchObject({ ship: 1, unchanged: 1, error: 0 });
    expect(confirmed.body.data.rows.map((r: { outcome: string }) => r.outcome)).toEqual(['unchanged', 'ship']);
  });
});

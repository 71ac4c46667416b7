import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser, stageCharacter } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { salePrices } from './schema';

const DAY = 86_400_000;

/** Issue 29 #5, decision 039: every price kept, a discount shown against the lowest price before it. */
describe('honest prices', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());

  it('records every price change of a sale and its specs, and the console lists them', async () => {
    const { id } = await stageCharacter(t.ctx, owner.id, { crowdfunding: 'success_pending' });
    expect((await t.http.get(`/api/admin/character/start-pre-sale/${id}?salePrice=120&preSalePrice=100`, admin.token)).status).toBe(200);
    const spec = (
      await t.http.post('/api/admin/sale-spec', { characterId: id, title: 'Deluxe', price: 150, preSalePrice: 130, stock: 20 }, admin.token)
    ).body.data;
    t.clock.advance(DAY);
    await t.http.put(`/api/admin/sale-spec/${spec.id}`, { stock: 30 }, admin.token); // no price change: no row
    await t.http.put(`/api/admin/sale-spec/${spec.id}`, { price: 170 }, admin.token);
    t.clock.advance(DAY);
    await t.http.put(`/api/admin/sale-spec/${spec.id}`, { preSalePrice: 125 }, admin.token);
    const history = await t.http.get(`/api/admin/sale-spec/${spec.id}/prices`, admin.token);
    expect(history.status).toBe(200);
    expect(history.body.data.map((p: { price: number; preSalePrice: number | null }) => [p.price, p.preSalePrice])).toEqual([
      [150, 130],
      [170, 130],
      [170, 125],
    ]);
    expect(history.body.data[0].changedBy).toBe(admin.id);

    // The list price raise is not followed (150 stays), and the pre-sale price of 130 charged until
    // today is the lowest before 125: the discount is shown against 130.
    const show = (await t.http.get(`/api/figurine/show/${id}`)).body.data;
    expect(show.specs[0]).toMatchObject({ price: 170, preSalePrice: 125, referencePrice: 130 });
    expect(show.sale).toMatchObject({ salePrice: 120, preSalePrice: 100, referencePrice: 120, referenceDays: 30 });

    // The sale's own prices are kept too; its history reads by the sale's id.
    await t.http.put(`/api/admin/sale/${id}`, { salePrice: 140, preSalePrice: 110 }, admin.token);
    const saleRows = await t.ctx.db.select().from(salePrices).where(eq(salePrices.subject, 'sale'));
    const mine = saleRows.filter((r) => r.changedBy === admin.id);
    expect(mine.map((r) => [r.priceCents, r.preSalePriceCents])).toEqual(
      expect.arrayContaining([
        [12_000, 10_000],
        [14_000, 11_000],
      ]),
    );
    const after = (await t.http.get(`/api/figurine/show/${id}`)).body.data.sale;
    // Raised list (140) and pre-sale (110) prices: the reference stays 120 and the lower 100 charged
    // two days ago also counts; 110 is no discount against 100, so none is claimed.
    expect(after).toMatchObject({ salePrice: 140, preSalePrice: 110, referencePrice: 100 });

    expect((await t.http.get('/api/admin/sale-spec/nope/prices', admin.token)).status).toBe(404);
    expect((await t.http.get(`/api/admin/sale-spec/${spec.id}/prices`, owner.token)).status).toBe(403);
  });

  it('looks back 7 days when the store says so', async () => {
    let admin = await makeAdmin(t.ctx); // a fresh session: the clock moves on
    const { id } = await stageCharacter(t.ctx, owner.id, { crowdfunding: 'success_pending' });
    const spec = (await t.http.post('/api/admin/sale-spec', { characterId: id, title: 'Plain', price: 80, stock: 5 }, admin.token)).body
      .data;
    t.clock.advance(2 * DAY);
    await t.http.put(`/api/admin/sale-spec/${spec.id}`, { price: 100, preSalePrice: 90 }, admin.token);
    t.clock.advance(10 * DAY);
    admin = await makeAdmin(t.ctx);
    expect((await t.http.get(`/api/admin/character/start-pre-sale/${id}?salePrice=100&preSalePrice=90`, admin.token)).status).toBe(200);
    // 80 was the price 12 days before the pre-sale began: within 30 days, outside 7.
    expect((await t.http.get(`/api/figurine/show/${id}`)).body.data.specs[0].referencePrice).toBe(80);
    expect((await t.http.put('/api/admin/system/setting', { priceReferenceDays: 14 }, admin.token)).status).toBe(400);
    expect((await t.http.put('/api/admin/system/setting', { priceReferenceDays: 7 }, admin.token)).status).toBe(200);
    const show = (await t.http.get(`/api/figurine/show/${id}`)).body.data;
    expect(show.specs[0].referencePrice).toBe(100);
    expect(show.sale.referenceDays).toBe(7);
    await t.http.put('/api/admin/system/setting', { priceReferenceDays: 30 }, admin.token);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, makeAdmin, makeUser, openSale } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { figurineOrderItems, figurineOrders, saleSpecs } from './schema';

describe('a limit per customer on a spec', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeUser(t.ctx);
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());

  /** A spec on sale limited to `limit` per account, set as an operator sets it. */
  async function limitedSpec(limit: number, stock = 100) {
    const { characterId, specId } = await openSale(t, owner.id, { stock });
    const res = await t.http.put(`/api/admin/sale-spec/${specId}`, { limitPerAccount: limit }, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.limitPerAccount).toBe(limit);
    return { characterId, specId };
  }
  const heldBy = async (userId: string, specId: string) => {
    const rows = await t.ctx.db
      .select({ quantity: figurineOrderItems.quantity })
      .from(figurineOrderItems)
      .innerJoin(figurineOrders, eq(figurineOrders.id, figurineOrderItems.orderId))
      .where(and(eq(figurineOrders.userId, userId), eq(figurineOrderItems.specId, specId)));
    return rows.reduce((n, r) => n + r.quantity, 0);
  };

  it('is shown with the spec and refuses an order past it, across orders', async () => {
    const { characterId, specId } = await limitedSpec(2);
    const show = await t.http.get(`/api/figurine/show/${characterId}`);
    expect(show.body.data.specs[0]).toMatchObject({ id: specId, limitPerAccount: 2 });
    const fan = await makeUser(t.ctx);
    const tooMany = await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 3 }], fan.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      type: '/api/problems/purchase-limit-reached',
      detail: 'Limit 2 per customer: you already have 0',
    });
    await buy(t, fan.token, specId, 1);
    await buy(t, fan.token, specId, 1);
    const third = await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], fan.token);
    expect(third.body.detail).toBe('Limit 2 per customer: you already have 2');
    // Another shopper has a limit of their own.
    await buy(t, (await makeUser(t.ctx)).token, specId, 2);
  });

  it('never lets 50 parallel purchases by one account pass the limit', async () => {
    const { specId } = await limitedSpec(2, 500);
    const fan = await makeUser(t.ctx);
    const results = await Promise.all(
      // Each tries again after a 429's Retry-After, as the web app does.
      Array.from({ length: 50 }, () => t.http.postRetrying('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], fan.token)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    // The others are refused by the limit, or turned away by the drop gate to try again (decision 041).
    const refusedBy = new Set(results.filter((r) => r.status !== 200).map((r) => r.body.type));
    refusedBy.delete('/api/problems/drop-busy');
    expect([...refusedBy]).toEqual(['/api/problems/purchase-limit-reached']);
    expect(await heldBy(fan.id, specId)).toBe(2);
    const [spec] = await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId));
    expect(spec!.stock).toBe(498);
  }, 60_000);

  it('counts the cart against the limit, and frees the units of a cancelled order', async () => {
    const { specId } = await limitedSpec(3);
    const fan = await makeUser(t.ctx);
    const orderId = await buy(t, fan.token, specId, 2);
    const cart = (n: number) => t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: n }, fan.token);
    expect((await cart(1)).status).toBe(200);
    const over = await cart(1);
    expect(over.status).toBe(400);
    expect(over.body.detail).toBe('Limit 3 per customer: you already have 2');
    expect((await t.http.post(`/api/character-sale-order/${orderId}/cancel`, {}, fan.token)).status).toBe(200);
    expect((await cart(1)).status).toBe(200);
    const lines = (await t.http.get('/api/user-shopping-cart/list', fan.token)).body.data;
    expect(lines).toEqual([expect.objectContaining({ targetCount: 2, spec: expect.objectContaining({ limitPerAccount: 3 }) })]);
  });

  it('refuses a limit that is not a whole number from 1 to 99, and clears it with null', async () => {
    const { specId } = await limitedSpec(5);
    for (const bad of [0, 100, 1.5, 'two']) {
      const res = await t.http.put(`/api/admin/sale-spec/${specId}`, { limitPerAccount: bad }, admin.token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual(
        expect.objectContaining({ path: 'limitPerAccount', type: '/api/problems/limit-per-account-invalid' }),
      );
    }
    const cleared = await t.http.put(`/api/admin/sale-spec/${specId}`, { limitPerAccount: null }, admin.token);
    expect(cleared.body.data.limitPerAccount).toBeNull();
  });
});

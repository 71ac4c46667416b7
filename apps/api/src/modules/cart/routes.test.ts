import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTotal, unitPrice, type CartItem } from '@pedestal/contract';
import { makeUser, openSale } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { saleSpecs } from '../shop/schema';

describe('shopping cart', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());
  const list = async (token: string) =>
    (await t.http.get('/api/user-shopping-cart/list', token)).body.data as Array<{ id: string; targetCount: number; spec: { id: string } }>;

  it('adds, raises, sets and removes items within the stock', async () => {
    const fan = await makeUser(t.ctx);
    const { characterId, specId } = await openSale(t, owner.id, { stock: 5 });
    expect((await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 2 }, fan.token)).status).toBe(200);
    expect((await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 2 }, fan.token)).status).toBe(200);
    const items = await list(fan.token);
    expect(items).toEqual([
      {
        id: expect.any(String),
        targetCount: 4,
        spec: {
          id: specId,
          price: 50,
          preSalePrice: 40,
          stock: 5,
          limitPerAccount: null,
          image: null,
          title: 'Standard 1/7',
          releaseMonth: null,
          sale: { images: [], preSaleEndAt: expect.any(String), character: { id: characterId, name: expect.any(String) } },
        },
      },
    ]);
    const over = await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 2 }, fan.token);
    expect(over.status).toBe(400);
    expect(over.body.detail).toBe('Only 5 left in stock');
    expect((await list(fan.token))[0]!.targetCount).toBe(4);
    expect((await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 1, mode: 'set' }, fan.token)).status).toBe(200);
    expect((await list(fan.token))[0]!.targetCount).toBe(1);
    expect((await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 0, mode: 'set' }, fan.token)).status).toBe(400);
    expect((await t.http.delete(`/api/user-shopping-cart/${items[0]!.id}`, fan.token)).status).toBe(200);
    expect(await list(fan.token)).toEqual([]);
  });

  it('tells each line the month it releases, as its page does: the ship month wins (issue 41 #8)', async () => {
    const fan = await makeUser(t.ctx);
    const [a, b, c] = [await openSale(t, owner.id), await openSale(t, owner.id), await openSale(t, owner.id)];
    await t.ctx.db
      .update(saleSpecs)
      .set({ details: { releaseMonth: '2099-10' } })
      .where(eq(saleSpecs.id, a.specId));
    await t.ctx.db
      .update(saleSpecs)
      .set({ details: { releaseMonth: '2099-10' }, shipMonth: '2099-12' })
      .where(eq(saleSpecs.id, b.specId));
    for (const { specId } of [a, b, c]) await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 1 }, fan.token);
    const items = (await t.http.get('/api/user-shopping-cart/list', fan.token)).body.data as CartItem[];
    const month = (specId: string) => items.find((i) => i.spec.id === specId)!.spec.releaseMonth;
    expect([month(a.specId), month(b.specId), month(c.specId)]).toEqual(['2099-10', '2099-12', null]);
  });

  it('shows exactly what checkout charges, pre-sale prices included', async () => {
    const fan = await makeUser(t.ctx);
    const preSale = await openSale(t, owner.id, { stock: 10, saleInDays: 5 });
    const onSale = await openSale(t, owner.id, { stock: 10, saleInDays: -1 });
    await t.http.put('/api/user-shopping-cart', { targetId: preSale.specId, targetCount: 2 }, fan.token);
    await t.http.put('/api/user-shopping-cart', { targetId: onSale.specId, targetCount: 1 }, fan.token);
    const items = (await t.http.get('/api/user-shopping-cart/list', fan.token)).body.data as CartItem[];
    // What the cart page computes, with the contract's rule and the cart payload alone.
    const now = t.clock.now().getTime();
    const cartTotal = lineTotal(items.map((i) => ({ price: unitPrice(i.spec, i.spec.sale, now), quantity: i.targetCount })));
    expect(cartTotal).toBe(2 * 40 + 50);
    const res = await t.http.post('/api/user-shopping-cart/checkout', { cartItemIds: items.map((i) => i.id) }, fan.token);
    const order = (await t.http.get(`/api/character-sale-order/show/${res.body.data.characterSaleOrderId}`, fan.token)).body.data;
    expect(order.subtotal).toBe(cartTotal);
  });

  it('checks chosen items out into one order that leaves the rest in the cart', async () => {
    const fan = await makeUser(t.ctx);
    const a = await openSale(t, owner.id, { stock: 10 });
    const b = await openSale(t, owner.id, { stock: 10 });
    const c = await openSale(t, owner.id, { stock: 10 });
    for (const [specId, n] of [
      [a.specId, 2],
      [b.specId, 3],
      [c.specId, 1],
    ] as const)
      await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: n }, fan.token);
    const items = await list(fan.token);
    const chosen = items.filter((i) => i.spec.id !== c.specId).map((i) => i.id);
    const res = await t.http.post('/api/user-shopping-cart/checkout', { cartItemIds: chosen }, fan.token);
    expect(res.status).toBe(200);
    const order = (await t.http.get(`/api/character-sale-order/show/${res.body.data.characterSaleOrderId}`, fan.token)).body.data;
    expect(order).toMatchObject({ status: 'unpaid', subtotal: 250 });
    expect(order.items.map((i: { quantity: number }) => i.quantity).sort()).toEqual([2, 3]);
    expect((await list(fan.token)).map((i) => i.spec.id)).toEqual([c.specId]);
    const [spec] = await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, b.specId));
    expect(spec!.stock).toBe(7);
    expect((await t.http.post('/api/user-shopping-cart/checkout', { cartItemIds: [] }, fan.token)).body.errors).toContainEqual(
      expect.objectContaining({
        path: 'cartItemIds',
        message: 'Please select items to checkout',
      }),
    );
  });

  it('keeps the cart when checkout runs out of stock', async () => {
    const fan = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 3 });
    await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 3 }, fan.token);
    await t.ctx.db.update(saleSpecs).set({ stock: 2 }).where(eq(saleSpecs.id, specId));
    const [item] = await list(fan.token);
    const res = await t.http.post('/api/user-shopping-cart/checkout', { cartItemIds: [item!.id] }, fan.token);
    expect(res.status).toBe(400);
    expect(await list(fan.token)).toHaveLength(1);
  });

  it("answers 404 for another user's cart item and 401 to visitors", async () => {
    const fan = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id);
    await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 1 }, fan.token);
    const [item] = await list(fan.token);
    expect((await t.http.delete(`/api/user-shopping-cart/${item!.id}`, other.token)).status).toBe(404);
    expect((await t.http.post('/api/user-shopping-cart/checkout', { cartItemIds: [item!.id] }, other.token)).status).toBe(404);
    expect(await list(other.token)).toEqual([]);
    expect(await list(fan.token)).toHaveLength(1);
    for (const [method, path, body] of [
      ['GET', '/api/user-shopping-cart/list'],
      ['PUT', '/api/user-shopping-cart', { targetId: specId, targetCount: 1 }],
      ['DELETE', `/api/user-shopping-cart/${item!.id}`],
      ['POST', '/api/user-shopping-cart/checkout', { cartItemIds: [item!.id] }],
    ] as const) {
      expect((await t.http.request(method, path, { body })).status, path).toBe(401);
    }
    expect((await t.http.put('/api/user-shopping-cart', { targetId: 'z'.repeat(24), targetCount: 1 }, fan.token)).status).toBe(404);
  });

  it('gives the lines of an unpaid order that expires back to the cart, with the stock they held', async () => {
    const fan = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 10 });
    const second = await openSale(t, owner.id, { stock: 10 });
    await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 3 }, fan.token);
    await t.http.put('/api/user-shopping-cart', { targetId: second.specId, targetCount: 2 }, fan.token);
    const ids = (await list(fan.token)).map((i) => i.id);
    expect((await t.http.post('/api/user-shopping-cart/checkout', { cartItemIds: ids }, fan.token)).status).toBe(200);
    expect(await list(fan.token)).toEqual([]);
    // Meanwhile the shopper puts one more of the first spec in the cart: the expired lines add to it.
    await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 1 }, fan.token);
    t.clock.advance(31 * 60_000);
    expect(await t.ctx.jobs.runScheduled()).toContain('shop.expire-orders');
    const back = await list(fan.token);
    expect(Object.fromEntries(back.map((i) => [i.spec.id, i.targetCount]))).toEqual({ [specId]: 4, [second.specId]: 2 });
    const stocks = await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId));
    expect(stocks[0]!.stock).toBe(10);
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/modules/payment/schema';
import { crowdfundingSupports } from '../src/modules/crowdfunding/schema';
import { figurineOrders, saleSpecs } from '../src/modules/shop/schema';
import { addAddress, makeAdmin, makeUser, openCampaign, openSale } from './factories';
import { startTestApp, type TestApp } from './harness';

/** Double taps and retried submits: one effect, the same answer. */
describe('idempotent commands', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());

  const withKey = (key: string) => ({ 'idempotency-key': key });
  const post = (path: string, body: unknown, token: string, key?: string) =>
    t.http.request('POST', path, { body, token, headers: key ? withKey(key) : {} });
  /** A tap the drop gate turned away (one order of a spec at a time) is tried again after Retry-After, as the web app does. */
  const tap = (path: string, body: unknown, token: string, key?: string) => t.http.postRetrying(path, body, token, key ? withKey(key) : {});
  const stock = async (specId: string) => (await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.stock;

  it('checks one cart out once when it is submitted four times at once, with or without a key', async () => {
    for (const key of [undefined, 'checkout-tap-0001']) {
      const fan = await makeUser(t.ctx);
      const { specId } = await openSale(t, owner.id, { stock: 10 });
      await t.http.put('/api/user-shopping-cart', { targetId: specId, targetCount: 3 }, fan.token);
      const [item] = (await t.http.get('/api/user-shopping-cart/list', fan.token)).body.data;
      const taps = await Promise.all(
        Array.from({ length: 4 }, () => tap('/api/user-shopping-cart/checkout', { cartItemIds: [item.id] }, fan.token, key)),
      );
      const ok = taps.filter((r) => r.status === 200);
      const orderIds = new Set(ok.map((r) => r.body.data.characterSaleOrderId));
      expect(orderIds.size).toBe(1);
      // Without a key the twins find the items gone; with one they answer the same order.
      expect(ok.length).toBe(key ? 4 : 1);
      if (!key) expect(taps.filter((r) => r.status === 404).length).toBe(3);
      expect(await stock(specId)).toBe(7);
      const orders = await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.userId, fan.id));
      expect(orders).toHaveLength(1);
    }
  });

  it('answers a retried Buy Now with the first order and reserves its stock once', async () => {
    const fan = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 10 });
    const items = [{ characterSaleSpecId: specId, quantity: 2 }];
    const results = await Promise.all(Array.from({ length: 5 }, () => tap('/api/figurine/buy', items, fan.token, 'buy-now-key-42')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.data.characterSaleOrderId)).size).toBe(1);
    expect(await stock(specId)).toBe(8);
    // A new key is a new purchase; a key reused for another request is refused.
    expect((await post('/api/figurine/buy', items, fan.token, 'buy-now-key-43')).status).toBe(200);
    const reused = await post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], fan.token, 'buy-now-key-42');
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toBe('This Idempotency-Key was already used for a different request');
    expect(await stock(specId)).toBe(6);
    // Keys belong to their user: another shopper's same key is their own request.
    const other = await makeUser(t.ctx);
    expect((await post('/api/figurine/buy', items, other.token, 'buy-now-key-42')).status).toBe(200);
    expect(await stock(specId)).toBe(4);
  });

  it('places one support and starts one payment for parallel submits with one key', async () => {
    const admin = await makeAdmin(t.ctx);
    const fan = await makeUser(t.ctx);
    const { id, specs } = await openCampaign(t, admin.token, owner.id);
    const supports = await Promise.all(
      Array.from({ length: 4 }, () =>
        post('/api/crowdfunding-support', { characterId: id, specId: specs[30] }, fan.token, 'support-key-0001'),
      ),
    );
    expect(new Set(supports.map((r) => r.body.data.supportId)).size).toBe(1);
    const rows = await t.ctx.db.select().from(crowdfundingSupports).where(eq(crowdfundingSupports.userId, fan.id));
    expect(rows).toHaveLength(1);
    const supportId = rows[0]!.id;
    const creates = await Promise.all(
      Array.from({ length: 4 }, () =>
        post('/api/pay/crowdfunding/create', { id: supportId, paymentMethod: 'stripe' }, fan.token, 'pay-key-00001'),
      ),
    );
    expect(creates.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(creates.map((r) => r.body.data.paymentId)).size).toBe(1);
    const attempts = await t.ctx.db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [supportId]));
    expect(attempts).toHaveLength(1);
  });

  it('refuses a malformed key with the error body and changes nothing', async () => {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, owner.id, { stock: 5 });
    const res = await post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], fan.token, 'short');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '40003', detail: 'Idempotency-Key must be 8 to 255 printable characters' });
    expect(await stock(specId)).toBe(5);
  });
});

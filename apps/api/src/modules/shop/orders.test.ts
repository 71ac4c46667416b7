import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openSale, payOrder, saveSettings } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { messages } from '../message/schema';
import { emailOutbox } from '../notification/schema';
import { sales, saleSpecs } from './schema';

describe('figurine orders', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await makeUser(t.ctx);
    await saveSettings(t.ctx, { shippingFee: 12.5 });
  });
  afterAll(() => t.close());
  const stockOf = async (specId: string) => (await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.stock;

  it('ignores client prices: totals are database prices × quantities plus shipping, in cents', async () => {
    const fan = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id);
    const res = await t.http.post(
      '/api/figurine/buy',
      [{ characterSaleSpecId: specId, quantity: 3, price: 0.01, characterSaleSpecTitle: 'free', characterName: 'x' }],
      fan.token,
    );
    expect(res.status).toBe(200);
    const order = (await t.http.get(`/api/character-sale-order/show/${res.body.data.characterSaleOrderId}`, fan.token)).body.data;
    expect(order).toMatchObject({ status: 'unpaid', kind: 'checkout', subtotal: 150, shippingFee: 12.5, totalPrice: 162.5, address: null });
    expect(order.items).toEqual([expect.objectContaining({ characterSaleSpecTitle: 'Standard 1/7', quantity: 3, price: 50 })]);
    expect(order.no).toMatch(/^FO\d{8}-[A-Z0-9]{6}$/);
    expect(await stockOf(specId)).toBe(97);
  });

  it('charges the shipping fee an admin just set (the kept settings are dropped on change)', async () => {
    const fan = await makeUser(t.ctx);
    const admin = await makeAdmin(t.ctx);
    const { specId } = await openSale(t, owner.id);
    const fee = async () => {
      const res = await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], fan.token);
      return (await t.http.get(`/api/character-sale-order/show/${res.body.data.characterSaleOrderId}`, fan.token)).body.data.shippingFee;
    };
    expect(await fee()).toBe(12.5);
    expect((await t.http.put('/api/admin/system/setting', { shippingFee: 7 }, admin.token)).status).toBe(200);
    expect(await fee()).toBe(7);
    await saveSettings(t.ctx, { shippingFee: 12.5 });
    expect(await fee()).toBe(12.5);
  });

  it('charges the pre-sale price while the pre-sale runs and counts the units once paid', async () => {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { characterId, specId } = await openSale(t, owner.id, { saleInDays: 3 });
    const orderId = await buy(t, fan.token, specId, 2);
    const order = (await t.http.get(`/api/character-sale-order/show/${orderId}`, fan.token)).body.data;
    expect(order).toMatchObject({ subtotal: 80, totalPrice: 92.5, address: { name: 'Ada Lovelace', city: 'Beijing' } });
    expect(await payOrder(t, fan.token, orderId)).toBe('succeeded');
    const [sale] = await t.ctx.db.select().from(sales).where(eq(sales.characterId, characterId));
    expect(sale).toMatchObject({ preSaleCount: 2, saleCount: 0 });
    const show = await t.http.get(`/api/figurine/show/${characterId}`);
    expect(show.body.data.sale).toMatchObject({ preSaleCount: 2, salePrice: 89.99, preSalePrice: 69.99 });
    expect(show.body.data.specs).toEqual([expect.objectContaining({ id: specId, price: 50, preSalePrice: 40, stock: 98, raffle: null })]);
  });

  it("tells a shopper whether they collected the figurine's character", async () => {
    const fan = await makeUser(t.ctx);
    const { characterId } = await openSale(t, owner.id);
    const collectState = async (token?: string) => (await t.http.get(`/api/figurine/show/${characterId}`, token)).body.data.character;
    expect(await collectState(fan.token)).toMatchObject({ countCollect: 0, isCollectedForCurrentUser: false });
    expect((await t.http.put(`/api/character/${characterId}/collect`, undefined, fan.token)).status).toBe(200);
    expect(await collectState(fan.token)).toMatchObject({ countCollect: 1, isCollectedForCurrentUser: true });
    expect(await collectState()).toMatchObject({ countCollect: 1, isCollectedForCurrentUser: false });
  });

  it('refuses more than the stock with a 400 and leaves the stock alone', async () => {
    const fan = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 2 });
    const res = await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 3 }], fan.token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Out of stock/);
    expect(await stockOf(specId)).toBe(2);
    expect((await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 0 }], fan.token)).status).toBe(400);
    expect((await t.http.post('/api/figurine/buy', [], fan.token)).status).toBe(400);
    expect((await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: 'z'.repeat(24), quantity: 1 }], fan.token)).status).toBe(404);
  });

  it('expires unpaid orders once: the job cancels them and returns their stock', async () => {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, owner.id, { stock: 10 });
    const orderId = await buy(t, fan.token, specId, 4);
    expect(await stockOf(specId)).toBe(6);
    t.clock.advance(31 * 60_000);
    const pay = await t.http.post('/api/pay/figurine/create', { id: orderId, paymentMethod: 'stripe' }, fan.token);
    expect(pay.status).toBe(400);
    expect(pay.body.detail).toBe('This order has expired; please place a new one');
    expect(await t.ctx.jobs.runScheduled()).toContain('shop.expire-orders');
    t.clock.advance(60_000);
    await t.ctx.jobs.runScheduled();
    expect((await t.http.get(`/api/character-sale-order/show/${orderId}`, fan.token)).body.data.status).toBe('cancelled');
    expect(await stockOf(specId)).toBe(10);
    const inbox = await t.ctx.db.select().from(messages).where(eq(messages.userId, fan.id));
    expect(inbox.map((m) => m.kind)).toEqual(['figurine_order_expired']);
  });

  it('tells a paid pre-order its release month, not "will ship soon" (issue 41 #4)', async () => {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, owner.id);
    await t.ctx.db
      .update(saleSpecs)
      .set({ details: { releaseMonth: '2099-10' } })
      .where(eq(saleSpecs.id, specId));
    const orderId = await buy(t, fan.token, specId);
    expect(await payOrder(t, fan.token, orderId)).toBe('succeeded');
    const order = (await t.http.get(`/api/character-sale-order/show/${orderId}`, fan.token)).body.data;
    expect(order).toMatchObject({ status: 'undelivered', shipMonth: '2099-10' });
    const [message] = (await t.http.get('/api/message/pageForMine', fan.token)).body.data;
    expect(message.body).toContain('releases in October 2099 and ships then');
    expect(message.body).not.toContain('ship soon');
    const [mail] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, fan.id));
    expect(mail!.kind).toBe('order_paid');
    expect((mail!.data as { order: { releaseMonth: string } }).order.releaseMonth).toBe('2099-10');
  });

  it('needs a shipping address before payment, set from the address book', async () => {
    const fan = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id);
    const orderId = await buy(t, fan.token, specId);
    const pay = await t.http.post('/api/pay/figurine/create', { id: orderId, paymentMethod: 'stripe' }, fan.token);
    expect(pay.status).toBe(400);
    expect(pay.body.detail).toBe('Please choose a shipping address');
    const addressId = await addAddress(t, fan.id);
    expect((await t.http.put(`/api/character-sale-order/${orderId}`, { userAddressId: addressId }, fan.token)).status).toBe(200);
    expect(await payOrder(t, fan.token, orderId)).toBe('succeeded');
    const order = (await t.http.get(`/api/character-sale-order/show/${orderId}`, fan.token)).body.data;
    expect(order).toMatchObject({ status: 'undelivered', address: { id: addressId } });
    expect(order.paidAt).not.toBeNull();
  });

  it('cancels an unpaid order and returns its stock, once', async () => {
    const fan = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 5 });
    const orderId = await buy(t, fan.token, specId, 5);
    expect(await stockOf(specId)).toBe(0);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/cancel`, {}, fan.token)).status).toBe(200);
    expect((await t.http.post(`/api/character-sale-order/${orderId}/cancel`, {}, fan.token)).status).toBe(400);
    expect(await stockOf(specId)).toBe(5);
  });

  it('lists own orders, newest first, with search by order number and status filter', async () => {
    const fan = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id);
    const first = await buy(t, fan.token, specId);
    t.clock.advance(1000);
    const second = await buy(t, fan.token, specId);
    await t.http.post(`/api/character-sale-order/${first}/cancel`, {}, fan.token);
    const list = await t.http.get('/api/order/figurine/list?page=1', fan.token);
    expect(list.body.data.map((o: { id: string }) => o.id)).toEqual([second, first]);
    const no = list.body.data[1].no as string;
    expect(
      (await t.http.get(`/api/order/figurine/list?searchKeyword=${no.slice(-6)}`, fan.token)).body.data.map((o: { id: string }) => o.id),
    ).toEqual([first]);
    expect((await t.http.get('/api/order/figurine/list?status=unpaid', fan.token)).body.data.map((o: { id: string }) => o.id)).toEqual([
      second,
    ]);
  });

  it("answers 404 for another user's order on every call, and 401 to visitors", async () => {
    const fan = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    const otherAddress = await addAddress(t, other.id);
    const { specId } = await openSale(t, owner.id);
    const orderId = await buy(t, fan.token, specId);
    for (const [method, path, body] of [
      ['GET', `/api/character-sale-order/show/${orderId}`],
      ['PUT', `/api/character-sale-order/${orderId}`, { userAddressId: otherAddress }],
      ['POST', `/api/character-sale-order/${orderId}/cancel`, {}],
      ['POST', `/api/character-sale-order/${orderId}/confirm-receipt`, {}],
      ['POST', `/api/character-sale-order/${orderId}/review`, { comment: 'nice' }],
      ['POST', '/api/pay/figurine/create', { id: orderId, paymentMethod: 'stripe' }],
    ] as const) {
      expect((await t.http.request(method, path, { body, token: other.token })).status, path).toBe(404);
      expect((await t.http.request(method, path, { body })).status, path).toBe(401);
    }
    expect((await t.http.get('/api/order/figurine/list', other.token)).body.data).toEqual([]);
    expect((await t.http.get('/api/order/figurine/list')).status).toBe(401);
    expect((await t.http.post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }])).status).toBe(401);
  });

  it('shows only active sales', async () => {
    const { characterId } = await openSale(t, owner.id);
    await t.ctx.db.update(sales).set({ status: 'inactive' }).where(eq(sales.characterId, characterId));
    expect((await t.http.get(`/api/figurine/show/${characterId}`)).status).toBe(404);
    expect((await t.http.get(`/api/figurine/show/${'z'.repeat(24)}`)).status).toBe(404);
  });
});

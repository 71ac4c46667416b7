import { newId } from '../../db/ids';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, makeAdmin, makeUser, openSale, payOrder } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { DEMO_SHIPPING, DEMO_TAXES } from '../../seed/shipping';
import { figurineOrders } from './schema';

/**
 * Decision 050: a paid order's address may change only to one charged the same shipping and tax
 * (else 400 `order-address-changes-charges`, nothing changed); and the VAT an EU shopper reads in
 * prices before the cart (GET /api/figurine/shopper-vat), from their default address.
 */
describe('order address and prices before the cart', () => {
  let t: TestApp;
  let specId: string;
  beforeAll(async () => {
    t = await startTestApp();
    const admin = await makeAdmin(t.ctx);
    const saved = await t.http.put('/api/admin/system/setting', { shipping: DEMO_SHIPPING, taxes: DEMO_TAXES }, admin.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    ({ specId } = await openSale(t, (await makeUser(t.ctx)).id, { stock: 100 }));
  });
  afterAll(() => t?.close());

  const places = {
    berlin: { country: 'Germany', province: 'Berlin', city: 'Berlin', zipCode: '10115', phone: '+493012345678' },
    munich: { country: 'Germany', province: 'Bayern', city: 'München', zipCode: '80331', phone: '+49891234567' },
    paris: { country: 'France', province: 'Île-de-France', city: 'Paris', zipCode: '75001', phone: '+33142345678' },
    california: { country: 'United States', province: 'California', city: 'San Francisco', zipCode: '94103', phone: '+14155550100' },
  } as const;
  const addressOf = async (token: string, place: (typeof places)[keyof typeof places], isDefault = false) => {
    const res = await t.http.post('/api/user-address', { name: 'Ann Collector', area: '1 Figure Street', isDefault, ...place }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.userAddressId as string;
  };
  const row = async (id: string) => (await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, id)))[0]!;

  it('a paid order moves to an address charged the same, and is refused, unchanged, for any other', async () => {
    const fan = await makeUser(t.ctx);
    const berlin = await addressOf(fan.token, places.berlin, true);
    const munich = await addressOf(fan.token, places.munich);
    const paris = await addressOf(fan.token, places.paris);
    const california = await addressOf(fan.token, places.california);
    const orderId = await buy(t, fan.token, specId, 2);
    expect(await payOrder(t, fan.token, orderId)).toBe('succeeded');
    const paid = await row(orderId);
    expect(paid).toMatchObject({ status: 'undelivered', addressId: berlin, taxCents: 1900 + 266 });

    // Munich: the same zone, shipping and VAT — the address follows, the charges stay.
    const move = await t.http.put(`/api/character-sale-order/${orderId}`, { userAddressId: munich }, fan.token);
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    const moved = await row(orderId);
    expect(moved.addressId).toBe(munich);
    expect(moved.address).toMatchObject({ city: 'München' });
    expect(moved).toMatchObject({ totalCents: paid.totalCents, taxCents: paid.taxCents, shippingFeeCents: paid.shippingFeeCents });

    // Paris (VAT 20%) and California (sales tax, other shipping): refused in words, nothing changed.
    for (const other of [paris, california]) {
      const res = await t.http.put(`/api/character-sale-order/${orderId}`, { userAddressId: other }, fan.token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        type: expect.stringMatching(/order-address-changes-charges$/),
        detail: 'This order is paid: an address with other shipping or tax cannot be chosen now',
      });
      expect(await row(orderId)).toEqual(moved);
    }
  });

  it('refuses bad input, and another shopper’s order or address is not found', async () => {
    const fan = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    const mine = await addressOf(fan.token, places.berlin, true);
    const theirs = await addressOf(other.token, places.munich, true);
    const orderId = await buy(t, fan.token, specId, 1);
    const theirOrder = await buy(t, other.token, specId, 1);
    const put = (id: string, body: unknown, token?: string) => t.http.put(`/api/character-sale-order/${id}`, body, token);

    for (const body of [{}, { userAddressId: 42 }, { userAddressId: '' }, null]) {
      const res = await put(orderId, body, fan.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: 400, type: expect.any(String), detail: expect.any(String) });
    }
    expect((await put(orderId, { userAddressId: mine })).status).toBe(401);
    const notMine = await put(theirOrder, { userAddressId: mine }, fan.token);
    expect(notMine.status).toBe(404);
    expect(notMine.body.type).toMatch(/order-not-found$/);
    expect((await put(newId(), { userAddressId: mine }, fan.token)).status).toBe(404);
    const theirAddress = await put(orderId, { userAddressId: theirs }, fan.token);
    expect(theirAddress.status).toBe(404);
    expect(theirAddress.body.type).toMatch(/address-not-found$/);
    // Nothing moved: their order keeps their address.
    expect((await row(theirOrder)).addressId).toBe(theirs);
    expect((await row(orderId)).addressId).toBe(mine);
  });

  it('tells an EU shopper the VAT of their default address; visitors and others read net prices', async () => {
    expect((await t.http.get('/api/figurine/shopper-vat')).body).toEqual({ data: null });
    const fan = await makeUser(t.ctx);
    expect((await t.http.get('/api/figurine/shopper-vat', fan.token)).body).toEqual({ data: null });
    await addressOf(fan.token, places.berlin, true);
    expect((await t.http.get('/api/figurine/shopper-vat', fan.token)).body).toEqual({ data: { country: 'DE', rate: 19, upTo: 160 } });
    await addressOf(fan.token, places.paris, true);
    expect((await t.http.get('/api/figurine/shopper-vat', fan.token)).body.data).toMatchObject({ country: 'FR', rate: 20 });
    await addressOf(fan.token, places.california, true);
    expect((await t.http.get('/api/figurine/shopper-vat', fan.token)).body).toEqual({ data: null });
  });
});

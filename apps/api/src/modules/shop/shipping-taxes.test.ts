import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, makeAdmin, makeUser, openSale, payOrder } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { DEMO_SHIPPING, DEMO_TAXES } from '../../seed/shipping';
import { figurineOrders, saleSpecs } from './schema';

/**
 * Issue 31: the demo store's zones, rates and taxes over real HTTP and PostgreSQL — the quote a
 * shopper reads before paying for each country, the order priced again for the address chosen,
 * the address form refusing a country the store does not ship to, and a refund of units giving
 * back their tax.
 */
describe('shipping and taxes', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let specId: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    const saved = await t.http.put('/api/admin/system/setting', { shipping: DEMO_SHIPPING, taxes: DEMO_TAXES }, admin.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    ({ specId } = await openSale(t, (await makeUser(t.ctx)).id, { stock: 100 }));
    await t.ctx.db.update(saleSpecs).set({ weightGrams: 900 }).where(eq(saleSpecs.id, specId));
  });
  afterAll(() => t?.close());

  const places = {
    CA: { country: 'United States', province: 'California', zipCode: '94103', phone: '+14155550100' },
    NY: { country: 'United States', province: 'NY', zipCode: '10001', phone: '+12125550100' },
    DE: { country: 'Germany', province: 'Berlin', zipCode: '10115', phone: '+493012345678' },
    FR: { country: 'France', province: 'Île-de-France', zipCode: '75001', phone: '+33142345678' },
    CN: { country: 'China', province: 'Shanghai', zipCode: '200000', phone: '13812345678' },
    JP: { country: 'Japan', province: 'Tokyo', zipCode: '1000001', phone: '+81312345678' },
  } as const;
  const addressOf = (token: string, place: (typeof places)[keyof typeof places], isDefault = false) =>
    t.http.post('/api/user-address', { name: 'Ann Collector', city: 'City', area: '1 Figure Street', isDefault, ...place }, token);

  it('quotes each country before paying, and the order charges what was quoted', async () => {
    const fan = await makeUser(t.ctx);
    const ids: Record<string, string> = {};
    for (const [key, place] of Object.entries(places)) {
      const res = await addressOf(fan.token, place);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids[key] = res.body.data.userAddressId;
    }
    const quoteFor = async (key: string, quantity = 1) =>
      (await t.http.post('/api/figurine/quote', { items: [{ characterSaleSpecId: specId, quantity }], userAddressId: ids[key] }, fan.token))
        .body.data;
    // $50 a unit, 900 g.
    expect(await quoteFor('CA')).toMatchObject({ served: true, subtotal: 50, shipping: 8, tax: 3.63, total: 61.63 });
    expect(await quoteFor('NY')).toMatchObject({
      shipping: 8,
      tax: 4.44 + 0.71,
      total: 63.15,
      taxDetail: { kind: 'sales-tax', rate: 8.88 },
    });
    expect(await quoteFor('DE')).toMatchObject({
      shipping: 14,
      tax: 9.5 + 2.66,
      total: 76.16,
      taxDetail: { kind: 'vat', rate: 19, inclusive: true, iossNumber: 'IM2760000001' },
      lines: [{ price: 50, tax: 9.5 }],
    });
    expect(await quoteFor('FR')).toMatchObject({ shipping: 14, tax: 10 + 2.8, total: 76.8 });
    // Four units are worth $200: above the IOSS limit, the carrier collects the VAT; 3.6 kg by weight.
    expect(await quoteFor('FR', 4)).toMatchObject({ shipping: 14 + 15, tax: 0, total: 229, taxDetail: { kind: 'import-vat-on-delivery' } });
    expect(await quoteFor('CN', 3)).toMatchObject({ shipping: 9, tax: 0, total: 159 });
    expect(await quoteFor('JP', 2)).toMatchObject({ shipping: 16, tax: 0, total: 116 });
    expect(await quoteFor('CA', 3)).toMatchObject({ shipping: 0, tax: 10.89, total: 160.89 });

    // The order placed with the default (China) address, then moved to New York before paying.
    await t.http.put(
      `/api/user-address/${ids.CN}`,
      { name: 'Ann Collector', city: 'City', area: '1 Figure Street', isDefault: true, ...places.CN },
      fan.token,
    );
    const orderId = await buy(t, fan.token, specId, 2);
    const show = async () => (await t.http.get(`/api/character-sale-order/show/${orderId}`, fan.token)).body.data;
    expect(await show()).toMatchObject({ subtotal: 100, shippingFee: 7, tax: 0, totalPrice: 107 });
    expect((await t.http.put(`/api/character-sale-order/${orderId}`, { userAddressId: ids.NY }, fan.token)).status).toBe(200);
    expect(await show()).toMatchObject({ subtotal: 100, shippingFee: 8, tax: 8.88 + 0.71, totalPrice: 117.59, items: [{ tax: 4.44 }] });
    const [row] = await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, orderId));
    expect(row!.totalCents).toBe(row!.subtotalCents + row!.shippingFeeCents + row!.taxCents);

    // Paid, then one unit refunded: its price and its tax come back.
    expect(await payOrder(t, fan.token, orderId)).toBe('succeeded');
    const order = await show();
    expect(order.status).toBe('undelivered');
    // A paid order cannot move to an address priced differently.
    expect((await t.http.put(`/api/character-sale-order/${orderId}`, { userAddressId: ids.CA }, fan.token)).body.type).toMatch(
      /order-address-changes-charges/,
    );
    const refund = await t.http.post(
      `/api/admin/order/figurine/${orderId}/refund`,
      { lines: [{ itemId: order.items[0].id, quantity: 1 }], reason: 'Broken box' },
      admin.token,
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    await t.ctx.jobs.drain();
    expect(await show()).toMatchObject({ refundedAmount: 54.44 });
  });

  it('the address form refuses a country the store does not ship to, saying which', async () => {
    const fan = await makeUser(t.ctx);
    const res = await addressOf(fan.token, { country: 'Russia', province: 'Moscow', zipCode: '101000', phone: '+74951234567' } as never);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ type: expect.stringMatching(/shipping-unserved-country$/), params: { country: 'Russia' } });
    expect(res.body.detail).toBe('Sorry, we do not ship to Russia: please choose an address in a country we ship to');
  });
});

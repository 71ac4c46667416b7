import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, CARD, makeUser, openSale } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { figurineOrderItems, figurineOrders, saleSpecs } from './schema';
import { payments } from '../payment/schema';

describe('figurine stock under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('sells exactly the stock to 200 parallel buyers, never oversold, then expiry gives it all back', async () => {
    const owner = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 50 });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => makeUser(t.ctx)));
    // Each tries again after a 429's Retry-After, as the web app does (the gate turns most away at first).
    const results = await Promise.all(
      buyers.map((b) => t.http.postRetrying('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], b.token)),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(50);
    // The others are told "out of stock", or turned away by the drop gate to try again (decision 041).
    const refused = results.filter((r) => r.status !== 200);
    expect(
      refused.every(
        (r) =>
          (r.status === 400 && /^Out of stock/.test(r.body.detail)) ||
          (r.status === 429 && r.body.type === '/api/problems/drop-busy' && /^[1-5]$/.test(r.headers.get('retry-after') ?? '')),
      ),
    ).toBe(true);

    const stock = async () => (await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.stock;
    const [sold] = await t.ctx.db
      .select({ units: sql<number>`coalesce(sum(${figurineOrderItems.quantity}), 0)::int` })
      .from(figurineOrderItems)
      .where(eq(figurineOrderItems.specId, specId));
    expect(sold!.units).toBe(50);
    expect(await stock()).toBe(0);

    t.clock.advance(31 * 60_000);
    await Promise.all([t.ctx.jobs.runScheduled(), t.ctx.jobs.runScheduled()]);
    expect(await stock()).toBe(50);
    const ids = results.filter((r) => r.status === 200).map((r) => r.body.data.characterSaleOrderId as string);
    const orders = await t.ctx.db.select().from(figurineOrders).where(inArray(figurineOrders.id, ids));
    expect(orders.every((o) => o.status === 'cancelled')).toBe(true);
  }, 120_000);
  it('lets a payment and the expiry job race for one order without both winning', async () => {
    const owner = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id, { stock: 30 });
    const fans = await Promise.all(Array.from({ length: 10 }, () => makeUser(t.ctx)));
    const placed = await Promise.all(
      fans.map(async (fan) => {
        await addAddress(t, fan.id);
        const orderId = await buy(t, fan.token, specId, 3);
        const created = await t.http.post('/api/pay/figurine/create', { id: orderId, paymentMethod: 'stripe' }, fan.token);
        return { orderId, clientSecret: created.body.data.clientSecret as string };
      }),
    );
    const expiring = (async () => {
      await new Promise((r) => setTimeout(r, 10));
      t.clock.advance(31 * 60_000);
      await t.ctx.jobs.runScheduled();
    })();
    await Promise.all([...placed.map((p) => t.http.post('/api/pay/sandbox/confirm', { clientSecret: p.clientSecret, ...CARD })), expiring]);
    await t.ctx.jobs.runScheduled();

    const orders = await t.ctx.db
      .select()
      .from(figurineOrders)
      .where(
        inArray(
          figurineOrders.id,
          placed.map((p) => p.orderId),
        ),
      );
    const paid = orders.filter((o) => o.status === 'undelivered');
    expect(paid.length + orders.filter((o) => o.status === 'cancelled').length).toBe(10);
    await t.ctx.jobs.drain();
    const [spec] = await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId));
    expect(spec!.stock).toBe(30 - 3 * paid.length);
    // A payment that lost the race is refunded, never left counted on a cancelled order.
    const succeeded = (
      await t.ctx.db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.orderId,
            placed.map((p) => p.orderId),
          ),
        )
    ).filter((p) => p.paidAt);
    for (const payment of succeeded) {
      const order = orders.find((o) => o.id === payment.orderId)!;
      if (order.status === 'cancelled') expect(payment.refundStatus).toBe('succeeded');
      else expect(order.paymentId).toBe(payment.id);
    }
  }, 120_000);
});

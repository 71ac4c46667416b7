import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { figurineOrderItems, figurineOrders, saleSpecs } from './schema';
import { openSale } from './test-support';

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
    const results = await Promise.all(buyers.map((b) => t.http.post('/api/figurine/buy', [{ characterSaleSpecId: specId, quantity: 1 }], b.token)));
    expect(results.filter((r) => r.status === 200).length).toBe(50);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 400 && /^Out of stock/.test(r.body.detail))).toBe(true);

    const stock = async () => (await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.stock;
    const [sold] = await t.ctx.db
      .select({ units: sql<number>`coalesce(sum(${figurineOrderItems.quantity}), 0)::int` })
      .from(figurineOrderItems)
      .where(eq(figurineOrderItems.specId, specId));
    expect(sold!.units).toBe(50);
    expect(await stock()).toBe(0);

    t.clock.advance(31 * 60_000);
    await Promise.all([t.ctx.jobs.runDue(), t.ctx.jobs.runDue()]);
    expect(await stock()).toBe(50);
    const ids = results.filter((r) => r.status === 200).map((r) => r.body.data.characterSaleOrderId as string);
    const orders = await t.ctx.db.select().from(figurineOrders).where(inArray(figurineOrders.id, ids));
    expect(orders.every((o) => o.status === 'cancelled')).toBe(true);
  }, 120_000);
});

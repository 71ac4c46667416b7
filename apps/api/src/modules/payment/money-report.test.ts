import { businessDay } from '@pedestal/contract';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openSale, payOrder } from '../../../test/factories';
import { openCampaign, supportAndPay } from '../../../test/factories/crowdfunding';
import { startTestApp, type TestApp } from '../../../test/harness';
import { crowdfundingSupports } from '../crowdfunding/schema';
import { figurineOrders } from '../shop/schema';
import { payments, refunds } from './schema';
import { requestRefund } from './refunds';

const DAY_MS = 86_400_000;

/**
 * Issue 28 #3: the dashboard's money (gross, refunds, fees, net by business day, orders and supports
 * apart) equals what the orders, supports and refund rows add up to; list totals equal their rows.
 */
describe('money on the dashboard', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());

  const dayBounds = (day: string) => {
    const start = new Date(Date.parse(`${day}T00:00:00Z`) - 8 * 3_600_000);
    return [start, new Date(start.getTime() + DAY_MS)] as const;
  };
  /** What one business day adds up to, computed from the orders, supports and refund rows themselves. */
  const fromRows = async (day: string) => {
    const [start, end] = dayBounds(day);
    const orders = await t.ctx.db
      .select()
      .from(figurineOrders)
      .where(and(isNotNull(figurineOrders.paidAt), gte(figurineOrders.paidAt, start), lt(figurineOrders.paidAt, end)));
    const supports = await t.ctx.db
      .select()
      .from(crowdfundingSupports)
      .where(and(isNotNull(crowdfundingSupports.paidAt), gte(crowdfundingSupports.paidAt, start), lt(crowdfundingSupports.paidAt, end)));
    const done = await t.ctx.db
      .select({ amount: refunds.amountCents, type: payments.orderType })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(refunds.status, 'succeeded'), gte(refunds.updatedAt, start), lt(refunds.updatedAt, end)));
    const fees = await t.ctx.db
      .select({ fee: payments.feeCents, type: payments.orderType })
      .from(payments)
      .where(and(isNotNull(payments.feeCents), gte(payments.paidAt, start), lt(payments.paidAt, end)));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / 100;
    const kind = (type: 'figurine' | 'crowdfunding_support', grossCents: number[]) => {
      const gross = sum(grossCents);
      const refunded = sum(done.filter((r) => r.type === type).map((r) => r.amount));
      const fee = fees.filter((f) => f.type === type).map((f) => f.fee!);
      return { gross, refunds: refunded, fees: fee.length ? sum(fee) : null, net: Math.round((gross - refunded - sum(fee)) * 100) / 100 };
    };
    return {
      orders: kind(
        'figurine',
        orders.map((o) => o.totalCents),
      ),
      supports: kind(
        'crowdfunding_support',
        supports.map((s) => s.amountCents),
      ),
    };
  };
  const money = async (query = '') => {
    const res = await t.http.get(`/api/admin/payment/money${query}`, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const pick = ({ gross, refunds: r, fees, net }: { gross: number; refunds: number; fees: number | null; net: number }) => ({
    gross,
    refunds: r,
    fees,
    net,
  });

  it('equals the sums of the orders, supports and refunds of each day and of the range', async () => {
    const owner = await makeUser(t.ctx);
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, owner.id, { stock: 50 });
    const campaign = await openCampaign(t, admin.token, owner.id);
    const day1 = businessDay(t.clock.now());

    // Day 1: three orders (one refunded in part, one in full), two supports (one refunded in part).
    const orderIds = [await buy(t, fan.token, specId, 1), await buy(t, fan.token, specId, 2), await buy(t, fan.token, specId, 3)];
    for (const id of orderIds) expect(await payOrder(t, fan.token, id)).toBe('succeeded');
    const s1 = await supportAndPay(t, fan.token, campaign.id, campaign.specs[30]!);
    const s2 = await supportAndPay(t, fan.token, campaign.id, campaign.specs[100]!);
    expect([s1.status, s2.status]).toEqual(['succeeded', 'succeeded']);
    expect(
      (await t.http.post(`/api/admin/order/figurine/${orderIds[0]}/refund`, { amountCents: 1250, reason: 'Scratched box' }, admin.token))
        .status,
    ).toBe(200);
    expect((await t.http.post(`/api/admin/order/figurine/${orderIds[1]}/refund`, {}, admin.token)).status).toBe(200);
    const [supportPayment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, s2.supportId));
    await t.ctx.db.transaction((tx) =>
      requestRefund(t.ctx, tx, supportPayment!.id, { amountCents: 2000, reason: 'Goodwill', source: 'console' }),
    );
    await t.ctx.jobs.drain();
    // The provider reported the fee of one order's payment (reconciliation writes it).
    const [feePayment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderIds[2]!));
    await t.ctx.db.update(payments).set({ feeCents: 475 }).where(eq(payments.id, feePayment!.id));

    const today = await money();
    expect(today.from).toBe(day1);
    expect(today.days).toHaveLength(1);
    const expected1 = await fromRows(day1);
    expect(pick(today.totals.orders)).toEqual(expected1.orders);
    expect(pick(today.totals.supports)).toEqual(expected1.supports);
    // Not blind: there is money of every kind in it.
    expect(today.totals.orders).toMatchObject({ payments: 3, refundCount: 2, feesReported: 1, fees: 4.75 });
    expect(today.totals.supports).toMatchObject({ gross: 130, refunds: 20, fees: null, net: 110, payments: 2, refundCount: 1 });
    expect(today.totals.all.gross).toBe(today.totals.orders.gross + today.totals.supports.gross);

    // Day 2 (a business day later): one more order; an order of day 1 refunded in part on day 2.
    t.clock.advance(DAY_MS);
    const fanToken = fan.token;
    const late = await buy(t, fanToken, specId, 1);
    await payOrder(t, fanToken, late);
    const adminNow = await makeAdmin(t.ctx);
    expect(
      (await t.http.post(`/api/admin/order/figurine/${orderIds[2]}/refund`, { amountCents: 500, reason: 'Late' }, adminNow.token)).status,
    ).toBe(200);
    await t.ctx.jobs.drain();
    const day2 = businessDay(t.clock.now());
    const range = await t.http.get(`/api/admin/payment/money?from=${day1}&to=${day2}`, adminNow.token);
    expect(range.status).toBe(200);
    expect(range.body.data.days.map((d: { day: string }) => d.day)).toEqual([day1, day2]);
    const expected2 = await fromRows(day2);
    expect(pick(range.body.data.days[0].orders)).toEqual(expected1.orders);
    expect(pick(range.body.data.days[1].orders)).toEqual(expected2.orders);
    expect(range.body.data.days[1].orders).toMatchObject({ payments: 1, refundCount: 1, refunds: 5 });
    expect(range.body.data.totals.orders.gross).toBe(Math.round((expected1.orders.gross + expected2.orders.gross) * 100) / 100);
    expect(range.body.data.totals.orders.refunds).toBe(Math.round((expected1.orders.refunds + expected2.orders.refunds) * 100) / 100);

    // List totals: every page of the filtered list, equal to the rows.
    const totals = (await t.http.get(`/api/admin/order/figurine/totals?userId=${fan.id}`, adminNow.token)).body.data;
    const rows = await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.userId, fan.id));
    expect(totals).toEqual({
      count: rows.length,
      paid: rows.filter((r) => r.paidAt).length,
      gross: rows.filter((r) => r.paidAt).reduce((a, r) => a + r.totalCents, 0) / 100,
      refunded: rows.reduce((a, r) => a + r.refundedCents, 0) / 100,
    });
    const supportTotals = (await t.http.get(`/api/admin/order/crowdfunding/totals?userId=${fan.id}`, adminNow.token)).body.data;
    expect(supportTotals).toEqual({ count: 2, paid: 2, gross: 130, refunded: 20 });
    // The supports list names who placed each (for the console and its CSV).
    const supportsListed = (await t.http.get(`/api/admin/order/crowdfunding?userId=${fan.id}`, adminNow.token)).body.data;
    expect(supportsListed.map((s: { user: unknown }) => s.user)).toEqual([
      { username: fan.username, email: fan.email },
      { username: fan.username, email: fan.email },
    ]);
    const ids = rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(await t.ctx.db.select().from(figurineOrders).where(inArray(figurineOrders.id, ids))).toHaveLength(rows.length);
  });

  it('refuses a bad range (400) and keeps the report to operators', async () => {
    for (const q of ['?from=2026-13-01', '?from=2026-05-02&to=2026-05-01', '?from=2024-01-01&to=2026-01-01', '?from=yesterday']) {
      const res = await t.http.get(`/api/admin/payment/money${q}`, admin.token);
      expect(res.status, q).toBe(400);
    }
    const fan = await makeUser(t.ctx);
    expect((await t.http.get('/api/admin/payment/money', fan.token)).status).toBe(403);
    expect((await t.http.get('/api/admin/order/figurine/totals', fan.token)).status).toBe(403);
  });
});

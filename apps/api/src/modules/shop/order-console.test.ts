import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openSale, payOrder } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';
import { messages } from '../message/schema';
import { figurineOrders } from './schema';

/**
 * Issue 39: the console fulfils a figurine order as the warehouse needs it — what is left to ship
 * per line after a partial refund, search by buyer, tracking and character, a corrected tracking
 * number the buyer is told, an order page with refunds and their amounts, notes, and refund audit
 * rows that name the amount, units, reason and operator.
 */
describe('the console’s figurine order fulfilment', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());

  /** A paid order of two units of one spec and one of another, by a buyer with a recognisable email. */
  async function paidOrder() {
    const fan = await makeUser(t.ctx, { email: `collector.${Date.now()}@figures.test`, nickname: 'Mina Collector' });
    await addAddress(t, fan.id);
    const first = await openSale(t, owner.id, { stock: 10 });
    const orderId = await buy(t, fan.token, first.specId, 2);
    expect(await payOrder(t, fan.token, orderId)).toBeDefined();
    const detail = await t.http.get(`/api/admin/order/figurine/${orderId}`, admin.token);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    return { fan, orderId, order: detail.body.data.order };
  }
  const search = async (q: Record<string, string>) => {
    const res = await t.http.get(`/api/admin/order/figurine?${new URLSearchParams(q)}`, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.map((o: { id: string }) => o.id) as string[];
  };

  it('a part-refunded line ships only what is left; the refund is on the order page with its amount, units and operator, and audited', async () => {
    const { orderId, order } = await paidOrder();
    const line = order.items[0];
    expect(line).toMatchObject({ quantity: 2, refundedQuantity: 0, toShip: 2 });

    const refunded = await t.http.post(
      `/api/admin/order/figurine/${orderId}/refund`,
      { lines: [{ itemId: line.id, quantity: 1 }], reason: 'One box arrived crushed at the warehouse' },
      admin.token,
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    await t.ctx.jobs.drain();

    const page = (await t.http.get(`/api/admin/order/figurine/${orderId}`, admin.token)).body.data;
    expect(page.order.status).toBe('undelivered');
    expect(page.order.items[0]).toMatchObject({ quantity: 2, refundedQuantity: 1, toShip: 1 });
    const unitCents = Math.round((line.price + line.tax) * 100);
    expect(page.refunds).toMatchObject([
      {
        amount: unitCents / 100,
        status: 'succeeded',
        reason: 'One box arrived crushed at the warehouse',
        requestedBy: { id: admin.id, name: admin.username },
        lines: [{ itemId: line.id, quantity: 1 }],
      },
    ]);
    expect(page.refunds[0].lines[0].title).toContain('Standard 1/7');
    expect(page.payment).toMatchObject({ status: 'success', refunded: unitCents / 100 });
    expect(page.notices.map((n: { title: string }) => n.title)).toContain('Part of your order refunded');

    const [audit] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, orderId), eq(auditLogs.action, 'figurine_order.refund')));
    expect(audit).toMatchObject({
      adminId: admin.id,
      detail: {
        amountCents: unitCents,
        full: false,
        lines: [{ itemId: line.id, quantity: 1 }],
        reason: 'One box arrived crushed at the warehouse',
      },
    });

    // The rest refunded: nothing is left to ship.
    expect((await t.http.post(`/api/admin/order/figurine/${orderId}/refund`, {}, admin.token)).status).toBe(200);
    await t.ctx.jobs.drain();
    const after = (await t.http.get(`/api/admin/order/figurine/${orderId}`, admin.token)).body.data;
    expect(after.order.status).toBe('refunded');
    expect(after.order.items[0].toShip).toBe(0);
    expect(after.refunds).toHaveLength(2);
  });

  it('finds an order by buyer email, nickname, recipient, tracking number and character; filters by kind and when placed', async () => {
    const { fan, orderId, order } = await paidOrder();
    await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: `TRK-${orderId.slice(-8)}`, carrier: 'ups' }, admin.token);
    expect(await search({ searchKeyword: fan.email.toUpperCase() })).toEqual([orderId]);
    expect(await search({ searchKeyword: fan.username })).toEqual([orderId]);
    expect(await search({ searchKeyword: `TRK-${orderId.slice(-8)}` })).toEqual([orderId]);
    expect(await search({ searchKeyword: order.no })).toEqual([orderId]);
    expect(await search({ searchKeyword: order.items[0].characterName, userId: fan.id })).toEqual([orderId]);
    expect(await search({ searchKeyword: 'Ada Lovelace', userId: fan.id })).toEqual([orderId]);
    // LIKE's wildcards match only themselves.
    expect(await search({ searchKeyword: '%', userId: fan.id })).toEqual([]);
    expect(await search({ userId: fan.id, kind: 'raffle' })).toEqual([]);
    expect(await search({ userId: fan.id, kind: 'checkout' })).toEqual([orderId]);
    const placed = Date.parse(order.createdAt);
    expect(await search({ userId: fan.id, placedFrom: new Date(placed - 60_000).toISOString() })).toEqual([orderId]);
    expect(await search({ userId: fan.id, placedBefore: new Date(placed).toISOString() })).toEqual([]);
    const totals = await t.http.get(`/api/admin/order/figurine/totals?${new URLSearchParams({ searchKeyword: fan.email })}`, admin.token);
    expect(totals.body.data).toMatchObject({ count: 1, paid: 1 });

    const bad = await t.http.get('/api/admin/order/figurine?kind=lottery', admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ path: 'kind', type: expect.stringContaining('order-kind-invalid') });
  });

  it('corrects a shipped order’s tracking number: the buyer hears the new one, the audit keeps the old; unshipped or unchanged is refused', async () => {
    const { fan, orderId } = await paidOrder();
    const early = await t.http.put(`/api/admin/order/figurine/${orderId}/tracking`, { trackingNo: 'X1' }, admin.token);
    expect(early.status).toBe(400);
    expect(early.body.type).toContain('order-not-shipped');

    await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: 'TYPO123', carrier: 'usps' }, admin.token);
    const same = await t.http.put(`/api/admin/order/figurine/${orderId}/tracking`, { trackingNo: 'TYPO123' }, admin.token);
    expect(same.status).toBe(400);
    expect(same.body.type).toContain('tracking-no-unchanged');

    const fixed = await t.http.put(
      `/api/admin/order/figurine/${orderId}/tracking`,
      { trackingNo: '1Z999AA10123456784', carrier: 'ups' },
      admin.token,
    );
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data).toMatchObject({ trackingNo: '1Z999AA10123456784', carrier: 'ups', status: 'unreceived' });
    const inbox = await t.ctx.db.select().from(messages).where(eq(messages.userId, fan.id));
    expect(inbox.map((m) => m.kind)).toContain('figurine_order_tracking_corrected');
    const [audit] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, orderId), eq(auditLogs.action, 'figurine_order.correct_tracking')));
    expect(audit?.detail).toMatchObject({ before: { trackingNo: 'TYPO123', carrier: 'usps' }, trackingNo: '1Z999AA10123456784' });

    // Another order's number is the same parcel only when confirmed (decision 063).
    const other = await paidOrder();
    await t.http.post(`/api/admin/order/figurine/${other.orderId}/ship`, { trackingNo: 'OTHER1' }, admin.token);
    const shared = await t.http.put(`/api/admin/order/figurine/${orderId}/tracking`, { trackingNo: 'OTHER1' }, admin.token);
    expect(shared.status).toBe(409);
    const [unchanged] = await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, orderId));
    expect(unchanged!.trackingNo).toBe('1Z999AA10123456784');
    const confirmed = await t.http.put(
      `/api/admin/order/figurine/${orderId}/tracking`,
      { trackingNo: 'OTHER1', confirmSharedTracking: true },
      admin.token,
    );
    expect(confirmed.status).toBe(200);
  });

  it('a shopper’s double confirm of “Cancel this order?” with one key is one cancellation and one refund (issue 41)', async () => {
    const { fan, orderId } = await paidOrder();
    const headers = { 'idempotency-key': `cancel-${orderId}` };
    const taps = await Promise.all(
      [0, 1].map(() => t.http.postRetrying(`/api/character-sale-order/${orderId}/cancel`, undefined, fan.token, headers)),
    );
    expect(taps.map((r) => r.status)).toEqual([200, 200]);
    await t.ctx.jobs.drain();
    const page = (await t.http.get(`/api/admin/order/figurine/${orderId}`, admin.token)).body.data;
    expect(page.refunds).toHaveLength(1);
    expect(page.order.status).toBe('refunded');
  });

  it('keeps operators’ notes on the order page, named; a support role may write them, a stranger id is not found', async () => {
    const { orderId } = await paidOrder();
    const missing = 'z' + orderId.slice(1);
    const support = await makeAdmin(t.ctx, 'support');
    expect(
      (await t.http.post(`/api/admin/order/figurine/${orderId}/note`, { body: '  Buyer asked for gift wrap  ' }, support.token)).status,
    ).toBe(200);
    expect((await t.http.post(`/api/admin/order/figurine/${orderId}/note`, { body: '   ' }, support.token)).status).toBe(400);
    const page = (await t.http.get(`/api/admin/order/figurine/${orderId}`, admin.token)).body.data;
    expect(page.notes).toMatchObject([{ body: 'Buyer asked for gift wrap', by: { id: support.id, name: support.username } }]);
    expect((await t.http.get(`/api/admin/order/figurine/${missing}`, admin.token)).status).toBe(404);
    expect((await t.http.post(`/api/admin/order/figurine/${missing}/note`, { body: 'x' }, admin.token)).status).toBe(404);
  });
});

import { trackingLink } from '@pedestal/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openSale, payOrder } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { auditLogs } from '../audit/schema';
import { emailOutbox } from '../notification/schema';
import { figurineOrders } from './schema';

/** Issue 28 #4: ship many orders at once, from a selection or a CSV (dry run first), with carriers and tracking links. */
describe('bulk shipping and the shipments CSV', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    owner = await makeUser(t.ctx);
  });
  afterAll(() => t.close());

  /** `n` paid, unshipped orders of one buyer, written as a paid checkout leaves them. */
  const paidOrders = async (n: number, prefix: string) => {
    const fan = await makeUser(t.ctx);
    const now = t.clock.now();
    const rows = await t.ctx.db
      .insert(figurineOrders)
      .values(
        Array.from({ length: n }, (_, i) => ({
          no: `${prefix}${String(i).padStart(4, '0')}`,
          userId: fan.id,
          status: 'undelivered' as const,
          subtotalCents: 5_000,
          shippingFeeCents: 1_000,
          totalCents: 6_000,
          expiresAt: now,
          paidAt: now,
        })),
      )
      .returning({ id: figurineOrders.id, no: figurineOrders.no });
    return { fan, orders: rows };
  };
  const statuses = async (ids: string[]) =>
    (await t.ctx.db.select().from(figurineOrders).where(inArray(figurineOrders.id, ids))).map((o) => o.status);

  it('imports a CSV of 50 shipments after a dry run that changed nothing, in one apply', async () => {
    const { fan, orders } = await paidOrders(50, 'IMP');
    const csv = ['Order number,Carrier,Tracking number', ...orders.map((o, i) => `${o.no},${i % 2 ? 'UPS' : 'fedex'},1Z${i}`)].join('\n');

    const dry = await t.http.post('/api/admin/order/figurine/shipments/import', { csv, dryRun: true }, admin.token);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ applied: false, counts: { ship: 50, unchanged: 0, error: 0 } });
    expect(dry.body.data.rows[0]).toMatchObject({
      line: 2,
      orderNo: 'IMP0000',
      carrier: 'fedex',
      trackingNo: '1Z0',
      status: 'undelivered',
      outcome: 'ship',
    });
    expect(new Set(await statuses(orders.map((o) => o.id)))).toEqual(new Set(['undelivered']));
    const mailsBefore = (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, fan.id))).length;

    const applied = await t.http.post('/api/admin/order/figurine/shipments/import', { csv, dryRun: false }, admin.token);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: true, counts: { ship: 50, unchanged: 0, error: 0 } });
    expect(new Set(await statuses(orders.map((o) => o.id)))).toEqual(new Set(['unreceived']));
    const one = (await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, orders[1]!.id)))[0]!;
    expect(one).toMatchObject({ carrier: 'ups', trackingNo: '1Z1' });
    // Each order: its shopper's email and an audit row naming the operator.
    expect((await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, fan.id))).length - mailsBefore).toBe(50);
    const audits = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(
        inArray(
          auditLogs.targetId,
          orders.map((o) => o.id),
        ),
      );
    expect(audits.filter((a) => a.action === 'figurine_order.ship' && a.adminId === admin.id)).toHaveLength(50);

    // The same file again: nothing changes, nothing is sent.
    const again = await t.http.post('/api/admin/order/figurine/shipments/import', { csv, dryRun: false }, admin.token);
    expect(again.body.data.counts).toEqual({ ship: 0, unchanged: 50, error: 0 });
    expect((await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, fan.id))).length - mailsBefore).toBe(50);
  });

  it('reports bad rows line by line and ships the good ones; an unreadable file is a 400 that changes nothing', async () => {
    const { orders } = await paidOrders(3, 'BAD');
    const shipped = (await paidOrders(1, 'SHP')).orders[0]!;
    await t.http.post(`/api/admin/order/figurine/${shipped.id}/ship`, { trackingNo: 'OLD1', carrier: 'dhl' }, admin.token);
    const csv = [
      'order,carrier,tracking',
      `${orders[0]!.no},DHL,D1`,
      'NOPE-1,DHL,D2',
      `${orders[1]!.no},pigeon,D3`,
      `${orders[2]!.no},DHL,`,
      `${orders[0]!.no},DHL,D1`,
      `${shipped.no},DHL,NEW9`,
      `"=cmd()",ups,x`,
    ].join('\r\n');
    const dry = await t.http.post('/api/admin/order/figurine/shipments/import', { csv, dryRun: true }, admin.token);
    expect(dry.status).toBe(200);
    expect(dry.body.data.rows.map((r: { line: number; outcome: string; reason: string | null }) => [r.line, r.outcome, r.reason])).toEqual([
      [2, 'ship', null],
      [3, 'error', 'order-not-found'],
      [4, 'error', 'carrier-invalid'],
      [5, 'error', 'tracking-no-required'],
      [6, 'error', 'shipment-duplicate'],
      [7, 'error', 'order-already-shipped'],
      [8, 'error', 'order-not-found'],
    ]);
    expect(dry.body.data.rows[1].message).toBe('Order not found');
    const applied = await t.http.post('/api/admin/order/figurine/shipments/import', { csv, dryRun: false }, admin.token);
    expect(applied.body.data.counts).toEqual({ ship: 1, unchanged: 0, error: 6 });
    expect(await statuses(orders.map((o) => o.id))).toEqual(expect.arrayContaining(['unreceived', 'undelivered', 'undelivered']));

    for (const csvText of ['just,some,words\n1,2,3', '"unclosed,quote\n', 'order,carrier,tracking\n']) {
      const res = await t.http.post('/api/admin/order/figurine/shipments/import', { csv: csvText, dryRun: false }, admin.token);
      expect(res.status, csvText).toBe(400);
      expect(res.body.type).toMatch(/shipments-(csv-invalid|empty)$/);
    }
    expect((await t.http.post('/api/admin/order/figurine/shipments/import', { csv: 42 }, admin.token)).status).toBe(400);
  });

  it('ships a selection with one carrier; the shopper sees the carrier’s tracking link', async () => {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, owner.id);
    const ids = [await buy(t, fan.token, specId, 1), await buy(t, fan.token, specId, 1)];
    for (const id of ids) await payOrder(t, fan.token, id);
    const body = { carrier: 'usps', shipments: ids.map((orderId, i) => ({ orderId, trackingNo: `9400 ${i}` })) };
    const dry = await t.http.post('/api/admin/order/figurine/shipments', { ...body, dryRun: true }, admin.token);
    expect(dry.body.data).toMatchObject({ applied: false, counts: { ship: 2 } });
    const done = await t.http.post('/api/admin/order/figurine/shipments', body, admin.token);
    expect(done.body.data).toMatchObject({ applied: true, counts: { ship: 2, error: 0 } });
    const seen = (await t.http.get(`/api/character-sale-order/show/${ids[0]}`, fan.token)).body.data;
    expect(seen).toMatchObject({ status: 'unreceived', carrier: 'usps', trackingNo: '9400 0' });
    expect(seen.trackingUrl).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%200');
    expect(seen.trackingUrl).toBe(trackingLink('usps', '9400 0'));
    // Another shopper does not see it.
    const other = await makeUser(t.ctx);
    expect((await t.http.get(`/api/character-sale-order/show/${ids[0]}`, other.token)).status).toBe(404);
    // The shipped email carries the tracking link.
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, fan.id));
    expect(mails.filter((m) => m.kind === 'order_shipped').map((m) => m.data.carrier)).toEqual(['usps', 'usps']);

    const refused = await t.http.post('/api/admin/order/figurine/shipments', { carrier: 'pigeon', shipments: [] }, admin.token);
    expect(refused.status).toBe(400);
    expect((await t.http.post('/api/admin/order/figurine/shipments', body, fan.token)).status).toBe(403);
  });

  it('two applies of one CSV racing each other ship each order once', async () => {
    const { fan, orders } = await paidOrders(10, 'RACE');
    const csv = ['order,carrier,tracking', ...orders.map((o, i) => `${o.no},dhl,R${i}`)].join('\n');
    const results = await Promise.all(
      [1, 2].map(() => t.http.post('/api/admin/order/figurine/shipments/import', { csv, dryRun: false }, admin.token)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.data.counts.ship).sort()).toEqual([0, 10]);
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, fan.id));
    expect(mails).toHaveLength(10);
  });

  it('lists orders with who placed them (username, email) and the address with its phone', async () => {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, owner.id);
    const id = await buy(t, fan.token, specId, 1);
    const listed = await t.http.get(`/api/admin/order/figurine?userId=${fan.id}`, admin.token);
    expect(listed.body.data[0]).toMatchObject({
      id,
      user: { username: fan.username, email: fan.email },
      address: { phone: '13812345678' },
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { sandboxPaymentIntents } from '../../platform/payments/schema';
import { getPayment } from './service';
import { registerTestPayable } from './test-payable';

/** Money the provider took that we never heard of is found and settled, once. */
describe('payment reconciliation', () => {
  let t: TestApp;
  let shop: ReturnType<typeof registerTestPayable>;
  let user: Awaited<ReturnType<typeof makeUser>>;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    t = await startTestApp();
    shop = registerTestPayable(t.ctx, 'figurine');
    user = await makeUser(t.ctx);
    admin = await makeAdmin(t.ctx);
  });
  afterAll(() => t.close());

  /** A card payment started through the API, then captured by the provider with its event lost. */
  async function lostCapture(orderId: string) {
    const created = await t.http.post('/api/pay/figurine/create', { id: orderId, paymentMethod: 'stripe' }, user.token);
    expect(created.status).toBe(200);
    const payment = (await getPayment(t.ctx.db, created.body.data.paymentId))!;
    await t.ctx.db.update(sandboxPaymentIntents).set({ status: 'succeeded' }).where(eq(sandboxPaymentIntents.id, payment.providerRef));
    return payment;
  }
  const reconcile = async () => {
    const res = await t.http.post('/api/admin/payment/reconcile', undefined, admin.token);
    expect(res.status).toBe(200);
    return res.body.data as { checked: number; fixed: number; findings: { paymentId?: string; action: string }[] };
  };

  it('applies a capture whose event was lost, once, and keeps a report', async () => {
    const order = shop.add(user.id);
    const payment = await lostCapture(order.id);
    // Too young to judge: the shopper may still be paying.
    expect((await reconcile()).findings.filter((f) => f.paymentId === payment.id)).toEqual([]);
    t.clock.advance(10 * 60_000);
    const run = await reconcile();
    expect(run.findings).toContainEqual({ paymentId: payment.id, provider: 'sandbox', action: 'captured payment applied' });
    expect(order).toMatchObject({ status: 'paid', paidWith: [payment.id] });
    expect((await reconcile()).findings.filter((f) => f.paymentId === payment.id)).toEqual([]);
    expect(order.paidWith).toHaveLength(1);
    const reports = await t.http.get('/api/admin/payment/reconciliations', admin.token);
    expect(reports.body.data[0]).toMatchObject({ checked: expect.any(Number), finishedAt: expect.any(String) });
    expect(reports.body.data.some((r: { fixed: number }) => r.fixed >= 1)).toBe(true);
  });

  it('refunds a lost capture whose order can no longer take it', async () => {
    const order = shop.add(user.id);
    const lost = await lostCapture(order.id);
    order.status = 'paid';
    t.clock.advance(10 * 60_000);
    await reconcile();
    expect(await getPayment(t.ctx.db, lost.id)).toMatchObject({ status: 'canceled', refundStatus: 'pending' });
    await t.ctx.jobs.drain();
    expect(await getPayment(t.ctx.db, lost.id)).toMatchObject({ status: 'canceled', refundStatus: 'succeeded' });
    const [intent] = await t.ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, lost.providerRef));
    expect(intent!.refundedCents).toBe(lost.amountCents);
  });

  it('is for admins only', async () => {
    expect((await t.http.post('/api/admin/payment/reconcile', undefined, user.token)).status).toBe(403);
    expect((await t.http.get('/api/admin/payment/reconciliations')).status).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openSale } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { payments, refunds } from './schema';

/**
 * The sandbox provider does what a provider does without the store asking (issue 24 #4, development
 * only), so the console and the journeys can see it: a partial refund from its "dashboard", a bank's
 * dispute with a deadline, and the dispute's outcome — each delivered as a signed sandbox event.
 */
describe('sandbox refunds and disputes from the provider side', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let sellerId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await makeAdmin(t.ctx);
    sellerId = (await makeUser(t.ctx)).id;
  });
  afterAll(() => t?.close());

  async function paidOrder() {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, sellerId, { stock: 10 });
    const orderId = await buy(t, fan.token, specId, 1);
    const created = await t.http.post('/api/pay/figurine/create', { id: orderId, paymentMethod: 'stripe' }, fan.token);
    const clientSecret = created.body.data.clientSecret as string;
    const confirmed = await t.http.post('/api/pay/sandbox/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expiryDate: '12/34',
      cvv: '123',
      cardholderName: 'Ann',
    });
    expect(confirmed.body.data.status).toBe('succeeded');
    const show = async () => (await t.http.get(`/api/character-sale-order/show/${orderId}`, fan.token)).body.data;
    expect((await show()).status).toBe('undelivered');
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
    return { orderId, ref: clientSecret.split('_secret_')[0]!, payment: payment!, show };
  }
  const ship = (orderId: string) => t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: `SF9-${orderId}` }, admin.token);

  it('a partial refund from the dashboard becomes a refund row; the order keeps its state and shows the amount', async () => {
    const { ref, payment, show } = await paidOrder();
    const res = await t.http.post(`/api/pay/sandbox/payments/${ref}/refund`, { amountCents: 500 });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('succeeded');
    expect(await show()).toMatchObject({ status: 'undelivered', refundedAmount: 5 });
    const rows = await t.ctx.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows).toMatchObject([{ amountCents: 500, status: 'succeeded', source: 'provider' }]);
    // More than is left is refused, as a provider refuses it.
    const over = await t.http.post(`/api/pay/sandbox/payments/${ref}/refund`, { amountCents: payment.amountCents });
    expect(over.status).toBe(409);
    expect(over.body.type).toBe('/api/problems/refund-above-capture');
  });

  it('opens a dispute with a deadline: the order is held and listed; won, it ships', async () => {
    const { orderId, ref } = await paidOrder();
    const opened = await t.http.post(`/api/pay/sandbox/payments/${ref}/dispute`, { reason: 'fraudulent', dueInDays: 3 });
    expect(opened.status).toBe(200);
    const { disputeRef } = opened.body.data as { disputeRef: string };
    expect((await ship(orderId)).status).toBe(409);
    const listed = (await t.http.get('/api/admin/payment/disputes', admin.token)).body.data.find(
      (d: { providerRef: string }) => d.providerRef === disputeRef,
    );
    expect(listed).toMatchObject({
      provider: 'sandbox',
      status: 'open',
      reason: 'fraudulent',
      evidenceDueBy: opened.body.data.evidenceDueBy,
    });
    const closed = await t.http.post(`/api/pay/sandbox/disputes/${disputeRef}/close`, { outcome: 'won' });
    expect(closed.body.data.status).toBe('won');
    expect((await ship(orderId)).status).toBe(200);
  });

  it('lost: the disputed amount is refunded and the order follows', async () => {
    const { orderId, ref, show } = await paidOrder();
    const opened = await t.http.post(`/api/pay/sandbox/payments/${ref}/dispute`, {});
    await t.http.post(`/api/pay/sandbox/disputes/${opened.body.data.disputeRef}/close`, { outcome: 'lost' });
    const order = await show();
    expect(order).toMatchObject({ status: 'refunded', refundedAmount: order.totalPrice });
    // A refunded order never ships.
    expect((await ship(orderId)).status).toBe(400);
  });

  it('refuses an unknown payment or dispute with a catalogued reason', async () => {
    expect((await t.http.post(`/api/pay/sandbox/payments/pi_sbx_${'0'.repeat(24)}/dispute`, {})).status).toBe(404);
    expect((await t.http.post('/api/pay/sandbox/disputes/dp_nope/close', { outcome: 'won' })).status).toBe(404);
    expect((await t.http.post('/api/pay/sandbox/payments/nope/refund', {})).status).toBe(400);
  });
});

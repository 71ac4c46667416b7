import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openSale, payOrderByCard } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { StripeStandIn } from '../../../test/stand-ins/stripe';
import { messages } from '../message/schema';
import { emailOutbox } from '../notification/schema';
import { payments, refunds } from '../payment/schema';
import { figurineOrders, saleSpecs } from './schema';

/**
 * Refunds as rows (issue 24, decision 031) on real figurine orders paid through the Stripe SDK
 * against the local Stripe API: a partial refund made in Stripe's dashboard arrives as a
 * `charge.refunded` signed with the SDK's `generateTestHeaderString`; the operator refunds the rest
 * from the console; parallel refunds never add up to more than the capture.
 */
describe('partial refunds of figurine orders', () => {
  const stripe = new StripeStandIn();
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let ownerId: string;

  beforeAll(async () => {
    await stripe.start();
    t = await startTestApp({ env: stripe.appEnv });
    stripe.webhookUrl = `${t.baseUrl}/api/pay/stripe/webhook`;
    admin = await makeAdmin(t.ctx);
    ownerId = (await makeUser(t.ctx)).id;
  });
  afterAll(async () => {
    await t?.close();
    await stripe.stop();
  });

  const stockOf = async (specId: string) => (await t.ctx.db.select().from(saleSpecs).where(eq(saleSpecs.id, specId)))[0]!.stock;
  const orderOf = async (orderId: string, token: string) =>
    (await t.http.get(`/api/character-sale-order/show/${orderId}`, token)).body.data;

  /** A shopper's order of `quantity` units, paid by card through the Stripe stand-in. */
  async function paidOrder(quantity = 3) {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, ownerId, { stock: 10 });
    const orderId = await buy(t, fan.token, specId, quantity);
    const intentId = await payOrderByCard(t, stripe, fan.token, orderId);
    const order = await orderOf(orderId, fan.token);
    expect(order.status).toBe('undelivered');
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
    return { fan, orderId, specId, intentId, payment: payment!, totalCents: Math.round(order.totalPrice * 100), items: order.items };
  }

  /** Stripe's event, signed by the Stripe SDK as Stripe signs it. */
  const deliver = (event: object) => {
    const payload = JSON.stringify(event);
    return fetch(`${t.baseUrl}/api/pay/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret }),
      },
      body: payload,
    });
  };

  const refundRows = async (paymentId: string) => t.ctx.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  const sum = (rows: { amountCents: number; status: string }[]) =>
    rows.filter((r) => r.status !== 'failed').reduce((total, r) => total + r.amountCents, 0);

  it('a partial charge.refunded leaves the order as it was with the refunded amount; the operator refunds the rest → refunded', async () => {
    const { fan, orderId, specId, intentId, payment, totalCents } = await paidOrder();
    // Refunded in Stripe's dashboard: the stand-in records it, the event comes signed by the SDK.
    const webhook = stripe.webhookUrl;
    stripe.webhookUrl = '';
    const dashboardRefund = await stripe.refundFromDashboard(intentId, 1000);
    stripe.webhookUrl = webhook;
    const charge = stripe.charges.get(stripe.intents.get(intentId)!.latest_charge!)!;
    const event = { id: `evt_partial_${orderId}`, object: 'event', type: 'charge.refunded', created: 1, data: { object: charge } };
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);

    const partly = await orderOf(orderId, fan.token);
    expect(partly).toMatchObject({ status: 'undelivered', refundedAmount: 10 });
    expect(await stockOf(specId)).toBe(7);
    expect(await refundRows(payment.id)).toMatchObject([
      { amountCents: 1000, status: 'succeeded', source: 'provider', providerRef: dashboardRefund.id },
    ]);
    const inbox = await t.ctx.db.select().from(messages).where(eq(messages.userId, fan.id));
    expect(inbox.map((m) => m.kind)).toContain('figurine_order_partly_refunded');
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, fan.id));
    expect(mails.filter((m) => m.kind === 'order_refunded')).toHaveLength(1);

    // The operator refunds what is left: the order is refunded, the stock returns, the sum is the capture.
    const rest = await t.http.post(`/api/admin/order/figurine/${orderId}/refund`, {}, admin.token);
    expect(rest.status).toBe(200);
    expect(rest.body.data.status).toBe('refunding');
    await t.ctx.jobs.drain();
    expect(await orderOf(orderId, fan.token)).toMatchObject({ status: 'refunded', refundedAmount: totalCents / 100 });
    expect(await stockOf(specId)).toBe(10);
    const rows = await refundRows(payment.id);
    expect(rows).toHaveLength(2);
    expect(sum(rows)).toBe(totalCents);
    const [after] = await t.ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ refundedCents: totalCents, refundStatus: 'succeeded' });
    const allMails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, fan.id));
    expect(allMails.filter((m) => m.kind === 'order_refunded')).toHaveLength(2);
    // Nothing is left: another refund is refused.
    expect((await t.http.post(`/api/admin/order/figurine/${orderId}/refund`, { amountCents: 1, reason: 'x' }, admin.token)).status).toBe(
      400,
    );
  });

  it('refunds order lines from the console: their stock returns, the order keeps its state', async () => {
    const { fan, orderId, specId, payment, items } = await paidOrder(3);
    const noReason = await t.http.post(
      `/api/admin/order/figurine/${orderId}/refund`,
      { lines: [{ itemId: items[0].id, quantity: 1 }] },
      admin.token,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.type).toBe('/api/problems/refund-reason-required');
    const tooMany = await t.http.post(
      `/api/admin/order/figurine/${orderId}/refund`,
      { lines: [{ itemId: items[0].id, quantity: 4 }], reason: 'Damaged' },
      admin.token,
    );
    expect(tooMany.body.type).toBe('/api/problems/refund-line-invalid');
    const res = await t.http.post(
      `/api/admin/order/figurine/${orderId}/refund`,
      { lines: [{ itemId: items[0].id, quantity: 1 }], reason: 'One figure arrived damaged' },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('undelivered');
    await t.ctx.jobs.drain();
    const order = await orderOf(orderId, fan.token);
    expect(order).toMatchObject({ status: 'undelivered', refundedAmount: items[0].price });
    expect(order.items[0].refundedQuantity).toBe(1);
    expect(await stockOf(specId)).toBe(8);
    expect(await refundRows(payment.id)).toMatchObject([
      {
        amountCents: Math.round(items[0].price * 100),
        status: 'succeeded',
        source: 'console',
        requestedBy: admin.id,
        reason: 'One figure arrived damaged',
      },
    ]);
    // The rest: the two units still out return; the one refunded before is not counted twice.
    await t.http.post(`/api/admin/order/figurine/${orderId}/refund`, {}, admin.token);
    await t.ctx.jobs.drain();
    expect(await stockOf(specId)).toBe(10);
  });

  it('never refunds more than the capture, however many refunds race', async () => {
    const { orderId, payment, totalCents } = await paidOrder(1);
    const third = Math.floor(totalCents / 3) + 1;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.http.post(`/api/admin/order/figurine/${orderId}/refund`, { amountCents: third, reason: `race ${i}` }, admin.token),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(
      answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.type === '/api/problems/refund-above-capture'),
    ).toBe(true);
    const above = await t.http.post(
      `/api/admin/order/figurine/${orderId}/refund`,
      { amountCents: totalCents, reason: 'too much' },
      admin.token,
    );
    expect(above.status).toBe(409);
    await t.ctx.jobs.drain();
    const rows = await refundRows(payment.id);
    expect(sum(rows)).toBe(2 * third);
    expect(sum(rows)).toBeLessThanOrEqual(totalCents);
    const charge = stripe.charges.get(stripe.intents.get(payment.providerRef)!.latest_charge!)!;
    expect(charge.amount_refunded).toBe(2 * third);
    const [order] = await t.ctx.db.select().from(figurineOrders).where(eq(figurineOrders.id, orderId));
    expect(order).toMatchObject({ status: 'undelivered', refundedCents: 2 * third });
  });

  describe('disputes (decision 032)', () => {
    const disputeEvent = (type: string, intentId: string, status: string, id = `evt_${type}_${intentId}_${status}`) => ({
      id,
      object: 'event',
      type,
      created: 1,
      data: {
        object: {
          id: `dp_${intentId}`,
          object: 'dispute',
          amount: 4000,
          currency: 'usd',
          reason: 'product_not_received',
          status,
          payment_intent: intentId,
          charge: `ch_${intentId}`,
          evidence_details: { due_by: 1_900_000_000, has_evidence: false, past_due: false, submission_count: 0 },
        },
      },
    });
    const ship = (orderId: string) =>
      t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo: `SF123-${orderId}` }, admin.token);

    it('holds the order while disputed; won → it ships', async () => {
      const { fan, orderId, intentId, payment } = await paidOrder(1);
      expect((await deliver(disputeEvent('charge.dispute.created', intentId, 'needs_response'))).status).toBe(200);
      const held = await ship(orderId);
      expect(held.status).toBe(409);
      expect(held.body.type).toBe('/api/problems/order-disputed');
      const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row!.status).toBe('disputed');
      const listed = await t.http.get(`/api/admin/order/figurine?pageSize=100`, admin.token);
      expect(listed.body.data.find((o: { id: string }) => o.id === orderId)).toMatchObject({ disputed: true });
      expect((await deliver(disputeEvent('charge.dispute.updated', intentId, 'under_review'))).status).toBe(200);
      expect((await ship(orderId)).status).toBe(409);
      expect((await deliver(disputeEvent('charge.dispute.closed', intentId, 'won'))).status).toBe(200);
      const shipped = await ship(orderId);
      expect(shipped.status).toBe(200);
      expect(shipped.body.data.disputed).toBe(false);
      expect(await orderOf(orderId, fan.token)).toMatchObject({ status: 'unreceived', refundedAmount: 0 });
      const [after] = await t.ctx.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(after).toMatchObject({ status: 'success', refundedCents: 0 });
    });

    it('lost → the disputed amount is refunded money: the order shows it, a full loss refunds the order', async () => {
      const { fan, orderId, intentId, payment, totalCents } = await paidOrder(1);
      await deliver(disputeEvent('charge.dispute.created', intentId, 'needs_response'));
      expect((await ship(orderId)).status).toBe(409);
      const lost = disputeEvent('charge.dispute.closed', intentId, 'lost');
      expect((await deliver(lost)).status).toBe(200);
      expect((await deliver({ ...lost, id: `${lost.id}-again` })).status).toBe(200);
      const rows = await refundRows(payment.id);
      expect(rows).toMatchObject([{ amountCents: 4000, status: 'succeeded', source: 'provider', reason: 'Dispute lost' }]);
      const order = await orderOf(orderId, fan.token);
      expect(order.refundedAmount).toBe(40);
      expect(order.status).toBe(4000 >= totalCents ? 'refunded' : 'undelivered');
    });
  });
});

import { newId } from '../../db/ids';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { STRIPE_API_VERSION } from '../../platform/payments/stripe-provider';
import { paymentProviders } from './providers';
import { paymentEvents, payments } from './schema';
import { getPayment } from './service';
import { registerTestPayable, type TestOrder } from './test-payable';

const WEBHOOK_SECRET = 'whsec_test';

/** A Stripe event as Stripe would send it, with only the fields payments read. */
function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${newId()}`) {
  return JSON.stringify({ id, object: 'event', api_version: STRIPE_API_VERSION, created: 1, type, data: { object } });
}

describe('Stripe webhooks', () => {
  let t: TestApp;
  let userId: string;
  let shop: ReturnType<typeof registerTestPayable>;

  beforeAll(async () => {
    t = await startTestApp({
      env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_dummy', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
    // After the app start, which registers the real figurine payable that this stand-in replaces.
    shop = registerTestPayable(t.ctx, 'figurine');
    userId = (await makeUser(t.ctx)).id;
  });
  afterAll(() => t.close());

  /** A pending Stripe payment as createPaymentForOrder leaves it (creating a real PaymentIntent needs the network). */
  async function pendingPayment(): Promise<{ order: TestOrder; paymentId: string; intentId: string }> {
    const order = shop.add(userId);
    const intentId = `pi_${newId()}`;
    const [row] = await t.ctx.db
      .insert(payments)
      .values({
        orderType: 'figurine',
        orderId: order.id,
        userId,
        provider: 'stripe',
        method: 'stripe',
        providerRef: intentId,
        amountCents: order.amountCents,
      })
      .returning();
    return { order, paymentId: row!.id, intentId };
  }

  const deliver = (payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
    fetch(`${t.baseUrl}/api/pay/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });

  const succeeded = (intentId: string, id?: string) =>
    stripeEvent('payment_intent.succeeded', { id: intentId, object: 'payment_intent', status: 'succeeded' }, id);

  it('accepts an event signed with the Stripe SDK and marks the order paid', async () => {
    const { order, paymentId, intentId } = await pendingPayment();
    const res = await deliver(succeeded(intentId));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: true });
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ status: 'success' });
    expect(order).toMatchObject({ status: 'paid', paidWith: [paymentId] });
  });

  it('refuses a tampered body or a missing signature with 400 and records nothing', async () => {
    const { order, paymentId, intentId } = await pendingPayment();
    const failed = stripeEvent('payment_intent.payment_failed', { id: intentId, object: 'payment_intent' }, 'evt_tampered');
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: failed, secret: WEBHOOK_SECRET });
    const tampered = await deliver(failed.replace('payment_intent.payment_failed', 'payment_intent.succeeded'), signature);
    expect(tampered.status).toBe(400);
    expect(((await tampered.json()) as { code: string }).code).toBe('40003');
    const payload = succeeded(intentId, 'evt_tampered');
    const wrongSecret = await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }));
    expect(wrongSecret.status).toBe(400);
    const unsigned = await fetch(`${t.baseUrl}/api/pay/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);

    expect((await getPayment(t.ctx.db, paymentId))?.status).toBe('pending');
    expect(order.status).toBe('unpaid');
    expect(await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_tampered'))).toEqual([]);
  });

  it('applies the same event delivered twice only once', async () => {
    const { order, paymentId, intentId } = await pendingPayment();
    const payload = succeeded(intentId);
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    expect(order.paidWith).toHaveLength(1);
    expect((await getPayment(t.ctx.db, paymentId))?.status).toBe('success');
  });

  it('keeps a payment paid when its failure arrives late', async () => {
    const { order, paymentId, intentId } = await pendingPayment();
    await deliver(succeeded(intentId));
    const late = stripeEvent('payment_intent.payment_failed', {
      id: intentId,
      object: 'payment_intent',
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect((await deliver(late)).status).toBe(200);
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ status: 'success', failureMessage: null });
    expect(order).toMatchObject({ status: 'paid', failures: 0 });
  });

  it("records a failure with the provider's message", async () => {
    const { order, paymentId, intentId } = await pendingPayment();
    const failed = stripeEvent('payment_intent.payment_failed', {
      id: intentId,
      object: 'payment_intent',
      last_payment_error: { message: 'Your card has insufficient funds.' },
    });
    await deliver(failed);
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ status: 'failed', failureMessage: 'Your card has insufficient funds.' });
    expect(order).toMatchObject({ status: 'unpaid', failures: 1 });
  });

  const refundObject = (id: string, intentId: string, amount: number, status = 'succeeded', metadata: Record<string, string> = {}) => ({
    id,
    object: 'refund',
    amount,
    currency: 'usd',
    payment_intent: intentId,
    status,
    metadata,
  });
  /** charge.refunded as Stripe sends it: the charge's cumulative amount_refunded and its refunds. */
  const chargeRefunded = (intentId: string, amountRefunded: number, refunds: ReturnType<typeof refundObject>[]) =>
    stripeEvent('charge.refunded', {
      id: `ch_${intentId}`,
      object: 'charge',
      amount: 4999,
      amount_refunded: amountRefunded,
      payment_intent: intentId,
      refunded: amountRefunded === 4999,
      refunds: { object: 'list', data: refunds },
    });

  it('marks the payment refunded when a refund event arrives, once', async () => {
    const { order, paymentId, intentId } = await pendingPayment();
    await deliver(succeeded(intentId));
    const refund = chargeRefunded(intentId, 4999, [refundObject('re_1', intentId, 4999)]);
    expect((await deliver(refund)).status).toBe(200);
    expect((await deliver(refund)).status).toBe(200);
    expect(await deliver(chargeRefunded(intentId, 4999, [refundObject('re_1', intentId, 4999)])).then((r) => r.status)).toBe(200);
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({
      status: 'success',
      refundStatus: 'succeeded',
      refundRef: 're_1',
      refundedCents: 4999,
    });
    expect(order).toMatchObject({ status: 'refunded', refunds: 1 });

    const lateFailure = stripeEvent('refund.failed', {
      id: 're_1',
      object: 'refund',
      payment_intent: intentId,
      status: 'failed',
      failure_reason: 'lost_or_stolen_card',
    });
    await deliver(lateFailure);
    expect((await getPayment(t.ctx.db, paymentId))?.refundStatus).toBe('succeeded');
  });

  it('acknowledges events it does not act on and events for unknown payments', async () => {
    expect((await deliver(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }))).status).toBe(200);
    expect((await deliver(succeeded('pi_unknown'))).status).toBe(200);
  });

  it('calls onPaid exactly once for 50 parallel deliveries of one event', async () => {
    const { order, paymentId, intentId } = await pendingPayment();
    const payload = succeeded(intentId);
    const statuses = await Promise.all(Array.from({ length: 50 }, () => deliver(payload).then((res) => res.status)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(order.paidWith).toEqual([paymentId]);
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ status: 'success', refundStatus: null });
    expect(
      await t.ctx.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, JSON.parse(payload).id)),
    ).toHaveLength(1);
  });

  it('calls onPaid exactly once when 50 distinct success events race for one payment', async () => {
    const { order, paymentId, intentId } = await pendingPayment();
    const statuses = await Promise.all(Array.from({ length: 50 }, () => deliver(succeeded(intentId)).then((res) => res.status)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(order.paidWith).toEqual([paymentId]);
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ status: 'success', refundStatus: null });
  });

  it('counts only one of two payments of one order that succeed at the same time', async () => {
    const { order, paymentId: first, intentId: firstIntent } = await pendingPayment();
    const secondIntent = `pi_${newId()}`;
    const [second] = await t.ctx.db
      .insert(payments)
      .values({
        orderType: 'figurine',
        orderId: order.id,
        userId,
        provider: 'stripe',
        method: 'stripe',
        providerRef: secondIntent,
        amountCents: order.amountCents,
      })
      .returning();
    // The refund of the extra payment would call Stripe; this test stops at the provider boundary.
    const refund = vi.spyOn(paymentProviders(t.ctx).stripe!, 'refund').mockResolvedValue({ refundRef: 're_extra', status: 'succeeded' });
    await Promise.all([deliver(succeeded(firstIntent)), deliver(succeeded(secondIntent))]);
    expect(order.paidWith).toHaveLength(1);
    // The extra payment's refund was queued with its cancellation; the refund job calls the provider.
    await t.ctx.jobs.drain();
    const rows = [await getPayment(t.ctx.db, first), await getPayment(t.ctx.db, second!.id)];
    expect(rows.map((p) => p?.status).sort()).toEqual(['canceled', 'success']);
    const extra = rows.find((p) => p?.status === 'canceled')!;
    expect(refund).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        providerRef: extra.providerRef,
        amountCents: order.amountCents,
        idempotencyKey: expect.stringMatching(/^refund-/),
      }),
    );
    expect(extra).toMatchObject({ refundStatus: 'succeeded', refundRef: 're_extra' });
    expect(order.refunds).toBe(0);
    refund.mockRestore();
  });

  it('refuses the wallet when PayPal is not configured', async () => {
    const order = shop.add(userId);
    const { token } = await makeUser(t.ctx);
    const res = await t.http.post('/api/pay/figurine/create', { id: order.id, paymentMethod: 'paypal' }, token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('This payment method is not available');
  });

  it('has no sandbox routes and no PayPal webhook when those are not configured', async () => {
    expect((await t.http.get('/api/pay/sandbox/info')).status).toBe(404);
    expect((await t.http.post('/api/pay/sandbox/confirm', {})).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/pay/paypal/webhook`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});

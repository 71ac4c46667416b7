import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { StripeStandIn } from '../../../test/stand-ins/stripe';
import { STRIPE_API_VERSION } from '../../platform/payments/stripe-provider';
import { paymentProviders } from './providers';
import { executeRefund, refundPayment } from './refunds';
import { getPayment } from './service';
import { registerTestPayable } from './test-payable';

/**
 * The real Stripe Node SDK against a local stand-in of Stripe's API (STRIPE_API_BASE): intents are
 * created by the server, confirmed the way Stripe.js confirms them from the browser, and the order
 * is paid only when the signed webhook arrives.
 */
describe('Stripe payments against a local Stripe API', () => {
  const stripe = new StripeStandIn();
  let t: TestApp;
  let user: Awaited<ReturnType<typeof makeUser>>;
  let shop: ReturnType<typeof registerTestPayable>;

  beforeAll(async () => {
    await stripe.start();
    t = await startTestApp({
      env: stripe.appEnv,
    });
    stripe.webhookUrl = `${t.baseUrl}/api/pay/stripe/webhook`;
    shop = registerTestPayable(t.ctx, 'figurine');
    user = await makeUser(t.ctx);
  });
  afterAll(async () => {
    await t?.close();
    await stripe.stop();
  });

  /** What Stripe.js sends when the Payment Element confirms (publishable key + client secret). */
  const browserCall = (path: string, clientSecret: string, fields: Record<string, string> = {}) =>
    fetch(`${stripe.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: stripe.publishableKey, client_secret: clientSecret, ...fields }),
    });
  const confirmWith = (intentId: string, clientSecret: string, number: string) =>
    browserCall(`/v1/payment_intents/${intentId}/confirm`, clientSecret, { 'payment_method_data[card][number]': number });

  async function start(amountCents = 4999) {
    const order = shop.add(user.id, amountCents);
    const res = await t.http.post('/api/pay/figurine/create', { id: order.id, paymentMethod: 'stripe' }, user.token);
    expect(res.status).toBe(200);
    const data = res.body.data as { paymentId: string; clientSecret: string; publishableKey: string; provider: string; amount: number };
    return { order, ...data, intentId: data.clientSecret.split('_secret_')[0]! };
  }

  it('creates a PaymentIntent for the order amount and hands the browser its client secret and publishable key', async () => {
    const { intentId, clientSecret, publishableKey, provider, amount } = await start(12_345);
    expect({ provider, amount, publishableKey }).toEqual({ provider: 'stripe', amount: 123.45, publishableKey: stripe.publishableKey });
    const intent = stripe.intents.get(intentId)!;
    expect(intent).toMatchObject({ amount: 12_345, currency: 'usd', client_secret: clientSecret });
    expect(intent.metadata.paymentId).toBeTruthy();
  });

  it('names the pinned API version, the one the SDK is typed for, on every request', async () => {
    const before = stripe.requests.length;
    const { intentId, clientSecret } = await start();
    await confirmWith(intentId, clientSecret, '4242424242424242');
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    const sent = stripe.requests.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((r) => r.stripeVersion === STRIPE_API_VERSION)).toBe(true);
    // The webhook events follow it too, as a dashboard endpoint set to that version would send them.
    expect(stripe.events.at(-1)).toMatchObject({ type: 'payment_intent.succeeded', apiVersion: STRIPE_API_VERSION, delivered: 200 });
  });

  it('pays the order when the signed payment_intent.succeeded webhook arrives, never before', async () => {
    const { order, intentId, clientSecret, paymentId } = await start();
    expect(order.status).toBe('unpaid');
    const res = await confirmWith(intentId, clientSecret, '4242424242424242');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('succeeded');
    expect(order).toMatchObject({ status: 'paid', paidWith: [paymentId] });
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ status: 'success' });
  });

  it('answers a declined card with the card error and records the failure from the webhook', async () => {
    const { order, intentId, clientSecret, paymentId } = await start();
    const res = await confirmWith(intentId, clientSecret, '4000000000000002');
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: object }).error).toMatchObject({ type: 'card_error', message: 'Your card was declined.' });
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(order.status).toBe('unpaid');
    // The same intent takes another card, as Stripe's does.
    expect((await confirmWith(intentId, clientSecret, '4242424242424242')).status).toBe(200);
    expect(order.status).toBe('paid');
  });

  it('pays after a completed 3-D Secure challenge, and fails a refused one', async () => {
    const passed = await start();
    const first = await confirmWith(passed.intentId, passed.clientSecret, '4000002500003155');
    expect(((await first.json()) as { status: string; next_action: object }).next_action).toEqual({ type: 'use_stripe_sdk' });
    expect(passed.order.status).toBe('unpaid');
    await browserCall(`/v1/payment_intents/${passed.intentId}/authenticate`, passed.clientSecret, { result: 'complete' });
    expect(passed.order.status).toBe('paid');

    const refused = await start();
    await confirmWith(refused.intentId, refused.clientSecret, '4000002500003155');
    const denied = await browserCall(`/v1/payment_intents/${refused.intentId}/authenticate`, refused.clientSecret, { result: 'fail' });
    expect(denied.status).toBe(402);
    expect(await getPayment(t.ctx.db, refused.paymentId)).toMatchObject({
      status: 'failed',
      failureMessage: 'We are unable to authenticate your payment method.',
    });
  });

  it('refuses a confirmation without the client secret', async () => {
    const { intentId } = await start();
    const res = await browserCall(`/v1/payment_intents/${intentId}/confirm`, 'pi_wrong_secret_x', {
      'payment_method_data[card][number]': '4242424242424242',
    });
    expect(res.status).toBe(404);
  });

  it('looks a payment up and refunds it through the SDK', async () => {
    const { intentId, clientSecret, paymentId } = await start();
    await confirmWith(intentId, clientSecret, '4242424242424242');
    expect(await paymentProviders(t.ctx).stripe!.lookup(intentId)).toMatchObject({
      paid: true,
      refunded: false,
      feeCents: expect.any(Number),
    });
    await refundPayment(t.ctx, paymentId);
    await executeRefund(t.ctx, paymentId);
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ refundStatus: 'succeeded' });
    expect(await paymentProviders(t.ctx).stripe!.lookup(intentId)).toMatchObject({ paid: true, refunded: true });
  });

  describe('refuses what Stripe refuses', () => {
    const server = (path: string, fields: Record<string, string>, idempotencyKey?: string) =>
      fetch(`${stripe.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${stripe.appEnv.STRIPE_SECRET_KEY}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: new URLSearchParams(fields),
      });

    it('a 10-cent charge (USD minimum 50 cents)', async () => {
      const res = await server('/v1/payment_intents', { amount: '10', currency: 'usd' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'amount_too_small', message: 'Amount must be at least $0.50 usd' } });
      // Through the SDK too: the store's own call for a 10-cent order is refused.
      const order = shop.add(user.id, 10);
      const created = await t.http.post('/api/pay/figurine/create', { id: order.id, paymentMethod: 'stripe' }, user.token);
      expect(created.status).toBeGreaterThanOrEqual(400);
    });

    it('a refund above what the charge has left, and a second full refund', async () => {
      const { intentId, clientSecret } = await start(5000);
      await confirmWith(intentId, clientSecret, '4242424242424242');
      const over = await server('/v1/refunds', { payment_intent: intentId, amount: '5001' });
      expect(over.status).toBe(400);
      expect(await over.json()).toMatchObject({
        error: { code: 'amount_too_large', message: 'Refund amount ($50.01) is greater than unrefunded amount on charge ($50.00)' },
      });
      expect((await server('/v1/refunds', { payment_intent: intentId, amount: '2000' })).status).toBe(200);
      expect((await server('/v1/refunds', { payment_intent: intentId, amount: '3001' })).status).toBe(400);
      expect((await server('/v1/refunds', { payment_intent: intentId })).status).toBe(200);
      const again = await server('/v1/refunds', { payment_intent: intentId });
      expect(await again.json()).toMatchObject({ error: { code: 'charge_already_refunded' } });
    });

    it('an idempotency key reused with other parameters', async () => {
      const key = `key-${Date.now()}`;
      expect((await server('/v1/payment_intents', { amount: '5000', currency: 'usd' }, key)).status).toBe(200);
      expect((await server('/v1/payment_intents', { amount: '5000', currency: 'usd' }, key)).status).toBe(200);
      const reused = await server('/v1/payment_intents', { amount: '6000', currency: 'usd' }, key);
      expect(reused.status).toBe(400);
      expect(await reused.json()).toMatchObject({ error: { type: 'idempotency_error' } });
    });
  });
});

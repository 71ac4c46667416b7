import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/platform/clock';
import { PayPalProvider } from '../../src/platform/payments/paypal-provider';
import { PayPalStandIn } from './paypal';

/**
 * The PayPal stand-in refuses what PayPal refuses for the calls the store makes (issue 24 #4), with
 * PayPal's documented 422 body (`name`, `message`, `debug_id`, `details[].issue`, an information
 * link): an order amount of zero or with three decimals (Orders v2), a refund above what is left of
 * the capture or of a capture refunded in full (Payments v2). The store's own PayPal provider makes
 * the calls, as in production.
 */
describe('the PayPal stand-in refuses what PayPal refuses', () => {
  const paypal = new PayPalStandIn();
  let provider: PayPalProvider;

  beforeAll(async () => {
    await paypal.start();
    provider = new PayPalProvider({
      apiBase: paypal.baseUrl,
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      webhookId: paypal.webhookId,
      clock: new FakeClock(),
    });
  });
  afterAll(() => paypal.stop());

  const token = async () => {
    const res = await fetch(`${paypal.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64')}` },
      body: 'grant_type=client_credentials',
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const createOrder = async (value: string) =>
    fetch(`${paypal.baseUrl}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [{ custom_id: `p-${value}`, description: 'x', amount: { currency_code: 'USD', value } }],
      }),
    });

  /** A PayPal order of `cents`, approved by the buyer and captured by the store. */
  async function captured(cents: number) {
    const { providerRef } = await provider.createPayment({
      paymentId: `pay-${Math.random().toString(36).slice(2)}`,
      amountCents: cents,
      currency: 'usd',
      description: 'Figurine order',
      method: 'paypal',
      returnOrigin: 'http://127.0.0.1:3000',
    });
    paypal.approve(providerRef);
    expect((await provider.capture(providerRef)).status).toBe('COMPLETED');
    return providerRef;
  }

  it.each([
    ['0.00', 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    ['-1.00', 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    ['10.005', 'DECIMAL_PRECISION'],
  ])('refuses an order of %s USD with %s', async (value, issue) => {
    const res = await createOrder(value);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      message: expect.stringContaining('could not be performed'),
      debug_id: expect.any(String),
      details: [{ issue, field: "/purchase_units/@reference_id=='default'/amount/value", value }],
      links: [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`, rel: 'information_link' }],
    });
  });

  it('refunds part of a capture, refuses more than is left (REFUND_AMOUNT_EXCEEDED), then refunded in full (CAPTURE_FULLY_REFUNDED)', async () => {
    const ref = await captured(2500);
    expect(await provider.refund({ providerRef: ref, amountCents: 1500, idempotencyKey: 'r1' })).toMatchObject({ status: 'succeeded' });
    // The same request id answers the refund already made; nothing more is refunded.
    const again = await provider.refund({ providerRef: ref, amountCents: 1500, idempotencyKey: 'r1' });
    const capture = [...paypal.captures.values()].find((c) => c.orderId === ref)!;
    expect(capture.refunds).toHaveLength(1);
    expect(again.refundRef).toBe(capture.refunds[0]!.id);
    expect(capture.status).toBe('PARTIALLY_REFUNDED');

    await expect(provider.refund({ providerRef: ref, amountCents: 1001, idempotencyKey: 'r2' })).rejects.toThrow(
      /422.*REFUND_AMOUNT_EXCEEDED/,
    );
    expect(await provider.refund({ providerRef: ref, amountCents: 1000, idempotencyKey: 'r3' })).toMatchObject({ status: 'succeeded' });
    expect(capture.status).toBe('REFUNDED');
    expect(await provider.lookup(ref)).toMatchObject({ paid: true, refunded: true });
    await expect(provider.refund({ providerRef: ref, amountCents: 100, idempotencyKey: 'r4' })).rejects.toThrow(
      /422.*CAPTURE_FULLY_REFUNDED/,
    );
  });

  it('answers the refusal in PayPal documented shape, with the issue link of Payments v2', async () => {
    const ref = await captured(1000);
    const capture = [...paypal.captures.values()].find((c) => c.orderId === ref)!;
    const res = await fetch(`${paypal.baseUrl}/v2/payments/captures/${capture.id}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: { currency_code: 'USD', value: '10.01' } }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'REFUND_AMOUNT_EXCEEDED', description: expect.stringContaining('not yet been refunded') }],
      links: [
        { href: 'https://developer.paypal.com/docs/api/payments/v2/#error-REFUND_AMOUNT_EXCEEDED', rel: 'information_link', method: 'GET' },
      ],
    });
    // No amount: the whole rest.
    const whole = await fetch(`${paypal.baseUrl}/v2/payments/captures/${capture.id}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(whole.status).toBe(201);
    expect(await whole.json()).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '10.00' } });
  });
});

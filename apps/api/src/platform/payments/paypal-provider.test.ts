import { describe, expect, it } from 'vitest';
import { FakeClock } from '../clock';
import { PayPalProvider } from './paypal-provider';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** PayPal answered by a local stub: the tests check the requests the provider builds, no network. */
function stubbedPayPal(answers: Record<string, object>) {
  const calls: Call[] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    const path = url.replace('https://paypal.test', '');
    calls.push({
      url: path,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    if (path === '/v1/oauth2/token') return Response.json({ access_token: 'tok', expires_in: 3600 });
    const answer = answers[`${init.method} ${path}`];
    return answer ? Response.json(answer) : new Response('not found', { status: 404 });
  }) as typeof fetch;
  const provider = new PayPalProvider({
    apiBase: 'https://paypal.test',
    clientId: 'client',
    clientSecret: 'secret',
    webhookId: 'WH-1',
    clock: new FakeClock(),
    fetch: fetchStub,
  });
  return { provider, calls };
}

const webhookHeaders = {
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url': 'https://api.paypal.com/cert.pem',
  'paypal-transmission-id': 'tx-1',
  'paypal-transmission-sig': 'sig',
  'paypal-transmission-time': '2025-01-01T00:00:00Z',
};

describe('PayPal provider', () => {
  it('creates a CAPTURE order in USD with our payment id as custom id, authenticated by client credentials', async () => {
    const { provider, calls } = stubbedPayPal({
      'POST /v2/checkout/orders': {
        id: 'ORDER1',
        status: 'PAYER_ACTION_REQUIRED',
        links: [{ rel: 'payer-action', href: 'https://paypal.test/approve?token=ORDER1' }],
      },
    });
    const created = await provider.createPayment({
      paymentId: 'pay1',
      amountCents: 4999,
      currency: 'usd',
      description: 'Support tier',
      method: 'paypal',
      returnOrigin: 'https://shop.test',
    });
    expect(created).toEqual({ redirectUrl: 'https://paypal.test/approve?token=ORDER1', providerRef: 'ORDER1' });

    const [token, order] = calls;
    expect(token!.headers.authorization).toBe(`Basic ${Buffer.from('client:secret').toString('base64')}`);
    expect(token!.body).toBe('grant_type=client_credentials');
    expect(order!.headers).toMatchObject({ authorization: 'Bearer tok', 'PayPal-Request-Id': 'payment-pay1' });
    expect(JSON.parse(order!.body!)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: 'pay1', description: 'Support tier', amount: { currency_code: 'USD', value: '49.99' } }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://shop.test/api/pay/paypal/return',
            cancel_url: 'https://shop.test/api/pay/paypal/cancel',
          },
        },
      },
    });
  });

  it('captures on the server and reuses its access token', async () => {
    const { provider, calls } = stubbedPayPal({
      'POST /v2/checkout/orders/ORDER1/capture': {
        id: 'ORDER1',
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ id: 'CAP1', status: 'COMPLETED' }] } }],
      },
      'POST /v2/checkout/orders/ORDER2/capture': {
        id: 'ORDER2',
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ id: 'CAP2', status: 'DECLINED' }] } }],
      },
    });
    expect(await provider.capture('ORDER1')).toEqual({
      status: 'COMPLETED',
      event: { eventId: 'capture-CAP1', type: 'payment.succeeded', providerRef: 'ORDER1' },
    });
    expect(await provider.capture('ORDER2')).toMatchObject({
      status: 'DECLINED',
      event: { type: 'payment.failed', failureMessage: 'Payment not completed. Status: DECLINED' },
    });
    expect(calls.filter((c) => c.url === '/v1/oauth2/token')).toHaveLength(1);
  });

  it('refunds the capture of the order', async () => {
    const { provider, calls } = stubbedPayPal({
      'GET /v2/checkout/orders/ORDER1': {
        id: 'ORDER1',
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ id: 'CAP1', status: 'COMPLETED' }] } }],
      },
      'POST /v2/payments/captures/CAP1/refund': { id: 'REF1', status: 'COMPLETED' },
    });
    expect(await provider.refund({ providerRef: 'ORDER1', amountCents: 1000, idempotencyKey: 'refund-pay1' })).toEqual({
      refundRef: 'REF1',
      status: 'succeeded',
    });
    expect(JSON.parse(calls.at(-1)!.body!)).toEqual({ amount: { currency_code: 'USD', value: '10.00' } });
    expect(calls.at(-1)!.headers).toMatchObject({ 'PayPal-Request-Id': 'refund-pay1' });
  });

  it('has PayPal verify the webhook with the event sent back byte for byte', async () => {
    const { provider, calls } = stubbedPayPal({ 'POST /v1/notifications/verify-webhook-signature': { verification_status: 'SUCCESS' } });
    const raw =
      '{"id":"WH-EVT-1",  "event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{"id":"CAP1","status":"COMPLETED","supplementary_data":{"related_ids":{"order_id":"ORDER1"}}}}';
    expect(await provider.verifyWebhook(Buffer.from(raw), webhookHeaders)).toEqual({
      eventId: 'WH-EVT-1',
      type: 'payment.succeeded',
      providerRef: 'ORDER1',
    });
    const verify = calls.at(-1)!;
    expect(verify.body).toContain(`"webhook_event":${raw}}`);
    expect(JSON.parse(verify.body!)).toMatchObject({ auth_algo: 'SHA256withRSA', transmission_id: 'tx-1', webhook_id: 'WH-1' });
  });

  it('finds the order of a refund event through its capture', async () => {
    const { provider } = stubbedPayPal({
      'POST /v1/notifications/verify-webhook-signature': { verification_status: 'SUCCESS' },
      'GET /v2/payments/captures/CAP1': { id: 'CAP1', status: 'REFUNDED', supplementary_data: { related_ids: { order_id: 'ORDER1' } } },
    });
    const raw = JSON.stringify({
      id: 'WH-EVT-2',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: 'REF1',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '12.50' },
        custom_id: 'our-refund',
        links: [{ rel: 'up', href: 'https://api.paypal.com/v2/payments/captures/CAP1' }],
      },
    });
    // A partial refund: the event carries its own amount (and our id, sent as custom_id).
    expect(await provider.verifyWebhook(Buffer.from(raw), webhookHeaders)).toEqual({
      eventId: 'WH-EVT-2',
      type: 'refund.succeeded',
      providerRef: 'ORDER1',
      refundRef: 'REF1',
      refunds: [{ refundRef: 'REF1', amountCents: 1250, status: 'succeeded', refundId: 'our-refund' }],
    });
  });

  it('maps a resolved PayPal dispute to its order through the disputed capture', async () => {
    const { provider } = stubbedPayPal({
      'POST /v1/notifications/verify-webhook-signature': { verification_status: 'SUCCESS' },
      'GET /v2/payments/captures/CAP9': { id: 'CAP9', status: 'COMPLETED', supplementary_data: { related_ids: { order_id: 'ORDER9' } } },
    });
    const raw = JSON.stringify({
      id: 'WH-EVT-9',
      event_type: 'CUSTOMER.DISPUTE.RESOLVED',
      resource: {
        dispute_id: 'PP-D-1',
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
        status: 'RESOLVED',
        dispute_amount: { currency_code: 'USD', value: '49.99' },
        dispute_outcome: { outcome_code: 'RESOLVED_BUYER_FAVOUR' },
        disputed_transactions: [{ seller_transaction_id: 'CAP9' }],
      },
    });
    expect(await provider.verifyWebhook(Buffer.from(raw), webhookHeaders)).toEqual({
      eventId: 'WH-EVT-9',
      type: 'dispute.changed',
      providerRef: 'ORDER9',
      dispute: { disputeRef: 'PP-D-1', amountCents: 4999, reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED', status: 'lost' },
    });
  });

  it('refuses a webhook that PayPal does not verify, or one without its headers', async () => {
    const { provider, calls } = stubbedPayPal({ 'POST /v1/notifications/verify-webhook-signature': { verification_status: 'FAILURE' } });
    const raw = Buffer.from('{"id":"WH-EVT-3","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{}}');
    await expect(provider.verifyWebhook(raw, webhookHeaders)).rejects.toThrow('Invalid webhook signature');
    const before = calls.length;
    await expect(provider.verifyWebhook(raw, { ...webhookHeaders, 'paypal-transmission-sig': undefined })).rejects.toThrow(
      'Missing paypal-transmission-sig header',
    );
    expect(calls).toHaveLength(before);
  });
});

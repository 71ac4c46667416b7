import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../clock';
import { StripeProvider } from './stripe-provider';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: URLSearchParams;
}

/** A Stripe client whose HTTP calls are answered locally, to see what the provider asks Stripe for. */
function stubbedStripe(answer: (sent: Sent) => object) {
  const sent: Sent[] = [];
  const fetchStub = async (input: string | URL | Request, init: RequestInit = {}) => {
    const request = {
      url: input instanceof Request ? input.url : String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      body: new URLSearchParams(typeof init.body === 'string' ? init.body : ''),
    };
    sent.push(request);
    return new Response(JSON.stringify(answer(request)), {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
    });
  };
  const stripe = new Stripe('sk_test_dummy', { httpClient: Stripe.createFetchHttpClient(fetchStub), maxNetworkRetries: 0 });
  return { provider: new StripeProvider(stripe, 'whsec_test', new FakeClock()), sent };
}

describe('Stripe provider', () => {
  it('creates a PaymentIntent for the amount in cents, keyed by our payment id', async () => {
    const { provider, sent } = stubbedStripe(() => ({ id: 'pi_123', object: 'payment_intent', client_secret: 'pi_123_secret_abc' }));
    const created = await provider.createPayment({
      paymentId: 'pay1',
      amountCents: 4999,
      currency: 'usd',
      description: 'Figurine order',
      method: 'stripe',
      returnOrigin: 'https://shop.test',
    });
    expect(created).toEqual({ clientSecret: 'pi_123_secret_abc', providerRef: 'pi_123' });
    const [request] = sent;
    expect(request!.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(request!.headers['idempotency-key']).toBe('payment-pay1');
    expect(Object.fromEntries(request!.body)).toMatchObject({
      amount: '4999',
      currency: 'usd',
      description: 'Figurine order',
      'metadata[paymentId]': 'pay1',
      'automatic_payment_methods[enabled]': 'true',
    });
  });

  it('refunds the whole PaymentIntent once per idempotency key and reports the refund status', async () => {
    const { provider, sent } = stubbedStripe(() => ({ id: 're_1', object: 'refund', status: 'pending' }));
    expect(await provider.refund({ providerRef: 'pi_123', amountCents: 4999, idempotencyKey: 'refund-pay1' })).toEqual({
      refundRef: 're_1',
      status: 'pending',
    });
    expect(sent[0]!.url).toBe('https://api.stripe.com/v1/refunds');
    expect(sent[0]!.headers['idempotency-key']).toBe('refund-pay1');
    expect(Object.fromEntries(sent[0]!.body)).toEqual({ payment_intent: 'pi_123', amount: '4999' });
  });

  it('maps signed events to payment events and ignores the rest', async () => {
    const { provider } = stubbedStripe(() => ({}));
    const signed = async (type: string, object: object) => {
      const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
      return provider.verifyWebhook(Buffer.from(payload), { 'stripe-signature': header });
    };
    expect(await signed('payment_intent.requires_action', { id: 'pi_1' })).toEqual({
      eventId: 'evt_1',
      type: 'payment.requires_action',
      providerRef: 'pi_1',
    });
    expect(await signed('payment_intent.payment_failed', { id: 'pi_1', last_payment_error: null })).toMatchObject({
      type: 'payment.failed',
      failureMessage: 'Payment failed',
    });
    expect(
      await signed('refund.failed', { id: 're_1', amount: 500, payment_intent: 'pi_1', failure_reason: 'expired_or_canceled_card' }),
    ).toEqual({
      eventId: 'evt_1',
      type: 'refund.failed',
      providerRef: 'pi_1',
      refundRef: 're_1',
      refunds: [{ refundRef: 're_1', amountCents: 500, status: 'failed', failureMessage: 'expired_or_canceled_card' }],
      failureMessage: 'expired_or_canceled_card',
    });
    // A partial refund (refund.updated) carries its amount and our id from the metadata.
    expect(
      await signed('refund.updated', {
        id: 're_2',
        amount: 1000,
        payment_intent: 'pi_1',
        status: 'succeeded',
        metadata: { refundId: 'ours' },
      }),
    ).toMatchObject({
      type: 'refund.succeeded',
      providerRef: 'pi_1',
      refunds: [{ refundRef: 're_2', amountCents: 1000, status: 'succeeded', refundId: 'ours' }],
    });
    expect(
      await signed('charge.dispute.created', {
        id: 'dp_1',
        amount: 4999,
        reason: 'fraudulent',
        status: 'needs_response',
        payment_intent: 'pi_1',
        evidence_details: { due_by: 1_900_000_000 },
      }),
    ).toEqual({
      eventId: 'evt_1',
      type: 'dispute.changed',
      providerRef: 'pi_1',
      dispute: { disputeRef: 'dp_1', amountCents: 4999, reason: 'fraudulent', status: 'open', evidenceDueBy: '2030-03-17T17:46:40.000Z' },
    });
    expect(
      await signed('charge.dispute.closed', { id: 'dp_1', amount: 4999, reason: 'fraudulent', status: 'lost', payment_intent: 'pi_1' }),
    ).toMatchObject({
      dispute: { status: 'lost' },
    });
    expect(await signed('invoice.paid', { id: 'in_1' })).toBeNull();
  });
});

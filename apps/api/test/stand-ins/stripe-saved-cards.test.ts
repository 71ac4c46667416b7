import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../../src/platform/payments/stripe-provider';
import { StripeStandIn } from './stripe';

/**
 * The stand-in's SetupIntents and off-session PaymentIntents through the real Stripe Node SDK, as
 * Stripe documents them (docs.stripe.com/payments/save-and-reuse, /testing): a card set up for
 * off-session use, then charged with the customer away: succeeded, `card_declined`, or
 * `authentication_required` with the intent left in `requires_payment_method` to finish on-session.
 */
describe('the Stripe stand-in: saved cards charged off-session', () => {
  const standIn = new StripeStandIn();
  let stripe: Stripe;

  beforeAll(async () => {
    await standIn.start();
    const base = new URL(standIn.baseUrl);
    stripe = new Stripe(standIn.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      host: base.hostname,
      port: Number(base.port),
      protocol: 'http',
    });
  });
  afterAll(() => standIn.stop());

  const browser = (path: string, fields: Record<string, string>) =>
    fetch(`${standIn.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: standIn.publishableKey, ...fields }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  async function savedCard(number: string) {
    const customer = await stripe.customers.create({ metadata: { userId: 'u1' } });
    const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session', metadata: { orderId: 's1' } });
    expect(setup).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method', usage: 'off_session', customer: customer.id });
    const confirmed = await browser(`/v1/setup_intents/${setup.id}/confirm`, {
      client_secret: setup.client_secret!,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '34',
    });
    if (confirmed.body.status === 'requires_action')
      await browser(`/v1/setup_intents/${setup.id}/authenticate`, { client_secret: setup.client_secret!, result: 'complete' });
    const done = await stripe.setupIntents.retrieve(setup.id);
    return { customer: customer.id, setup: done, card: done.payment_method as string };
  }

  const charge = (customer: string, card: string, key: string) =>
    stripe.paymentIntents.create(
      { amount: 5000, currency: 'usd', customer, payment_method: card, off_session: true, confirm: true },
      { idempotencyKey: key },
    );

  it('sets a card up for the customer and charges it off-session, once per idempotency key', async () => {
    const { customer, setup, card } = await savedCard('4242424242424242');
    expect(setup.status).toBe('succeeded');
    const pm = await stripe.paymentMethods.retrieve(card);
    expect(pm.customer).toBe(customer);
    const charges = standIn.chargeCount;
    const [a, b] = await Promise.all([charge(customer, card, 'k-1'), charge(customer, card, 'k-1')].map((p) => p.catch((e: unknown) => e)));
    const ok = [a, b].filter((x): x is Stripe.PaymentIntent => !(x instanceof Error));
    expect(ok[0]).toMatchObject({ status: 'succeeded', amount_received: 5000 });
    expect(standIn.chargeCount - charges).toBe(1);
    expect((await charge(customer, card, 'k-1')).id).toBe(ok[0]!.id);
  });

  it('declines a card that was saved fine (4000 0000 0000 0341) with card_declined', async () => {
    const { customer, card } = await savedCard('4000000000000341');
    const err = await charge(customer, card, 'k-2').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = err as Stripe.errors.StripeCardError;
    expect(cardError.code).toBe('card_declined');
    expect(cardError.statusCode).toBe(402);
    expect(cardError.payment_intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
  });

  it('asks for authentication off-session (4000 0027 6000 3184); on-session the customer passes 3-D Secure', async () => {
    const { customer, setup, card } = await savedCard('4000002760003184');
    expect(setup.status).toBe('succeeded');
    const err = (await charge(customer, card, 'k-3').catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    expect(err.code).toBe('authentication_required');
    const intent = err.payment_intent!;
    expect(intent.status).toBe('requires_payment_method');
    // Brought back on-session: confirm with the saved card, then 3-D Secure.
    const again = await browser(`/v1/payment_intents/${intent.id}/confirm`, { client_secret: intent.client_secret!, payment_method: card });
    expect(again.body.status).toBe('requires_action');
    await browser(`/v1/payment_intents/${intent.id}/authenticate`, { client_secret: intent.client_secret!, result: 'complete' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('charges a card authenticated at setup (4000 0025 0000 3155) off-session without asking again', async () => {
    const { customer, card } = await savedCard('4000002500003155');
    expect((await charge(customer, card, 'k-4')).status).toBe('succeeded');
  });

  it('refuses a card that is not the customer’s, and a declined card at setup', async () => {
    const { card } = await savedCard('4242424242424242');
    const other = await stripe.customers.create({});
    await expect(charge(other.id, card, 'k-5')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'payment_method' });
    const customer = await stripe.customers.create({});
    const setup = await stripe.setupIntents.create({ customer: customer.id });
    const declined = await browser(`/v1/setup_intents/${setup.id}/confirm`, {
      client_secret: setup.client_secret!,
      'payment_method_data[card][number]': '4000000000000002',
    });
    expect(declined.status).toBe(402);
    expect((await stripe.setupIntents.retrieve(setup.id)).status).toBe('requires_payment_method');
  });
});

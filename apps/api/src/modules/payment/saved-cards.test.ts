import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { StripeStandIn } from '../../../test/stand-ins/stripe';
import { deleteAccount } from '../account';
import { paymentProviders } from './providers';
import { DELETE_CUSTOMER_QUEUE } from './saved-cards';
import { paymentCustomers } from './schema';
import { registerTestPayable } from './test-payable';

interface SavedCards {
  provider: string | null;
  savesCards: boolean;
  cards: { id: string; brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean }[];
}

/**
 * Saved cards (account hub → Payment Methods) with the real Stripe Node SDK against the local
 * Stripe stand-in: a card paid with is saved to the shopper's one customer, listed, made default
 * and removed; another shopper's card is a 404.
 */
describe('Saved cards with Stripe', () => {
  const stripe = new StripeStandIn();
  let t: TestApp;
  let shop: ReturnType<typeof registerTestPayable>;

  beforeAll(async () => {
    await stripe.start();
    t = await startTestApp({
      env: stripe.appEnv,
    });
    stripe.webhookUrl = `${t.baseUrl}/api/pay/stripe/webhook`;
    shop = registerTestPayable(t.ctx, 'figurine');
  });
  afterAll(async () => {
    await t?.close();
    await stripe.stop();
  });

  /** Pays a new order with `number` the way Stripe.js confirms from the Payment Element. */
  async function payWith(user: { id: string; token: string }, number: string, expiry = { month: '08', year: '31' }) {
    const order = shop.add(user.id, 2500);
    const res = await t.http.post('/api/pay/figurine/create', { id: order.id, paymentMethod: 'stripe' }, user.token);
    expect(res.status).toBe(200);
    const { clientSecret } = res.body.data as { clientSecret: string };
    const intentId = clientSecret.split('_secret_')[0]!;
    const confirmed = await fetch(`${stripe.baseUrl}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: stripe.publishableKey,
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': number,
        'payment_method_data[card][exp_month]': expiry.month,
        'payment_method_data[card][exp_year]': expiry.year,
      }),
    });
    return { intentId, order, status: confirmed.status };
  }

  const list = async (token: string) => {
    const res = await t.http.get('/api/pay/payment-methods', token);
    expect(res.status).toBe(200);
    return res.body.data as SavedCards;
  };

  it('answers an empty list, without asking Stripe, before the first card payment', async () => {
    const user = await makeUser(t.ctx);
    const before = stripe.requests.length;
    expect(await list(user.token)).toEqual({ provider: 'stripe', savesCards: true, cards: [] });
    expect(stripe.requests.length).toBe(before);
  });

  it('asks Stripe to save the card on the shopper’s customer, and lists it after the payment succeeds', async () => {
    const user = await makeUser(t.ctx);
    const { intentId, order } = await payWith(user, '4242424242424242');
    expect(order.status).toBe('paid');
    const [row] = await t.ctx.db.select().from(paymentCustomers).where(eqUser(user.id));
    const intent = stripe.intents.get(intentId)!;
    expect(intent).toMatchObject({ customer: row!.customerRef, setup_future_usage: 'on_session' });
    expect(stripe.customers.get(row!.customerRef)!.metadata).toEqual({ userId: user.id });

    // A declined card is not saved.
    await payWith(user, '4000000000000002');
    expect((await list(user.token)).cards).toEqual([
      { id: intent.payment_method, brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031, isDefault: false },
    ]);
  });

  it('sets a default card and removes cards; the list follows Stripe', async () => {
    const user = await makeUser(t.ctx);
    await payWith(user, '4242424242424242');
    await payWith(user, '5555555555554444', { month: '03', year: '29' });
    const cards = (await list(user.token)).cards;
    expect(cards.map((c) => [c.brand, c.last4, c.isDefault])).toEqual([
      ['mastercard', '4444', false],
      ['visa', '4242', false],
    ]);
    const [master, visa] = cards;

    expect((await t.http.post(`/api/pay/payment-methods/${visa!.id}/default`, {}, user.token)).status).toBe(200);
    // The default card comes first.
    expect((await list(user.token)).cards.map((c) => [c.last4, c.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);

    expect((await t.http.delete(`/api/pay/payment-methods/${master!.id}`, user.token)).status).toBe(200);
    expect((await list(user.token)).cards.map((c) => [c.last4, c.isDefault])).toEqual([['4242', true]]);
    expect(stripe.paymentMethods.get(master!.id)!.customer).toBeNull();
    expect(stripe.requests.filter((r) => r.path.endsWith('/detach'))).toContainEqual(
      expect.objectContaining({ path: `/v1/payment_methods/${master!.id}/detach`, idempotencyKey: expect.stringContaining(master!.id) }),
    );

    // Removing the default card leaves no default, as Stripe does.
    expect((await t.http.delete(`/api/pay/payment-methods/${visa!.id}`, user.token)).status).toBe(200);
    expect(await list(user.token)).toEqual({ provider: 'stripe', savesCards: true, cards: [] });
    // Removed already: not the shopper's card any more.
    const again = await t.http.delete(`/api/pay/payment-methods/${visa!.id}`, user.token);
    expect(again.status).toBe(404);
  });

  it('another shopper’s card is a 404 for removing and for making default, and stays theirs', async () => {
    const owner = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    await payWith(owner, '4242424242424242');
    await payWith(other, '4000056655665556');
    const [card] = (await list(owner.token)).cards;
    const detachesBefore = stripe.requests.filter((r) => r.path.endsWith('/detach')).length;

    const removed = await t.http.delete(`/api/pay/payment-methods/${card!.id}`, other.token);
    expect(removed.status).toBe(404);
    expect(removed.body).toMatchObject({ status: 404, detail: 'Card not found' });
    expect((await t.http.post(`/api/pay/payment-methods/${card!.id}/default`, {}, other.token)).status).toBe(404);

    expect(stripe.requests.filter((r) => r.path.endsWith('/detach')).length).toBe(detachesBefore);
    expect((await list(owner.token)).cards).toEqual([card]);
    expect((await list(other.token)).cards.map((c) => c.last4)).toEqual(['5556']);
    // A shopper who never saved a card has no customer: any card id is a 404 for them too.
    const stranger = await makeUser(t.ctx);
    expect((await t.http.delete(`/api/pay/payment-methods/${card!.id}`, stranger.token)).status).toBe(404);
  });

  it('refuses a malformed card id and a signed-out caller without asking Stripe', async () => {
    const user = await makeUser(t.ctx);
    const before = stripe.requests.length;
    const bad = await t.http.delete('/api/pay/payment-methods/pm%20x%3B', user.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ detail: 'Card not found' });
    expect((await t.http.get('/api/pay/payment-methods')).status).toBe(401);
    expect((await t.http.delete('/api/pay/payment-methods/pm_123')).status).toBe(401);
    expect(stripe.requests.length).toBe(before);
  });

  it('parallel first payments of one shopper make one Stripe customer', async () => {
    const user = await makeUser(t.ctx);
    stripe.customerLatencyMs = 100;
    try {
      const orders = Array.from({ length: 6 }, () => shop.add(user.id, 1500));
      const answers = await Promise.all(
        orders.map((o) => t.http.post('/api/pay/figurine/create', { id: o.id, paymentMethod: 'stripe' }, user.token)),
      );
      expect(answers.map((a) => a.status)).toEqual(orders.map(() => 200));
    } finally {
      stripe.customerLatencyMs = 0;
    }
    // The first payments overlapped at Stripe (several create calls, one key), yet one customer exists.
    const creates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers' && r.idempotencyKey?.endsWith(user.id));
    expect(creates.length).toBeGreaterThan(1);
    expect(new Set(creates.map((r) => r.idempotencyKey)).size).toBe(1);
    const customers = [...stripe.customers.values()].filter((c) => c.metadata.userId === user.id);
    expect(customers).toHaveLength(1);
    const rows = await t.ctx.db.select().from(paymentCustomers).where(eqUser(user.id));
    expect(rows.map((r) => r.customerRef)).toEqual([customers[0]!.id]);
    const intents = [...stripe.intents.values()].filter((i) => i.customer === customers[0]!.id);
    expect(intents).toHaveLength(6);
  });

  it('deleting the account deletes the shopper’s Stripe customer, and their saved cards with it (queued)', async () => {
    const user = await makeUser(t.ctx);
    await payWith(user, '4242424242424242');
    const [row] = await t.ctx.db.select().from(paymentCustomers).where(eqUser(user.id));
    const [card] = (await list(user.token)).cards;
    await deleteAccount(t.ctx, user.id);
    expect(await t.ctx.db.select().from(paymentCustomers).where(eqUser(user.id))).toEqual([]);
    await t.ctx.jobs.drain([DELETE_CUSTOMER_QUEUE]);
    expect(stripe.customers.has(row!.customerRef)).toBe(false);
    expect(stripe.deletedCustomers.has(row!.customerRef)).toBe(true);
    expect(stripe.paymentMethods.get(card!.id)!.customer).toBeNull();
    expect(stripe.requests).toContainEqual(expect.objectContaining({ method: 'DELETE', path: `/v1/customers/${row!.customerRef}` }));
  });

  it('a customer deleted at Stripe (dashboard) lists no cards', async () => {
    const user = await makeUser(t.ctx);
    await payWith(user, '4242424242424242');
    const [row] = await t.ctx.db.select().from(paymentCustomers).where(eqUser(user.id));
    await paymentProviders(t.ctx).stripe!.deleteCustomer(row!.customerRef);
    expect(await list(user.token)).toEqual({ provider: 'stripe', savesCards: true, cards: [] });
  });

  it('answers 503 with a clear message when Stripe cannot be reached, and changes nothing', async () => {
    const user = await makeUser(t.ctx);
    await payWith(user, '4242424242424242');
    const [card] = (await list(user.token)).cards;
    await stripe.stop();
    try {
      const res = await t.http.get('/api/pay/payment-methods', user.token);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ detail: 'Your saved cards cannot be reached right now. Please try again.' });
      expect((await t.http.delete(`/api/pay/payment-methods/${card!.id}`, user.token)).status).toBe(503);
    } finally {
      await stripe.start(Number(new URL(stripe.baseUrl).port));
    }
    expect((await list(user.token)).cards).toEqual([card]);
  });
});

describe('Saved cards with the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says the provider saves no cards, and refuses changes with a clear 400', async () => {
    const user = await makeUser(t.ctx);
    const res = await t.http.get('/api/pay/payment-methods', user.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ provider: 'sandbox', savesCards: false, cards: [] });
    for (const answer of [
      await t.http.delete('/api/pay/payment-methods/pm_123', user.token),
      await t.http.post('/api/pay/payment-methods/pm_123/default', {}, user.token),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ detail: 'This store’s payment provider does not save cards' });
    }
  });
});

const eqUser = (userId: string) => eq(paymentCustomers.userId, userId);

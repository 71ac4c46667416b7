import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { paymentProviders } from './providers';
import { refundPayment } from './refunds';
import { getPayment } from './service';
import { registerTestPayable } from './test-payable';

const card = (cardNumber: string, extra: Record<string, string> = {}) => ({
  cardNumber,
  expiryDate: '12/34',
  cvv: '123',
  cardholderName: 'Ada Lovelace',
  ...extra,
});

describe('sandbox payments', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof makeUser>>;
  let shop: ReturnType<typeof registerTestPayable>;

  beforeAll(async () => {
    t = await startTestApp();
    // After the app start, which registers the real figurine payable that this stand-in replaces.
    shop = registerTestPayable(t.ctx, 'figurine');
    user = await makeUser(t.ctx);
  });
  afterAll(() => t.close());

  const create = (orderId: string, paymentMethod = 'stripe', token = user.token) =>
    t.http.post('/api/pay/figurine/create', { id: orderId, paymentMethod }, token);
  /** What the wallet page's HTML form sends (the JSON test client cannot). */
  const submitWalletForm = (path: string) =>
    fetch(`${t.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
  const confirm = (clientSecret: string, body: Record<string, string>) =>
    t.http.post('/api/pay/sandbox/confirm', { clientSecret, ...body });
  const newCardPayment = async () => {
    const order = shop.add(user.id);
    const res = await create(order.id);
    expect(res.status).toBe(200);
    return { order, clientSecret: res.body.data.clientSecret as string, paymentId: res.body.data.paymentId as string };
  };

  it('lists the test cards in sandbox mode', async () => {
    const res = await t.http.get('/api/pay/sandbox/info');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sandbox: true, provider: 'sandbox' });
    expect(res.body.data.testCards.map((c: { number: string; outcome: string }) => [c.number, c.outcome])).toEqual([
      ['4242 4242 4242 4242', 'succeeded'],
      ['4000 0000 0000 0002', 'declined'],
      ['4000 0025 0000 3155', 'requires_action'],
      ['4000 0000 0000 9995', 'insufficient_funds'],
    ]);
  });

  it('refuses to create a payment for a visitor with 401', async () => {
    const order = shop.add(user.id);
    const res = await create(order.id, 'stripe', '');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('40101');
  });

  it("answers 404 for another user's order", async () => {
    const other = await makeUser(t.ctx);
    const res = await create(shop.add(other.id).id);
    expect(res.status).toBe(404);
  });

  it('asks for a payment method when none is chosen', async () => {
    const order = shop.add(user.id);
    for (const body of [{ id: order.id }, { id: order.id, paymentMethod: '' }, { id: order.id, paymentMethod: 'cash' }]) {
      const res = await t.http.post('/api/pay/figurine/create', body, user.token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path: 'paymentMethod', message: 'Please select a payment method' }));
    }
  });

  it('takes the amount from the order, never from the client', async () => {
    const order = shop.add(user.id, 12_345);
    // An amount sent by the client is an unknown field, refused (decision 064): no payment is opened.
    const priced = await t.http.post(
      '/api/pay/figurine/create',
      { id: order.id, paymentMethod: 'stripe', amount: 0.01, amountCents: 1 },
      user.token,
    );
    expect(priced.status).toBe(400);
    expect(priced.body.type).toBe('/api/problems/unknown-field');
    const res = await t.http.post('/api/pay/figurine/create', { id: order.id, paymentMethod: 'stripe' }, user.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 123.45, provider: 'sandbox' });
    expect(res.body.data.clientSecret).toMatch(/^pi_sbx_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect((await getPayment(t.ctx.db, res.body.data.paymentId))?.amountCents).toBe(12_345);
  });

  it('reuses the open payment when the dialog is reopened, and cancels it when the method changes', async () => {
    const order = shop.add(user.id);
    const first = await create(order.id);
    const again = await create(order.id);
    expect(again.body.data).toEqual(first.body.data);
    const wallet = await create(order.id, 'paypal');
    expect(wallet.body.data.paymentId).not.toBe(first.body.data.paymentId);
    expect((await getPayment(t.ctx.db, first.body.data.paymentId))?.status).toBe('canceled');
  });

  it('pays the order with 4242 4242 4242 4242 through a signed event', async () => {
    const { order, clientSecret, paymentId } = await newCardPayment();
    const res = await confirm(clientSecret, card('4242 4242 4242 4242'));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('succeeded');
    expect(order).toMatchObject({ status: 'paid', paidWith: [paymentId] });
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ status: 'success', failureMessage: null });
  });

  it('declines 4000 0000 0000 0002, then takes another card on the same payment', async () => {
    const { order, clientSecret, paymentId } = await newCardPayment();
    const declined = await confirm(clientSecret, card('4000000000000002'));
    expect(declined.body.data).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(order).toMatchObject({ status: 'unpaid', failures: 1 });

    const retried = await confirm(clientSecret, card('4242424242424242'));
    expect(retried.body.data.status).toBe('succeeded');
    expect(order.status).toBe('paid');
  });

  it("tells the shopper where their latest attempt stands, and nobody else's", async () => {
    const state = (orderId: string, token = user.token) => t.http.get(`/api/pay/state/figurine/${orderId}`, token);
    const fresh = shop.add(user.id);
    expect((await state(fresh.id)).body.data).toEqual({ status: 'none', message: null });
    const { order, clientSecret } = await newCardPayment();
    expect((await state(order.id)).body.data).toEqual({ status: 'pending', message: null });
    await confirm(clientSecret, card('4000000000000002'));
    expect((await state(order.id)).body.data).toEqual({ status: 'failed', message: 'Your card was declined.' });
    await confirm(clientSecret, card('4242424242424242'));
    expect((await state(order.id)).body.data).toEqual({ status: 'success', message: null });

    const other = await makeUser(t.ctx);
    expect((await state(order.id, other.token)).body.data).toEqual({ status: 'none', message: null });
    expect((await state(order.id, '')).status).toBe(401);
    expect((await t.http.get(`/api/pay/state/cash/${order.id}`, user.token)).status).toBe(400);
  });

  it('refuses 4000 0000 0000 9995 for insufficient funds', async () => {
    const { order, clientSecret } = await newCardPayment();
    const res = await confirm(clientSecret, card('4000 0000 0000 9995'));
    expect(res.body.data).toEqual({ status: 'failed', message: 'Your card has insufficient funds.' });
    expect(order.status).toBe('unpaid');
  });

  it('pays after an approved 3D Secure challenge for 4000 0025 0000 3155', async () => {
    const { order, clientSecret, paymentId } = await newCardPayment();
    const challenged = await confirm(clientSecret, card('4000 0025 0000 3155'));
    expect(challenged.body.data.status).toBe('requires_action');
    expect(order.status).toBe('unpaid');
    expect((await getPayment(t.ctx.db, paymentId))?.status).toBe('pending');

    const approved = await t.http.post('/api/pay/sandbox/authenticate', { clientSecret, approve: true });
    expect(approved.body.data.status).toBe('succeeded');
    expect(order.status).toBe('paid');
  });

  it('fails the payment when the 3D Secure challenge is denied', async () => {
    const { order, clientSecret, paymentId } = await newCardPayment();
    await confirm(clientSecret, card('4000 0025 0000 3155'));
    const denied = await t.http.post('/api/pay/sandbox/authenticate', { clientSecret, approve: false });
    expect(denied.body.data).toEqual({ status: 'failed', message: 'We are unable to authenticate your payment method.' });
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({
      status: 'failed',
      failureMessage: 'We are unable to authenticate your payment method.',
    });
    expect(order.status).toBe('unpaid');
    const again = await t.http.post('/api/pay/sandbox/authenticate', { clientSecret, approve: true });
    expect(again.status).toBe(400);
  });

  it('accepts any other Luhn-valid card number', async () => {
    const { order, clientSecret } = await newCardPayment();
    expect((await confirm(clientSecret, card('5555 5555 5555 4444'))).body.data.status).toBe('succeeded');
    expect(order.status).toBe('paid');
  });

  it('answers card mistakes with 400 and the field in error', async () => {
    const { order, clientSecret } = await newCardPayment();
    const cases: [Record<string, string>, string, string][] = [
      [card('4242 4242 4242 4241'), 'cardNumber', 'Your card number is invalid.'],
      [card('4242'), 'cardNumber', 'Your card number is invalid.'],
      [card('', {}), 'cardNumber', 'Card number is required'],
      [card('4242 4242 4242 4242', { expiryDate: '13/30' }), 'expiryDate', "Your card's expiration date is invalid."],
      [card('4242 4242 4242 4242', { expiryDate: '01/20' }), 'expiryDate', 'Your card has expired.'],
      [card('4242 4242 4242 4242', { cvv: '12' }), 'cvv', "Your card's security code is invalid."],
      [card('4242 4242 4242 4242', { cardholderName: ' ' }), 'cardholderName', 'Cardholder name is required'],
    ];
    for (const [body, path, message] of cases) {
      const res = await confirm(clientSecret, body);
      expect(res.status, `${path}: ${message}`).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect(order.status).toBe('unpaid');
  });

  it('refuses to confirm a payment twice or with an unknown client secret', async () => {
    const { clientSecret } = await newCardPayment();
    await confirm(clientSecret, card('4242 4242 4242 4242'));
    const twice = await confirm(clientSecret, card('4242 4242 4242 4242'));
    expect(twice.status).toBe(400);
    expect(twice.body.detail).toBe('This payment has already succeeded');
    expect((await confirm('pi_sbx_nope_secret_nope', card('4242 4242 4242 4242'))).status).toBe(404);
  });

  it('refuses to pay an order that is already paid', async () => {
    const { order, clientSecret } = await newCardPayment();
    await confirm(clientSecret, card('4242 4242 4242 4242'));
    const res = await create(order.id);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('This order is no longer awaiting payment');
  });

  it('pays through the wallet approval page and redirects to the success page', async () => {
    const order = shop.add(user.id, 2500);
    const created = await create(order.id, 'paypal');
    const redirectUrl: string = created.body.data.redirectUrl;
    expect(redirectUrl).toMatch(/^\/api\/pay\/sandbox\/wallet\/pi_sbx_[0-9a-f]{24}$/);
    expect(created.body.data.clientSecret).toBeUndefined();

    const page = await t.http.get(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('$25.00');
    expect(page.body).toContain('Approve');
    expect(page.body).toContain('Cancel');
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${t.ctx.config.publicUrl}`);

    const cancel = await submitWalletForm(`${redirectUrl}/cancel`);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${t.ctx.config.publicUrl}/pay/check-out/${order.id}/figurine`);
    expect(order.status).toBe('unpaid');

    const approve = await submitWalletForm(`${redirectUrl}/approve`);
    expect(approve.status).toBe(303);
    expect(approve.headers.get('location')).toBe(`${t.ctx.config.publicUrl}/pay/success/${order.id}/figurine`);
    expect(order).toMatchObject({ status: 'paid', paidWith: [created.body.data.paymentId] });
    expect((await t.http.get('/api/pay/sandbox/wallet/pi_sbx_000000000000000000000000')).status).toBe(404);
  });

  it('refunds a second payment of an already paid order instead of counting it', async () => {
    const order = shop.add(user.id);
    const byCard = await create(order.id, 'stripe');
    const byWallet = await create(order.id, 'paypal');
    await submitWalletForm(`${byWallet.body.data.redirectUrl}/approve`);
    expect(order.status).toBe('paid');

    await confirm(byCard.body.data.clientSecret, card('4242 4242 4242 4242'));
    expect(order).toMatchObject({ status: 'paid', paidWith: [byWallet.body.data.paymentId], refunds: 0 });
    await t.ctx.jobs.drain();
    expect(await getPayment(t.ctx.db, byCard.body.data.paymentId)).toMatchObject({ status: 'canceled', refundStatus: 'succeeded' });
  });

  it('refunds a paid payment once through the provider', async () => {
    const { order, clientSecret, paymentId } = await newCardPayment();
    await confirm(clientSecret, card('4242 4242 4242 4242'));
    await refundPayment(t.ctx, paymentId);
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ refundStatus: 'pending' });
    await t.ctx.jobs.drain();
    const refunded = await getPayment(t.ctx.db, paymentId);
    expect(refunded).toMatchObject({ status: 'success', refundStatus: 'succeeded' });
    expect(refunded!.refundRef).toMatch(/^re_sbx_/);
    expect(order).toMatchObject({ status: 'refunded', refunds: 1 });
    await expect(refundPayment(t.ctx, paymentId)).rejects.toMatchObject({ status: 400 });
    expect(order.refunds).toBe(1);
  });

  it('verifies its own signed events and refuses a tampered one', async () => {
    const sandbox = paymentProviders(t.ctx).sandbox!;
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const body = JSON.stringify({ id: 'evt_x', type: 'payment.succeeded', data: { providerRef: 'pi_sbx_x' } });
    const sign = (text: string) => createHmac('sha256', t.ctx.config.PAYMENT_WEBHOOK_SECRET).update(`${now}.${text}`).digest('hex');
    const headers = { 'sandbox-signature': `t=${now},v1=${sign(body)}` };
    expect(await sandbox.verifyWebhook(Buffer.from(body), headers)).toEqual({
      eventId: 'evt_x',
      type: 'payment.succeeded',
      providerRef: 'pi_sbx_x',
    });
    await expect(sandbox.verifyWebhook(Buffer.from(body.replace('pi_sbx_x', 'pi_sbx_y')), headers)).rejects.toThrow(
      'Invalid webhook signature',
    );
    await expect(sandbox.verifyWebhook(Buffer.from(body), {})).rejects.toThrow('Invalid webhook signature');
    t.clock.advance(10 * 60_000);
    await expect(sandbox.verifyWebhook(Buffer.from(body), headers)).rejects.toThrow('Webhook signature has expired');
  });
});

import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PayPalStandIn } from '../../../test/stand-ins/paypal';
import { getPayment } from './service';
import { registerTestPayable } from './test-payable';

/** The PayPal wallet against a local stand-in of PayPal's REST API: the JS SDK path (capture) and the redirect path. */
describe('PayPal payments against a local PayPal API', () => {
  const paypal = new PayPalStandIn();
  let t: TestApp;
  let user: Awaited<ReturnType<typeof makeUser>>;
  let shop: ReturnType<typeof registerTestPayable>;

  beforeAll(async () => {
    await paypal.start();
    t = await startTestApp({
      env: {
        PAYMENT_PROVIDER: 'paypal',
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_WEBHOOK_ID: paypal.webhookId,
        PAYPAL_API_BASE: paypal.baseUrl,
        TRUSTED_ORIGINS: 'http://192.168.1.20:3000',
      },
    });
    shop = registerTestPayable(t.ctx, 'figurine');
    user = await makeUser(t.ctx);
  });
  afterAll(async () => {
    await t?.close();
    await paypal.stop();
  });

  const start = async (headers: Record<string, string> = {}) => {
    const order = shop.add(user.id, 2500);
    const res = await t.http.request('POST', '/api/pay/figurine/create', {
      body: { id: order.id, paymentMethod: 'paypal' },
      token: user.token,
      headers,
    });
    expect(res.status).toBe(200);
    return { order, ...(res.body.data as { paymentId: string; walletOrderId: string; paypalClientId: string; redirectUrl: string }) };
  };
  const capture = (orderId: string, token = user.token) => t.http.post('/api/pay/paypal/capture', { orderId }, token);

  it('creates the USD order with amount, description and custom id, and hands the SDK its id and client id', async () => {
    const { walletOrderId, paypalClientId, paymentId } = await start();
    expect(paypalClientId).toBe(paypal.clientId);
    const unit = paypal.orders.get(walletOrderId)!.request.purchase_units[0]!;
    expect(unit).toMatchObject({ custom_id: paymentId, amount: { currency_code: 'USD', value: '25.00' } });
    expect(unit.description).toMatch(/^Test order /);
  });

  it('captures an approved order on the server and pays it', async () => {
    const { order, walletOrderId, paymentId } = await start();
    paypal.approve(walletOrderId);
    const res = await capture(walletOrderId);
    expect(res.body.data).toEqual({ paid: true, status: 'COMPLETED' });
    expect(order).toMatchObject({ status: 'paid', paidWith: [paymentId] });
    // Capturing again (a double click) changes nothing.
    expect((await capture(walletOrderId)).body.data).toEqual({ paid: true, status: 'COMPLETED' });
  });

  it('answers a capture that is not COMPLETED with its status and records the failure', async () => {
    const { order, walletOrderId, paymentId } = await start();
    paypal.approve(walletOrderId);
    paypal.captureStatus = 'DECLINED';
    try {
      expect((await capture(walletOrderId)).body.data).toEqual({ paid: false, status: 'DECLINED' });
    } finally {
      paypal.captureStatus = 'COMPLETED';
    }
    expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({
      status: 'failed',
      failureMessage: 'Payment not completed. Status: DECLINED',
    });
    expect(order.status).toBe('unpaid');
  });

  it("refuses to capture another shopper's order, or one nobody approved", async () => {
    const { walletOrderId } = await start();
    const other = await makeUser(t.ctx);
    expect((await capture(walletOrderId, other.token)).status).toBe(404);
    expect((await capture(walletOrderId, '')).status).toBe(401);
    expect((await capture(walletOrderId)).body.data).toEqual({ paid: false, status: null });
  });

  it('sends the redirect flow back to the trusted origin the shopper paid from, else to PUBLIC_URL', async () => {
    const lan = await start({ origin: 'http://192.168.1.20:3000' });
    const context = (id: string) => paypal.orders.get(id)!.request.payment_source!.paypal!.experience_context!;
    expect(context(lan.walletOrderId)).toMatchObject({
      return_url: 'http://192.168.1.20:3000/api/pay/paypal/return',
      cancel_url: 'http://192.168.1.20:3000/api/pay/paypal/cancel',
    });
    const forged = await start({ origin: 'https://evil.example' });
    expect(context(forged.walletOrderId).return_url).toBe(`${t.ctx.config.publicUrl}/api/pay/paypal/return`);

    // PayPal's approval page sends the browser to the return URL; the server captures and lands it on that origin.
    const approved = await fetch(`${paypal.baseUrl}/checkoutnow/approve?token=${lan.walletOrderId}`, {
      method: 'POST',
      redirect: 'manual',
    });
    const back = new URL(approved.headers.get('location')!);
    expect(back.origin).toBe('http://192.168.1.20:3000');
    // The browser would reach the server at that address; here the same request comes in with its Host header.
    const landed = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      const url = new URL(t.baseUrl);
      httpRequest({ host: url.hostname, port: url.port, path: `${back.pathname}${back.search}`, headers: { host: back.host } }, (r) => {
        r.resume();
        resolve({ status: r.statusCode, location: r.headers.location });
      })
        .on('error', reject)
        .end();
    });
    expect(landed).toEqual({ status: 303, location: `http://192.168.1.20:3000/pay/success/${lan.order.id}/figurine` });
    expect(lan.order.status).toBe('paid');
  });
});

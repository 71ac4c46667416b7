import { createHmac } from 'node:crypto';
import { newId } from '../../db/ids';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PayPalStandIn } from '../../../test/stand-ins/paypal';
import { SANDBOX_SIGNATURE_HEADER } from '../../platform/payments/sandbox-provider';
import { paymentEvents, payments } from './schema';
import { getPayment } from './service';
import { registerTestPayable, type TestOrder } from './test-payable';

/**
 * Every webhook route, delivered to the way providers really do it: twice, out of order, forged.
 * A genuine event has one effect however often it comes; a forged one is a 400 and leaves no trace.
 */
describe('webhook deliveries', () => {
  describe('sandbox route', () => {
    let t: TestApp;
    let shop: ReturnType<typeof registerTestPayable>;
    let userId: string;
    const secret = 'whsec_sandbox_local_only';
    beforeAll(async () => {
      t = await startTestApp();
      shop = registerTestPayable(t.ctx, 'figurine');
      userId = (await makeUser(t.ctx)).id;
    });
    afterAll(() => t.close());

    const signed = (event: object, at = Math.floor(Date.now() / 1000), key = secret) => {
      const body = JSON.stringify(event);
      const v1 = createHmac('sha256', key).update(`${at}.`).update(body).digest('hex');
      return { body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: `t=${at},v1=${v1}` } };
    };
    const deliver = ({ body, headers }: ReturnType<typeof signed>) =>
      fetch(`${t.baseUrl}/api/pay/sandbox/webhook`, { method: 'POST', headers, body });
    const event = (type: string, providerRef: string, data: object = {}) => ({
      id: `evt_sbx_${newId()}`,
      type,
      created: 1,
      data: { providerRef, ...data },
    });

    async function pending(): Promise<{ order: TestOrder; paymentId: string; ref: string }> {
      const order = shop.add(userId);
      const ref = `pi_sbx_${newId()}`;
      const [row] = await t.ctx.db
        .insert(payments)
        .values({
          orderType: 'figurine',
          orderId: order.id,
          userId,
          provider: 'sandbox',
          method: 'stripe',
          providerRef: ref,
          amountCents: order.amountCents,
        })
        .returning();
      return { order, paymentId: row!.id, ref };
    }

    it('applies a success delivered twice (and ten times at once) once', async () => {
      const { order, ref } = await pending();
      const success = signed(event('payment.succeeded', ref));
      expect((await deliver(success)).status).toBe(200);
      expect((await deliver(success)).status).toBe(200);
      await Promise.all(Array.from({ length: 10 }, () => deliver(success)));
      expect(order.paidWith).toHaveLength(1);
    });

    it('keeps a payment paid when its failure arrives after the success', async () => {
      const { order, paymentId, ref } = await pending();
      await deliver(signed(event('payment.succeeded', ref)));
      await deliver(signed(event('payment.failed', ref, { failureMessage: 'Your card was declined.' })));
      expect(order.status).toBe('paid');
      expect(await getPayment(t.ctx.db, paymentId)).toMatchObject({ status: 'success', failureMessage: null });
    });

    it('refuses a forged, tampered or stale delivery with 400 and records nothing', async () => {
      const { order, ref } = await pending();
      const forged = event('payment.succeeded', ref);
      const wrongKey = signed(forged, undefined, 'whsec_guess');
      const tampered = signed(event('payment.succeeded', `pi_sbx_${newId()}`));
      tampered.body = tampered.body.replace(/pi_sbx_\w+/, ref);
      const stale = signed(forged, Math.floor(Date.now() / 1000) - 3600);
      for (const delivery of [wrongKey, tampered, stale]) {
        const res = await deliver(delivery);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { code: string }).code).toBe('40003');
      }
      expect(order.status).toBe('unpaid');
      expect(await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, forged.id))).toEqual([]);
    });
  });

  describe('PayPal route', () => {
    const paypal = new PayPalStandIn();
    let t: TestApp;
    let shop: ReturnType<typeof registerTestPayable>;
    let userId: string;
    beforeAll(async () => {
      await paypal.start();
      t = await startTestApp({
        env: {
          PAYMENT_PROVIDER: 'paypal',
          PAYPAL_API_BASE: paypal.baseUrl,
          PAYPAL_CLIENT_ID: paypal.clientId,
          PAYPAL_CLIENT_SECRET: paypal.clientSecret,
          PAYPAL_WEBHOOK_ID: paypal.webhookId,
        },
      });
      shop = registerTestPayable(t.ctx, 'figurine');
      userId = (await makeUser(t.ctx)).id;
    });
    afterAll(async () => {
      await t.close();
      await paypal.stop();
    });

    const capture = (type: string, orderId: string, status = 'COMPLETED') =>
      JSON.stringify({
        id: `WH-${newId()}`,
        event_type: type,
        resource: { id: `CAP-${newId()}`, status, supplementary_data: { related_ids: { order_id: orderId } } },
      });
    const deliver = (body: string, headers: Record<string, string> = paypal.headers(body)) =>
      fetch(`${t.baseUrl}/api/pay/paypal/webhook`, { method: 'POST', headers, body });

    async function pending() {
      const order = shop.add(userId);
      const ref = `ORDER-${newId()}`;
      const [row] = await t.ctx.db
        .insert(payments)
        .values({
          orderType: 'figurine',
          orderId: order.id,
          userId,
          provider: 'paypal',
          method: 'paypal',
          providerRef: ref,
          amountCents: order.amountCents,
        })
        .returning();
      return { order, paymentId: row!.id, ref };
    }

    it('applies a capture delivered twice once, and ignores a later denial', async () => {
      const { order, paymentId, ref } = await pending();
      const completed = capture('PAYMENT.CAPTURE.COMPLETED', ref);
      expect((await deliver(completed)).status).toBe(200);
      expect((await deliver(completed)).status).toBe(200);
      expect((await deliver(capture('PAYMENT.CAPTURE.DENIED', ref, 'DENIED'))).status).toBe(200);
      expect(order.paidWith).toEqual([paymentId]);
      expect((await getPayment(t.ctx.db, paymentId))?.status).toBe('success');
    });

    it('refuses a delivery PayPal does not vouch for, or without its headers, and records nothing', async () => {
      const { order, ref } = await pending();
      const body = capture('PAYMENT.CAPTURE.COMPLETED', ref);
      const eventId = (JSON.parse(body) as { id: string }).id;
      expect((await deliver(body, paypal.headers(body, 'forged-signature'))).status).toBe(400);
      expect((await deliver(body, { 'content-type': 'application/json' })).status).toBe(400);
      expect(order.status).toBe('unpaid');
      expect(await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).toEqual([]);
    });
  });
});

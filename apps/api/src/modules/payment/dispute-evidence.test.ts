import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buy, makeAdmin, makeUser, openSale, payOrderByCard } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PayPalStandIn } from '../../../test/stand-ins/paypal';
import { StripeStandIn } from '../../../test/stand-ins/stripe';
import { auditLogs } from '../audit/schema';
import { DISPUTE_EVIDENCE_QUEUE, EVIDENCE_UNREACHABLE, evidenceKey } from './disputes';
import { paymentProviders } from './providers';
import { disputes } from './schema';
import { registerTestPayable } from './test-payable';

/**
 * Submitting a dispute's evidence from the console (decision 056): recorded and queued in one
 * transaction, sent by the job with a per-attempt idempotency key to Stripe (`POST /v1/disputes/:id`,
 * `evidence[...]`, `submit=true`) or PayPal (`provide-evidence`, multipart `input`), against the
 * stand-ins that check those requests as the providers document them. Once sent, a second submit is
 * refused (409) and changes nothing; a provider's refusal is recorded with its words and may be sent
 * again as a new attempt.
 */
type Admin = Awaited<ReturnType<typeof makeAdmin>>;

const FIELDS = {
  productDescription: 'Order FO1: 1 × Sakura — Deluxe 1/7 ($119.00 each).',
  customerName: 'Ann Collector',
  customerEmailAddress: 'ann@example.com',
  shippingAddress: '1 Figure Street, Shenzhen, China',
  shippingCarrier: 'SF Express',
  shippingTrackingNumber: 'SF1234567',
  shippingDate: '2026-11-12',
  uncategorizedText: 'The buyer confirmed receipt on 2026-11-20.',
};

const submit = (t: TestApp, id: string, token: string, fields: Partial<typeof FIELDS> = FIELDS) =>
  t.http.post(`/api/admin/payment/disputes/${id}/evidence`, { fields }, token);
const detail = async (t: TestApp, id: string, token: string) => (await t.http.get(`/api/admin/payment/disputes/${id}`, token)).body.data;
const row = async (t: TestApp, id: string) => (await t.ctx.db.select().from(disputes).where(eq(disputes.id, id)))[0]!;
const drain = (t: TestApp) => t.ctx.jobs.drain([DISPUTE_EVIDENCE_QUEUE]);

describe('dispute evidence to Stripe', () => {
  const stripe = new StripeStandIn();
  let t: TestApp;
  let operator: Admin;
  let support: Admin;
  let sellerId: string;

  beforeAll(async () => {
    await stripe.start();
    t = await startTestApp({ env: stripe.appEnv });
    stripe.webhookUrl = `${t.baseUrl}/api/pay/stripe/webhook`;
    operator = await makeAdmin(t.ctx, 'operator');
    support = await makeAdmin(t.ctx, 'support');
    sellerId = (await makeUser(t.ctx)).id;
  });
  afterAll(async () => {
    await t?.close();
    await stripe.stop();
  });

  /** A paid, shipped order (SF Express) whose card payment the bank then disputes. */
  async function disputed() {
    const fan = await makeUser(t.ctx, { email: `fan${Math.random().toString(36).slice(2, 8)}@example.com` });
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, sellerId, { stock: 10 });
    const orderId = await buy(t, fan.token, specId, 1);
    const intentId = await payOrderByCard(t, stripe, fan.token, orderId);
    // One parcel per order: a tracking number of its own (decision 063).
    const trackingNo = `SF${orderId.slice(-8)}`;
    const shipped = await t.http.post(`/api/admin/order/figurine/${orderId}/ship`, { trackingNo, carrier: 'sf-express' }, operator.token);
    expect(shipped.status).toBe(200);
    const dp = await stripe.openDispute(intentId, { reason: 'product_not_received' });
    const [listed] = await t.ctx.db.select().from(disputes).where(eq(disputes.providerRef, dp.id));
    return { dp, id: listed!.id, fan, trackingNo };
  }

  it('prefills the fields from the order; submits them once with the attempt key; the dispute goes under review', async () => {
    const { dp, id, fan, trackingNo } = await disputed();
    const before = await detail(t, id, support.token);
    expect(before.submission).toEqual({
      status: 'not_submitted',
      fields: null,
      requestedAt: null,
      submittedAt: null,
      error: null,
      unreachable: false,
    });
    expect(before.proposed).toMatchObject({
      customerEmailAddress: fan.email,
      shippingCarrier: 'SF Express',
      shippingTrackingNumber: trackingNo,
      shippingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(before.proposed.productDescription).toMatch(/^Order \S+: 1 × /);

    // Support may look but not answer; an empty answer is refused.
    expect((await submit(t, id, support.token)).status).toBe(403);
    const empty = await submit(t, id, operator.token, {});
    expect(empty.status).toBe(400);
    expect(empty.body.type).toBe('/api/problems/dispute-evidence-empty');

    const sent = await submit(t, id, operator.token, { ...before.proposed, uncategorizedText: 'Edited by the operator.' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.submission).toMatchObject({ status: 'submitting', requestedAt: expect.any(String), submittedAt: null });
    expect(sent.body.data.submission.fields.uncategorizedText).toBe('Edited by the operator.');
    const audit = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'dispute.submit_evidence'), eq(auditLogs.targetId, id)));
    expect(audit).toHaveLength(1);

    // A second submit, while the first is on its way, is refused and changes nothing.
    const again = await submit(t, id, operator.token, FIELDS);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ type: '/api/problems/dispute-evidence-submitted', status: 409 });
    expect((await row(t, id)).evidenceFields?.uncategorizedText).toBe('Edited by the operator.');
    expect((await row(t, id)).evidenceAttempt).toBe(1);

    // The job ran once and crashed after Stripe answered (before our record): the run repeated by
    // the queue sends the same request with the same key, and Stripe answers it as the first.
    const first = await row(t, id);
    await paymentProviders(t.ctx).stripe!.submitDisputeEvidence({
      disputeRef: dp.id,
      fields: first.evidenceFields!,
      idempotencyKey: evidenceKey(id, 1),
    });
    expect(await drain(t)).toBe(1);
    const calls = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/disputes/${dp.id}`);
    expect(calls.map((c) => c.idempotencyKey)).toEqual([evidenceKey(id, 1), evidenceKey(id, 1)]);
    expect(stripe.evidenceSubmissions.filter((s) => s.disputeId === dp.id)).toHaveLength(1);

    const atStripe = stripe.disputes.get(dp.id)!;
    expect(atStripe.status).toBe('under_review');
    expect(atStripe.evidence_details.submission_count).toBe(1);
    expect(atStripe.evidence).toMatchObject({
      customer_email_address: fan.email,
      shipping_carrier: 'SF Express',
      shipping_tracking_number: trackingNo,
      uncategorized_text: 'Edited by the operator.',
    });
    expect(stripe.events.at(-1)).toMatchObject({ type: 'charge.dispute.updated', delivered: 200 });

    const after = await detail(t, id, support.token);
    expect(after.status).toBe('open');
    expect(after.submission).toMatchObject({ status: 'submitted', submittedAt: expect.any(String), error: null });
    // Submitted: a third submit is refused too, and the job (were it to run again) does nothing.
    expect((await submit(t, id, operator.token)).status).toBe(409);
    expect(await drain(t)).toBe(0);
  });

  it("records Stripe's refusal with its words; a retry is a new attempt with its own key", async () => {
    const { dp, id } = await disputed();
    // Stripe closed the dispute, and its event has not reached us yet.
    stripe.webhookUrl = null;
    await stripe.closeDispute(dp.id, 'lost');
    stripe.webhookUrl = `${t.baseUrl}/api/pay/stripe/webhook`;

    expect((await submit(t, id, operator.token)).status).toBe(200);
    await drain(t);
    const failed = await detail(t, id, support.token);
    expect(failed.submission).toMatchObject({ status: 'failed', submittedAt: null, unreachable: false });
    expect(failed.submission.error).toContain('This dispute is already closed');

    // Sent again (the operator's retry): a new attempt, with the next key.
    const retry = await submit(t, id, operator.token);
    expect(retry.status).toBe(200);
    expect(retry.body.data.submission).toMatchObject({ status: 'submitting', error: null });
    await drain(t);
    const keys = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/disputes/${dp.id}`).map((r) => r.idempotencyKey);
    expect(keys).toEqual([evidenceKey(id, 1), evidenceKey(id, 2)]);
    expect((await row(t, id)).evidenceStatus).toBe('failed');
  });

  it('the stand-in refuses what Stripe refuses: an unknown evidence field, a bad boolean, an unknown dispute', async () => {
    const { dp } = await disputed();
    const post = (body: Record<string, string>) =>
      fetch(`${stripe.baseUrl}/v1/disputes/${dp.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stripe.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
      });
    const unknown = await post({ 'evidence[shoe_size]': '42', submit: 'true' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        param: 'evidence[shoe_size]',
        message: 'Received unknown parameter: evidence[shoe_size]',
      },
    });
    expect((await post({ submit: 'maybe' })).status).toBe(400);
    expect(stripe.disputes.get(dp.id)!.status).toBe('needs_response');
    expect(
      (await fetch(`${stripe.baseUrl}/v1/disputes/dp_nope`, { method: 'POST', headers: { authorization: `Bearer ${stripe.secretKey}` } }))
        .status,
    ).toBe(404);
  });

  it('answers 404 for an unknown dispute and 409 for a closed one', async () => {
    expect((await submit(t, 'nope', operator.token)).status).toBe(404);
    const { dp, id } = await disputed();
    await stripe.closeDispute(dp.id, 'won');
    const closed = await submit(t, id, operator.token);
    expect(closed.status).toBe(409);
    expect(closed.body.type).toBe('/api/problems/dispute-closed');
    expect((await row(t, id)).evidenceStatus).toBe('not_submitted');
  });
});

describe('dispute evidence to PayPal', () => {
  const paypal = new PayPalStandIn();
  let t: TestApp;
  let operator: Admin;
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
      },
    });
    paypal.webhookUrl = `${t.baseUrl}/api/pay/paypal/webhook`;
    shop = registerTestPayable(t.ctx, 'figurine');
    operator = await makeAdmin(t.ctx, 'operator');
  });
  afterAll(async () => {
    await t?.close();
    await paypal.stop();
  });

  /** A wallet payment captured by the store, then disputed by the buyer at PayPal (its webhook opens ours). */
  async function disputed() {
    const user = await makeUser(t.ctx);
    const order = shop.add(user.id, 2500);
    const created = await t.http.post('/api/pay/figurine/create', { id: order.id, paymentMethod: 'paypal' }, user.token);
    const walletOrderId = created.body.data.walletOrderId as string;
    paypal.approve(walletOrderId);
    expect((await t.http.post('/api/pay/paypal/capture', { orderId: walletOrderId }, user.token)).body.data.paid).toBe(true);
    const pd = await paypal.openDispute(paypal.orders.get(walletOrderId)!.capture!.id);
    expect(paypal.webhooks.at(-1)).toMatchObject({ event_type: 'CUSTOMER.DISPUTE.CREATED', delivered: 200 });
    const [mine] = await t.ctx.db.select().from(disputes).where(eq(disputes.providerRef, pd.dispute_id));
    return { pd, id: mine!.id };
  }

  it('sends PROOF_OF_FULFILLMENT with the tracking and the texts as notes, once; the dispute goes UNDER_REVIEW', async () => {
    const { pd, id } = await disputed();
    expect((await submit(t, id, operator.token)).status).toBe(200);
    expect((await submit(t, id, operator.token)).status).toBe(409);

    // A first run that PayPal answered but we never recorded: the repeated run finds the dispute
    // under review and sends nothing again.
    await paymentProviders(t.ctx).paypal!.submitDisputeEvidence({
      disputeRef: pd.dispute_id,
      fields: FIELDS,
      idempotencyKey: evidenceKey(id, 1),
    });
    expect(await drain(t)).toBe(1);
    const requests = paypal.evidenceRequests.filter((r) => r.disputeId === pd.dispute_id);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.requestId).toBe(evidenceKey(id, 1));
    const [evidence] = (requests[0]!.input as { evidences: Record<string, unknown>[] }).evidences;
    expect(evidence).toMatchObject({
      evidence_type: 'PROOF_OF_FULFILLMENT',
      evidence_info: { tracking_info: [{ carrier_name: 'SF_EXPRESS', tracking_number: 'SF1234567' }] },
    });
    expect(evidence!.notes).toContain('Product: Order FO1');
    expect(evidence!.notes).toContain('Customer: Ann Collector, ann@example.com');
    expect(paypal.disputes.get(pd.dispute_id)!.status).toBe('UNDER_REVIEW');
    expect(paypal.webhooks.at(-1)).toMatchObject({ event_type: 'CUSTOMER.DISPUTE.UPDATED', delivered: 200 });
    const after = await detail(t, id, operator.token);
    expect(after).toMatchObject({ status: 'open', submission: { status: 'submitted', error: null } });
    // The OAuth bearer token the adapter already gets is what the calls carry.
    expect(paypal.calls.some((c) => c.path === `/v1/customer/disputes/${pd.dispute_id}/provide-evidence`)).toBe(true);
  });

  it("records PayPal's refusal (the dispute waits for the buyer) and sends again when the operator retries", async () => {
    const { pd, id } = await disputed();
    await paypal.setDisputeStatus(pd.dispute_id, 'WAITING_FOR_BUYER_RESPONSE');
    expect((await submit(t, id, operator.token, { ...FIELDS, shippingCarrier: 'Yamato', shippingTrackingNumber: 'YT1' })).status).toBe(200);
    await drain(t);
    const failed = await detail(t, id, operator.token);
    expect(failed.submission.status).toBe('failed');
    expect(failed.submission.error).toContain('NOT_AUTHORIZED_TO_PROVIDE_EVIDENCE');

    await paypal.setDisputeStatus(pd.dispute_id, 'WAITING_FOR_SELLER_RESPONSE');
    expect((await submit(t, id, operator.token, { ...FIELDS, shippingCarrier: 'Yamato', shippingTrackingNumber: 'YT1' })).status).toBe(200);
    await drain(t);
    expect((await detail(t, id, operator.token)).submission.status).toBe('submitted');
    const [sent] = paypal.evidenceRequests.filter((r) => r.disputeId === pd.dispute_id);
    expect(sent!.requestId).toBe(evidenceKey(id, 2));
    // A carrier PayPal does not list is OTHER with its name.
    expect((sent!.input as { evidences: { evidence_info: unknown }[] }).evidences[0]!.evidence_info).toEqual({
      tracking_info: [{ carrier_name: 'OTHER', carrier_name_other: 'Yamato', tracking_number: 'YT1' }],
    });
  });

  it('the stand-in refuses what PayPal refuses: not multipart, no input, an unknown evidence type, OTHER without its name', async () => {
    const { pd } = await disputed();
    const token = (await (
      await fetch(`${paypal.baseUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64')}` },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string };
    const post = (body: string | FormData, headers: Record<string, string> = {}) =>
      fetch(`${paypal.baseUrl}/v1/customer/disputes/${pd.dispute_id}/provide-evidence`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}`, ...headers },
        body,
      });
    const form = (input: unknown) => {
      const f = new FormData();
      f.append('input', new Blob([JSON.stringify(input)], { type: 'application/json' }), 'input.json');
      return f;
    };
    const json = await post(JSON.stringify({ evidences: [] }), { 'content-type': 'application/json' });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ name: 'INVALID_REQUEST', details: [{ issue: 'INVALID_CONTENT_TYPE' }] });
    const noInput = new FormData();
    noInput.append('other', 'x');
    expect(await (await post(noInput)).json()).toMatchObject({ details: [{ issue: 'MISSING_REQUIRED_PARAMETER', field: 'input' }] });
    expect(await (await post(form({ evidences: [{ evidence_type: 'PHOTO_OF_CAT' }] }))).json()).toMatchObject({
      details: [{ issue: 'INVALID_PARAMETER_VALUE', field: '/evidences/0/evidence_type' }],
    });
    const other = await post(
      form({
        evidences: [
          { evidence_type: 'PROOF_OF_FULFILLMENT', evidence_info: { tracking_info: [{ carrier_name: 'OTHER', tracking_number: '1' }] } },
        ],
      }),
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      details: [{ issue: 'MISSING_REQUIRED_PARAMETER', field: '/evidences/0/evidence_info/tracking_info/0/carrier_name_other' }],
    });
    expect(paypal.disputes.get(pd.dispute_id)!.status).toBe('WAITING_FOR_SELLER_RESPONSE');
  });
});

describe('dispute evidence while Stripe is down (decision 059)', () => {
  const stripe = new StripeStandIn();
  let t: TestApp;
  let operator: Admin;

  beforeAll(async () => {
    await stripe.start();
    // Two retries at once instead of twelve over a day: the queue gives up within the test.
    t = await startTestApp({ env: stripe.appEnv, jobRetries: { limit: 2, delaySeconds: 0 } });
    stripe.webhookUrl = `${t.baseUrl}/api/pay/stripe/webhook`;
    operator = await makeAdmin(t.ctx, 'operator');
  });
  afterAll(async () => {
    await t?.close();
    await stripe.stop();
  });

  it('fails the attempt when the queue gives up; the retry (a new attempt) submits once Stripe is back', async () => {
    const fan = await makeUser(t.ctx);
    await addAddress(t, fan.id);
    const { specId } = await openSale(t, (await makeUser(t.ctx)).id, { stock: 10 });
    const orderId = await buy(t, fan.token, specId, 1);
    const intentId = await payOrderByCard(t, stripe, fan.token, orderId);
    const dp = await stripe.openDispute(intentId, { reason: 'fraudulent' });
    const [listed] = await t.ctx.db.select().from(disputes).where(eq(disputes.providerRef, dp.id));
    const id = listed!.id;

    stripe.outage = (method, path) => method === 'POST' && path === `/v1/disputes/${dp.id}`;
    expect((await submit(t, id, operator.token)).status).toBe(200);
    // The first run and its two retries meet the outage; then the dead letter fails the attempt.
    await drain(t);
    const posts = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/disputes/${dp.id}`);
    expect(posts().map((r) => r.idempotencyKey)).toEqual([evidenceKey(id, 1), evidenceKey(id, 1), evidenceKey(id, 1)]);
    const failed = await detail(t, id, operator.token);
    expect(failed.submission).toMatchObject({ status: 'failed', error: EVIDENCE_UNREACHABLE, unreachable: true, submittedAt: null });
    expect(await t.ctx.jobs.pending(DISPUTE_EVIDENCE_QUEUE)).toBe(0);
    expect(stripe.disputes.get(dp.id)!.status).toBe('needs_response');

    // Stripe is back: the operator's retry is attempt 2, sent once and taken.
    stripe.outage = null;
    expect((await submit(t, id, operator.token)).status).toBe(200);
    await drain(t);
    expect(
      posts()
        .map((r) => r.idempotencyKey)
        .slice(3),
    ).toEqual([evidenceKey(id, 2)]);
    expect((await detail(t, id, operator.token)).submission).toMatchObject({ status: 'submitted', error: null });
    expect(stripe.disputes.get(dp.id)!.status).toBe('under_review');
  });

  it('a dead letter of an attempt no longer current changes nothing', async () => {
    const [any] = await t.ctx.db.select().from(disputes);
    const { giveUpDisputeEvidence } = await import('./disputes');
    await giveUpDisputeEvidence(t.ctx, any!.id, 1);
    expect((await row(t, any!.id)).evidenceStatus).toBe('submitted');
  });
});

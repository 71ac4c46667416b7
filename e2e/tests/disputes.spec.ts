import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { StripeStandIn } from '../../apps/api/test/stand-ins/stripe';
import { expectAccessible } from '../support/a11y';
import { ADMIN } from '../support/env';
import { registerByApi, uniqueName, watchConsole } from '../support/helpers';
import { shopperApi } from '../support/orders';
import { STANDIN_PORT, startProductServer, type ProductServer } from '../support/product-server';

/**
 * Disputes (issue 24, decision 032) on a store whose cards go to the Stripe stand-in: the cardholder's
 * bank opens a chargeback (the stand-in sends `charge.dispute.created`, signed as Stripe signs it);
 * the console says so on every screen, the Disputes screen has the deadline and the evidence
 * prefilled, shipping is refused with the reason; won, the order ships; lost, it is refunded.
 */
test.describe.configure({ mode: 'serial' });

const PORT = STANDIN_PORT + 8;
const stripe = new StripeStandIn();
let store: ProductServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await stripe.start(STANDIN_PORT + 7);
  store = await startProductServer(PORT, { ...stripe.appEnv, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  stripe.webhookUrl = `${store.url}/api/pay/stripe/webhook`;
});
test.afterAll(async () => {
  await store?.stop();
  await stripe.stop();
});

/** A shopper's figurine order paid by card at the Stripe stand-in (as Stripe.js confirms it). */
async function paidOrder(request: APIRequestContext) {
  const user = await registerByApi(request, uniqueName('disputer'), 'secret123', store.url);
  const shopper = shopperApi(request, user.token, store.url);
  const orderId = await shopper.figurineOrder();
  const { clientSecret } = await shopper.createPayment('figurine', orderId, 'stripe');
  const intentId = clientSecret!.split('_secret_')[0]!;
  const confirmed = await fetch(`${stripe.baseUrl}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: stripe.publishableKey,
      client_secret: clientSecret!,
      'payment_method_data[card][number]': '4242424242424242',
    }),
  });
  expect(confirmed.ok).toBeTruthy();
  const show = () =>
    shopper.call<{ status: string; no: string; refundedAmount: number; totalPrice: number }>('get', `character-sale-order/show/${orderId}`);
  await expect.poll(async () => (await show()).status, { timeout: 20_000 }).toBe('undelivered');
  return { orderId, intentId, no: (await show()).no, show };
}

async function adminApi(request: APIRequestContext) {
  const res = await request.post(`${store.url}/api/admin/login/password`, { data: ADMIN });
  const token = (await res.json()).meta.token as string;
  return (method: 'get' | 'post', path: string, data?: unknown) =>
    request[method](`${store.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
}

async function signInToConsole(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${store.url}/admin/login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

test('a Stripe chargeback: the console banner, the Disputes screen with evidence and deadline, shipping held; won, it ships', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const assertNoConsoleErrors = watchConsole(page);
  const order = await paidOrder(request);
  const dispute = await stripe.openDispute(order.intentId, { reason: 'product_not_received', dueInDays: 6 });
  expect(stripe.events.at(-1)).toMatchObject({ type: 'charge.dispute.created', delivered: 200 });

  await signInToConsole(page);
  const banner = page.getByRole('status').filter({ hasText: 'payment is disputed' });
  await expect(banner).toContainText('1 payment is disputed: its order is held and cannot ship.');
  await expect(banner).toContainText('Next evidence due by');
  await expect(page.getByRole('link', { name: /^Disputes 1 open$/ })).toBeVisible();

  // The order list says it too, and offers no Ship.
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: order.no });
  await expect(row.getByText('Payment disputed — hold shipping')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Ship' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'payment is disputed' })).toBeVisible();
  // The server refuses to ship it, with the reason.
  const admin = await adminApi(request);
  const ship = await admin('post', `admin/order/figurine/${order.orderId}/ship`, { trackingNo: 'SF100200300' });
  expect(ship.status()).toBe(409);
  expect(await ship.json()).toMatchObject({
    type: '/api/problems/order-disputed',
    detail: 'The payment of this order is disputed: it is held until the dispute is closed',
  });

  // The Disputes screen: the deadline, then the evidence prefilled.
  await page.getByRole('link', { name: 'Review disputes' }).click();
  await expect(page.getByRole('heading', { name: 'Disputes', exact: true })).toBeVisible();
  const listed = page.getByRole('table', { name: 'Open disputes' }).getByRole('row').filter({ hasText: order.no });
  await expect(listed).toContainText('Product not received');
  await expect(listed).toContainText(/[56] days left/);
  await expectAccessible(page, 'console disputes list');
  await page.screenshot({ path: test.info().outputPath('disputes-list.png'), fullPage: true });
  await listed.getByRole('link', { name: `Order ${order.no}` }).click();
  await expect(page.getByRole('heading', { name: `Dispute on order ${order.no}` })).toBeVisible();
  await expect(page.getByText(`Stripe dispute ${dispute.id}`)).toBeVisible();
  const orderPart = page.getByRole('region', { name: 'Order' });
  await expect(orderPart.getByRole('table', { name: 'Order lines' })).toBeVisible();
  await expect(orderPart).toContainText('Paid at');
  await expect(page.getByRole('region', { name: 'Shipping' })).toContainText('1 Figure Street');
  await expect(page.getByRole('region', { name: 'Shipping' })).toContainText('Not shipped');
  await expect(page.getByRole('region', { name: 'Buyer and messages' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('The order is held: it cannot ship until the dispute is closed.')).toBeVisible();
  await expectAccessible(page, 'console dispute evidence');
  await page.screenshot({ path: test.info().outputPath('dispute-evidence.png'), fullPage: true });

  // Won: the order ships, the banner goes, the dispute is listed as closed.
  await stripe.closeDispute(dispute.id, 'won');
  await page.getByRole('link', { name: /^Disputes/ }).click();
  await page.getByRole('link', { name: 'Closed', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Closed disputes' }).getByRole('row').filter({ hasText: order.no })).toContainText('Won');
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: order.no }).getByText('Payment disputed — hold shipping')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'payment is disputed' })).toHaveCount(0);
  expect((await admin('post', `admin/order/figurine/${order.orderId}/ship`, { trackingNo: 'SF100200300' })).ok()).toBeTruthy();
  assertNoConsoleErrors();
});

test('a lost chargeback refunds the disputed amount: the whole payment lost ends the order refunded', async ({ request }) => {
  const order = await paidOrder(request);
  const dispute = await stripe.openDispute(order.intentId, { reason: 'fraudulent' });
  const admin = await adminApi(request);
  expect((await admin('post', `admin/order/figurine/${order.orderId}/ship`, { trackingNo: 'SF1' })).status()).toBe(409);
  await stripe.closeDispute(dispute.id, 'lost');
  const after = await order.show();
  expect(after).toMatchObject({ status: 'refunded', refundedAmount: after.totalPrice });
  const closed = (await (await admin('get', 'admin/payment/disputes?status=closed')).json()).data as {
    providerRef: string;
    status: string;
  }[];
  expect(closed.find((d) => d.providerRef === dispute.id)?.status).toBe('lost');
});

test('answering a chargeback from the console (decision 056): review, confirm, submitted to Stripe; a second submit is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const assertNoConsoleErrors = watchConsole(page);
  const order = await paidOrder(request);
  const dispute = await stripe.openDispute(order.intentId, { reason: 'product_not_received', dueInDays: 6 });
  await signInToConsole(page);
  await page.goto(`${store.url}/admin/disputes`);
  await page
    .getByRole('table', { name: 'Open disputes' })
    .getByRole('link', { name: `Order ${order.no}` })
    .click();
  const answer = page.getByRole('region', { name: 'Evidence for Stripe' });
  await expect(answer.getByRole('status')).toContainText('Not submitted');
  await expect(answer.getByRole('textbox', { name: 'Product description' })).toHaveValue(new RegExp(`^Order ${order.no}: `));
  await answer
    .getByRole('textbox', { name: 'Other information' })
    .fill('The parcel left our warehouse on time; the buyer was told every step.');
  await expectAccessible(page, 'console dispute answer (not submitted)');
  await page.screenshot({ path: test.info().outputPath('dispute-answer-not-submitted.png'), fullPage: true });

  await answer.getByRole('button', { name: 'Submit evidence…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit evidence to Stripe?' });
  await expect(dialog).toContainText('Submitting is final');
  await expectAccessible(page, 'console dispute answer (confirmation)');
  await page.screenshot({ path: test.info().outputPath('dispute-answer-confirm.png') });
  await dialog.getByRole('button', { name: 'Submit evidence' }).click();

  // The queue sends it; the screen reads again until Stripe answered.
  await expect(answer.getByRole('status')).toContainText('Submitted to Stripe at', { timeout: 30_000 });
  expect(stripe.disputes.get(dispute.id)?.status).toBe('under_review');
  expect(stripe.disputes.get(dispute.id)?.evidence.uncategorized_text).toBe(
    'The parcel left our warehouse on time; the buyer was told every step.',
  );
  await expect(answer.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'console dispute answer (submitted)');
  await page.screenshot({ path: test.info().outputPath('dispute-answer-submitted.png'), fullPage: true });

  const admin = await adminApi(request);
  const detail = (await (await admin('get', 'admin/payment/disputes?status=open')).json()).data as { id: string; providerRef: string }[];
  const id = detail.find((d) => d.providerRef === dispute.id)!.id;
  const again = await admin('post', `admin/payment/disputes/${id}/evidence`, { fields: { uncategorizedText: 'again' } });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ type: '/api/problems/dispute-evidence-submitted' });
  assertNoConsoleErrors();
});

test("a refused answer shows Stripe's words and can be sent again (decision 056)", async ({ page, request }) => {
  test.setTimeout(120_000);
  const order = await paidOrder(request);
  const dispute = await stripe.openDispute(order.intentId, { reason: 'fraudulent' });
  // Stripe closed it and its event has not reached the store yet: the answer is refused.
  const webhookUrl = stripe.webhookUrl;
  stripe.webhookUrl = null;
  await stripe.closeDispute(dispute.id, 'won');
  stripe.webhookUrl = webhookUrl;
  await signInToConsole(page);
  await page.goto(`${store.url}/admin/disputes`);
  await page
    .getByRole('table', { name: 'Open disputes' })
    .getByRole('link', { name: `Order ${order.no}` })
    .click();
  const answer = page.getByRole('region', { name: 'Evidence for Stripe' });
  await answer.getByRole('button', { name: 'Submit evidence…' }).click();
  await page.getByRole('dialog', { name: 'Submit evidence to Stripe?' }).getByRole('button', { name: 'Submit evidence' }).click();
  await expect(answer.getByRole('status')).toContainText('Stripe refused the evidence', { timeout: 30_000 });
  await expect(answer.getByRole('alert')).toContainText('This dispute is already closed');
  await expect(answer.getByRole('button', { name: 'Retry submission…' })).toBeVisible();
  await expectAccessible(page, 'console dispute answer (failed)');
  await page.screenshot({ path: test.info().outputPath('dispute-answer-failed.png'), fullPage: true });
});

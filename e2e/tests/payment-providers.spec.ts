import { networkInterfaces } from 'node:os';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../apps/api/test/oidc-provider';
import { PayPalStandIn } from '../../apps/api/test/stand-ins/paypal';
import { StripeStandIn } from '../../apps/api/test/stand-ins/stripe';
import { expectAccessible } from '../support/a11y';
import { registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';
import { shopperApi } from '../support/orders';
import { STANDIN_PORT, startProductServer, type ProductServer } from '../support/product-server';
import { routeProviders } from '../support/stand-ins/routes';

/**
 * Real card and wallet payments in the browser (issue 11), against local stand-ins: Stripe's API
 * and Stripe.js, PayPal's API and JS SDK, and Google's OpenID provider. One store takes cards with
 * Stripe and the wallet with PayPal; it has no PUBLIC_URL and listens on every interface, so it can
 * be opened at 127.0.0.1, at localhost and at this machine's LAN address.
 */
const PORT = STANDIN_PORT + 2;
const lanAddress = Object.values(networkInterfaces())
  .flatMap((list) => list ?? [])
  .find((a) => a.family === 'IPv4' && !a.internal)?.address;
const origins = {
  loopback: `http://127.0.0.1:${PORT}`,
  localhost: `http://localhost:${PORT}`,
  lan: lanAddress && `http://${lanAddress}:${PORT}`,
};

const stripe = new StripeStandIn();
const paypal = new PayPalStandIn();
let oidc: LocalOidcProvider;
let store: ProductServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await stripe.start(STANDIN_PORT);
  await paypal.start(STANDIN_PORT + 1);
  const callbacks = Object.values(origins)
    .filter(Boolean)
    .map((o) => `${o}/api/auth/google/callback`);
  oidc = await startLocalOidcProvider({ port: STANDIN_PORT + 3, redirectUris: callbacks });
  store = await startProductServer(PORT, {
    HOST: '0.0.0.0',
    PUBLIC_URL: '',
    ...stripe.appEnv,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_BASE: paypal.baseUrl,
    OIDC_ISSUER: oidc.issuer,
    OIDC_ALLOW_INSECURE: 'true',
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
  });
  stripe.webhookUrl = `${store.url}/api/pay/stripe/webhook`;
});
test.afterAll(async () => {
  await store?.stop();
  await oidc?.close();
  await stripe.stop();
  await paypal.stop();
});

/** A signed-in shopper on the checkout of a new figurine order, at `origin`. */
async function atCheckout(page: Page, request: APIRequestContext, origin = origins.loopback) {
  const user = await registerByApi(request, uniqueName('payer'), 'secret123', store.url);
  const orderId = await shopperApi(request, user.token, store.url).figurineOrder();
  await routeProviders(page, { stripe, paypal });
  await signInWithToken(page, user.token, `/pay/check-out/${orderId}/figurine`, origin);
  await expect(page.getByRole('heading', { name: 'Figurine Purchase' })).toBeVisible();
  return { user, orderId, origin };
}

async function openDialog(page: Page, method: 'Card' | 'PayPal') {
  await page.getByRole('radio', { name: new RegExp(method) }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  return page.getByRole('dialog', { name: 'Complete Payment' });
}

async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiration date').fill('12 / 34');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  return dialog;
}

const orderStatus = async (request: APIRequestContext, token: string, orderId: string) =>
  (await shopperApi(request, token, store.url).call<{ status: string }>('get', `character-sale-order/show/${orderId}`)).status;

test.describe('Stripe Payment Element', () => {
  test('a card pays; the order is paid by the verified webhook and the success page says so', async ({ page, request }) => {
    const assertNoConsoleErrors = watchConsole(page);
    const { orderId, user } = await atCheckout(page, request);
    const dialog = await openDialog(page, 'Card');
    await expect(dialog.locator('[data-stripe-stand-in=payment-element]')).toBeVisible();
    await expectAccessible(page, 'Stripe payment dialog');
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(`${origins.loopback}/pay/success/${orderId}/figurine`);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(await orderStatus(request, user.token, orderId)).toBe('undelivered');
    expect(stripe.events.map((e) => [e.type, e.delivered])).toContainEqual(['payment_intent.succeeded', 200]);
    assertNoConsoleErrors();
  });

  test('a declined card shows the card network’s message in the dialog; another card then pays', async ({ page, request }) => {
    const { orderId, user } = await atCheckout(page, request);
    await openDialog(page, 'Card');
    const dialog = await fillCard(page, '4000 0000 0000 0002');
    await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
    await expectAccessible(page, 'Stripe dialog with a decline');
    expect(await orderStatus(request, user.token, orderId)).toBe('unpaid');
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(new RegExp(`/pay/success/${orderId}/figurine$`));
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  });

  test('3-D Secure: Stripe.js shows the challenge; a failed one keeps the order unpaid, a completed one pays', async ({
    page,
    request,
  }) => {
    const { orderId, user } = await atCheckout(page, request);
    await openDialog(page, 'Card');
    await fillCard(page, '4000 0025 0000 3155');
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
    await expect(dialog.getByRole('alert')).toHaveText('We are unable to authenticate your payment method.');
    expect(await orderStatus(request, user.token, orderId)).toBe('unpaid');

    await fillCard(page, '4000 0025 0000 3155');
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/success/${orderId}/figurine$`));
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  });

  test('without Stripe.js (blocked), the dialog answers Card element not found', async ({ page, request }) => {
    const { orderId } = await atCheckout(page, request);
    await page.route('https://js.stripe.com/**', (route) => route.abort('blockedbyclient'));
    const dialog = await openDialog(page, 'Card');
    await expect(dialog.getByRole('button', { name: /^Pay / })).toBeDisabled();
    expect(orderId).toBeTruthy();
  });
});

test.describe('PayPal JS SDK buttons', () => {
  test('approve: the server creates the USD order and captures it; the success page follows', async ({ page, request }) => {
    const assertNoConsoleErrors = watchConsole(page);
    const { orderId, user } = await atCheckout(page, request);
    const dialog = await openDialog(page, 'PayPal');
    await dialog.getByRole('button', { name: 'PayPal' }).click();
    await expectAccessible(page, 'PayPal dialog');
    await page.getByRole('dialog', { name: 'PayPal' }).getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(`${origins.loopback}/pay/success/${orderId}/figurine`);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(await orderStatus(request, user.token, orderId)).toBe('undelivered');
    const created = [...paypal.orders.values()].at(-1)!;
    expect(created.request.purchase_units[0]).toMatchObject({ amount: { currency_code: 'USD' } });
    expect(created.request.purchase_units[0]!.description).toMatch(/^Figurine order /);
    expect(created.request.purchase_units[0]!.custom_id).toBeTruthy();
    assertNoConsoleErrors();
  });

  test('cancel: closing PayPal’s window leaves the dialog open, quiet, and the order unpaid', async ({ page, request }) => {
    const { orderId, user } = await atCheckout(page, request);
    const dialog = await openDialog(page, 'PayPal');
    await dialog.getByRole('button', { name: 'PayPal' }).click();
    await page.getByRole('dialog', { name: 'PayPal' }).getByRole('button', { name: 'Cancel and return' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(await orderStatus(request, user.token, orderId)).toBe('unpaid');
  });

  test('a capture that is not COMPLETED says so in the dialog', async ({ page, request }) => {
    const { orderId, user } = await atCheckout(page, request);
    const dialog = await openDialog(page, 'PayPal');
    paypal.captureStatus = 'DECLINED';
    try {
      await dialog.getByRole('button', { name: 'PayPal' }).click();
      await page.getByRole('dialog', { name: 'PayPal' }).getByRole('button', { name: 'Approve payment' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Payment not completed. Status: DECLINED');
    } finally {
      paypal.captureStatus = 'COMPLETED';
    }
    expect(await orderStatus(request, user.token, orderId)).toBe('unpaid');
  });
});

test.describe('returns land on the origin the shopper is on', () => {
  for (const name of ['loopback', 'lan'] as const) {
    test(`PayPal's approval page (SDK blocked) returns to ${name}, signed in`, async ({ page, request }) => {
      const origin = origins[name];
      test.skip(!origin, 'this machine has no LAN address');
      const user = await registerByApi(request, uniqueName('wallet'), 'secret123', store.url);
      const orderId = await shopperApi(request, user.token, store.url).figurineOrder();
      await routeProviders(page, { stripe, paypal, blockPayPal: true });
      await signInWithToken(page, user.token, `/pay/check-out/${orderId}/figurine`, origin);
      const dialog = await openDialog(page, 'PayPal');
      await dialog.getByRole('button', { name: 'Continue to PayPal' }).click();
      await expect(page.getByRole('heading', { name: 'PayPal (stand-in)' })).toBeVisible();
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(`${origin}/pay/success/${orderId}/figurine`);
      await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
      await page.goto(`${origin}/user`);
      await expect(page.getByText(user.username).first()).toBeVisible();
    });

    test(`Google sign-in started at ${name} comes back there, signed in`, async ({ page }) => {
      const origin = origins[name];
      test.skip(!origin, 'this machine has no LAN address');
      await page.goto(`${origin}/auth/login`);
      await page
        .getByRole('link', { name: /Google/ })
        .or(page.getByRole('button', { name: /Google/ }))
        .first()
        .click();
      await page.locator('input[name=login]').fill(`${name}-fan@example.test`);
      await page.locator('input[name=password]').fill('any-password');
      await page.locator('button[type=submit]').click();
      const consent = page.locator('button[type=submit]', { hasText: /continue|authorize|allow/i });
      if (await consent.isVisible().catch(() => false)) await consent.click();
      await expect(page).toHaveURL(`${origin}/user`, { timeout: 20_000 });
      await expect(page.getByText(/vote tickets/i).first()).toBeVisible();
    });
  }
});

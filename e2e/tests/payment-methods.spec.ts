import { expect, test, type Page } from '@playwright/test';
import { StripeStandIn } from '../../apps/api/test/stand-ins/stripe';
import { expectAccessible } from '../support/a11y';
import { registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';
import { shopperApi } from '../support/orders';
import { STANDIN_PORT, startProductServer, type ProductServer } from '../support/product-server';
import { routeProviders } from '../support/stand-ins/routes';

/** Account hub → Payment Methods: the sandbox's honest empty state, and Stripe's saved cards. */

test('with the sandbox, Payment Methods says the test provider saves no cards', async ({ page, request }) => {
  const assertNoConsoleErrors = watchConsole(page);
  const user = await registerByApi(request, uniqueName('cards'));
  await signInWithToken(page, user.token, '/user');
  await page.getByRole('link', { name: 'Payment Methods' }).click();
  await expect(page).toHaveURL(/\/account\/payment-methods$/);
  await expect(page.getByRole('heading', { name: 'Payment Methods' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No saved cards' })).toBeVisible();
  await expect(page.getByText('This store’s test payment provider does not save cards.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expectAccessible(page, 'Payment Methods, sandbox');
  assertNoConsoleErrors();
});

test('signed out, Payment Methods asks to log in', async ({ page }) => {
  await page.goto('/account/payment-methods');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test.describe('with Stripe', () => {
  // The ports payment-providers.spec.ts uses too: files run one after the other, each stops its servers.
  const PORT = STANDIN_PORT + 1;
  const stripe = new StripeStandIn();
  let store: ProductServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await stripe.start(STANDIN_PORT);
    store = await startProductServer(PORT, stripe.appEnv);
    stripe.webhookUrl = `${store.url}/api/pay/stripe/webhook`;
  });
  test.afterAll(async () => {
    await store?.stop();
    await stripe.stop();
  });

  async function payByCard(page: Page, orderId: string, number: string) {
    await page.goto(`${store.url}/pay/check-out/${orderId}/figurine`);
    await page.getByRole('radio', { name: /Card/ }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
    await dialog.getByLabel('Card number').fill(number);
    await dialog.getByLabel('Expiration date').fill('08 / 31');
    await dialog.getByLabel('Security code').fill('123');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  }

  test('a card paid with is listed; the shopper makes another default and removes one after confirming', async ({ page, request }) => {
    const assertNoConsoleErrors = watchConsole(page);
    const user = await registerByApi(request, uniqueName('cards'), 'secret123', store.url);
    const shopper = shopperApi(request, user.token, store.url);
    await routeProviders(page, { stripe });
    await signInWithToken(page, user.token, '/account/payment-methods', store.url);
    await expect(page.getByRole('heading', { name: 'No saved cards yet' })).toBeVisible();
    await expect(page.getByText('Cards you pay with are kept by our payment provider, Stripe, and listed here.')).toBeVisible();
    await expectAccessible(page, 'Payment Methods, Stripe, empty');

    await payByCard(page, await shopper.figurineOrder(), '4242 4242 4242 4242');
    // A second card on the same customer, as an earlier checkout would have saved it.
    const customer = [...stripe.customers.values()].at(-1)!;
    const master = stripe.addCard(customer.id, { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2029 });

    await page.goto(`${store.url}/user`);
    await page.getByRole('link', { name: 'Payment Methods' }).click();
    const cards = page.getByRole('list', { name: 'Saved cards' });
    const visa = cards.getByRole('article', { name: 'Visa ending in 4242' });
    const mastercard = cards.getByRole('article', { name: 'Mastercard ending in 4444' });
    await expect(visa).toContainText('Expires 08/31');
    await expect(mastercard).toContainText('Expires 03/29');
    await expect(cards.getByText('Default', { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'Payment Methods, Stripe cards');

    await mastercard.getByRole('button', { name: 'Set as default' }).click();
    await expect(mastercard.getByText('Default', { exact: true })).toBeVisible();
    await expect(mastercard.getByRole('button', { name: 'Set as default' })).toHaveCount(0);
    expect(customer.invoice_settings.default_payment_method).toBe(master.id);

    await visa.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove card?' });
    await expect(confirm).toContainText('Visa •••• 4242 will no longer be saved for checkout.');
    await expectAccessible(page, 'Remove card dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(visa).toBeVisible();

    await visa.getByRole('button', { name: 'Remove' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Visa •••• 4242 removed')).toBeVisible();
    await expect(visa).toHaveCount(0);
    await expect(mastercard).toBeVisible();
    expect([...stripe.paymentMethods.values()].filter((pm) => pm.customer === customer.id).map((pm) => pm.id)).toEqual([master.id]);
    assertNoConsoleErrors();
  });
});

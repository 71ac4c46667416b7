import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';
import { shopperApi } from '../support/orders';

/**
 * Issue 14 #3: the success page used to say "Your figurine order is paid" with a spinner that never
 * ended for an order nobody paid. It now says where the payment stands and offers the next step.
 */
test('the figurine success page follows the real payment: not paid, failed, waiting, paid', async ({ page, request }) => {
  const assertNoConsoleErrors = watchConsole(page);
  const user = await registerByApi(request, uniqueName('status'));
  const api = shopperApi(request, user.token);
  const orderId = await api.figurineOrder();

  // Nobody paid: no "paid", no endless spinner, and a way to pay.
  await signInWithToken(page, user.token, `/pay/success/${orderId}/figurine`);
  const result = page.locator('section[data-outcome]');
  await expect(result).toHaveAttribute('data-outcome', 'unconfirmed');
  await expect(page.getByRole('heading', { name: 'Payment not confirmed yet' })).toBeVisible();
  await expect(page.getByText('Your figurine order is paid')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
  await expectAccessible(page, 'success page, unpaid');
  await page.getByRole('button', { name: 'Pay Again' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/check-out/${orderId}/figurine$`));

  // A declined card: the page says so, with the card's reason, and offers to pay again.
  const { clientSecret } = await api.createPayment('figurine', orderId, 'stripe');
  await api.sandboxCard(clientSecret!, '4000000000000002');
  await page.goto(`/pay/success/${orderId}/figurine`);
  await expect(result).toHaveAttribute('data-outcome', 'failed');
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(result).toContainText('Your card was declined.');
  await expect(page.getByRole('button', { name: 'Pay Again' })).toBeVisible();
  await expectAccessible(page, 'success page, failed');

  // An attempt in flight: the page waits for the provider, then turns paid by itself.
  await api.createPayment('figurine', orderId, 'stripe');
  await page.goto(`/pay/success/${orderId}/figurine`);
  await expect(result).toHaveAttribute('data-outcome', 'waiting');
  await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
  await expectAccessible(page, 'success page, waiting');
  await api.sandboxCard(clientSecret!, '4242424242424242');
  await expect(result).toHaveAttribute('data-outcome', 'paid');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Your figurine order is paid')).toBeVisible();
  await expectAccessible(page, 'success page, paid');
  await page.getByRole('button', { name: 'View Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/show/${orderId}$`));
  assertNoConsoleErrors();
});

test('a confirmation that never comes stops waiting after a minute and offers to pay again', async ({ page, request }) => {
  const user = await registerByApi(request, uniqueName('silent'));
  const api = shopperApi(request, user.token);
  const orderId = await api.figurineOrder();
  await api.createPayment('figurine', orderId, 'stripe');
  await page.clock.install();
  await signInWithToken(page, user.token, `/pay/success/${orderId}/figurine`);
  const result = page.locator('section[data-outcome]');
  await expect(result).toHaveAttribute('data-outcome', 'waiting');
  await page.clock.fastForward(61_000);
  await expect(result).toHaveAttribute('data-outcome', 'unconfirmed');
  await expect(page.getByRole('button', { name: 'Pay Again' })).toBeVisible();
});

test('an expired or cancelled order says so and leads back to the shop', async ({ page, request }) => {
  const user = await registerByApi(request, uniqueName('closed'));
  const api = shopperApi(request, user.token);
  const orderId = await api.figurineOrder();
  await api.call('post', `character-sale-order/${orderId}/cancel`);
  await signInWithToken(page, user.token, `/pay/success/${orderId}/figurine`);
  await expect(page.locator('section[data-outcome]')).toHaveAttribute('data-outcome', 'closed');
  await expect(page.getByRole('heading', { name: 'This order was cancelled' })).toBeVisible();
  await expectAccessible(page, 'success page, cancelled');
  await page.getByRole('button', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL(/\/figurines$/);
});

test('the crowdfunding success page waits for the payment too, then thanks the backer', async ({ page, request }) => {
  const user = await registerByApi(request, uniqueName('cfstatus'));
  const api = shopperApi(request, user.token);
  const supportId = await api.support();
  await signInWithToken(page, user.token, `/pay/success/${supportId}/crowdfunding_support`);
  const result = page.locator('section[data-outcome]');
  await expect(result).toHaveAttribute('data-outcome', 'unconfirmed');
  await expect(page.getByText('Thank you for your support!')).toHaveCount(0);

  const { clientSecret } = await api.createPayment('crowdfunding', supportId, 'stripe');
  await page.reload();
  await expect(result).toHaveAttribute('data-outcome', 'waiting');
  await api.sandboxCard(clientSecret!, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Thank you for your support!' })).toBeVisible();
  await page.getByRole('button', { name: 'View Support' }).click();
  await expect(page).toHaveURL(/\/order\/list\?tab=crowdfunding$/);
});

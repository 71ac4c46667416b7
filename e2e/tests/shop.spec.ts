import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';
import { expectAccessible } from '../support/a11y';

interface FigurineCard {
  id: string;
  sale: { preSaleEndAt: string | null } | null;
}

async function figurines(request: APIRequestContext) {
  const res = await request.get('/api/figurine/page-list?page=1&pageSize=50');
  return (await res.json()).data as FigurineCard[];
}

test('a shopper buys a figurine: detail, cart, checkout with a new address, card payment, undelivered order', async ({ page, request }) => {
  const assertNoConsoleErrors = watchConsole(page);
  const user = await registerByApi(request, uniqueName('buyer'));
  const onSale = (await figurines(request)).find((f) => !f.sale?.preSaleEndAt || Date.parse(f.sale.preSaleEndAt) < Date.now());
  expect(onSale, 'a figurine on sale in the demo data').toBeTruthy();

  await signInWithToken(page, user.token, '/figurines');
  await page.locator(`a[href="/figurines/show/${onSale!.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/figurines/show/${onSale!.id}$`));
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectAccessible(page, 'purchase drawer');
  await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully')).toBeVisible();

  await page.goto('/account/shopping-cart');
  // Everything is chosen when the cart opens (issue 14 #7); with nothing chosen, checkout asks for a choice.
  await expect(page.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Select all' }).uncheck();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Please select items to checkout')).toBeVisible();
  await expectAccessible(page, 'cart with nothing chosen');
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/pay\/check-out\/[a-z0-9]+\/figurine$/);
  await expect(page.getByRole('heading', { name: 'Figurine Purchase' })).toBeVisible();
  const orderId = page.url().split('/').at(-2)!;

  await page.getByRole('link', { name: 'Choose a shipping address' }).click();
  await page
    .getByRole('link', { name: /Add New Address/ })
    .or(page.getByRole('button', { name: /Add New Address/ }))
    .first()
    .click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectAccessible(page, 'address form with errors');
  await page.getByLabel('Full Name').fill('Ann Collector');
  await page.getByLabel('Phone').fill('13812345678');
  await page.getByLabel('Country').selectOption('CN');
  await page.getByLabel('Province / State').fill('Guangdong');
  await page.getByLabel('City').fill('Shenzhen');
  await page.getByLabel('Zip Code').fill('518000');
  await page.getByLabel('Address Line 1').fill('1 Figure Street');
  await page.getByLabel('Address Line 2').fill('Unit 8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/check-out/${orderId}/figurine$`));
  await expect(page.getByText('1 Figure Street')).toBeVisible();

  await page.getByRole('radio', { name: /Card/ }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await expectAccessible(page, 'payment dialog');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Cardholder name').fill('Ann Collector');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/success/${orderId}/figurine$`));
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  // Paid and waiting to ship; a figure whose release month is still ahead reads as a pre-order (issue 41 #4).
  const waiting = /^(Awaiting shipment|Pre-ordered)$/;
  await page.goto('/order/list');
  await expect(page.getByRole('article').getByText(waiting).first()).toBeVisible();
  await page.goto(`/order/show/${orderId}`);
  await expect(page.getByText(waiting).first()).toBeVisible();
  await expect(page.getByText('1 Figure Street')).toBeVisible();
  await expectAccessible(page, 'order detail');
  assertNoConsoleErrors();
});

test('a pre-sale figurine shows the pre-sale price and its discount', async ({ page, request }) => {
  const preSale = (await figurines(request)).find((f) => f.sale?.preSaleEndAt && Date.parse(f.sale.preSaleEndAt) > Date.now());
  expect(preSale, 'a pre-sale figurine in the demo data').toBeTruthy();
  const detail = (await (await request.get(`/api/figurine/show/${preSale!.id}`)).json()).data;
  await page.goto(`/figurines/show/${preSale!.id}`);
  await expect(page.getByText(`$${Number(detail.sale.preSalePrice).toFixed(2)}`).first()).toBeVisible();
  await expect(page.getByText(/-\d+%/).first()).toBeVisible();
  await expect(page.getByText('Pre-ordered')).toBeVisible();
});

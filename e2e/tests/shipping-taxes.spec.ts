import { expect, test } from '@playwright/test';
import { formatPrice } from '@pedestal/contract/rules/money';
import { shopperApi } from '../support/orders';
import { registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';

/**
 * Issue 31: checkout in the demo store for the US (California, New York), Germany, France, China and
 * Japan shows the shipping and tax of that address before paying; an unserved country (Russia)
 * cannot be chosen and says why.
 */
const places = [
  { key: 'CA', country: 'United States', province: 'California', zipCode: '94103', phone: '+14155550100', tax: /Sales tax 7\.25%/ },
  { key: 'NY', country: 'United States', province: 'New York', zipCode: '10001', phone: '+12125550100', tax: /Sales tax 8\.88%/ },
  { key: 'DE', country: 'Germany', province: 'Berlin', zipCode: '10115', phone: '+493012345678', tax: /VAT 19% \(included\)/ },
  { key: 'FR', country: 'France', province: 'Paris', zipCode: '75001', phone: '+33142345678', tax: /VAT 20% \(included\)/ },
  { key: 'CN', country: 'China', province: 'Shanghai', zipCode: '200000', phone: '13812345678', tax: null },
  { key: 'JP', country: 'Japan', province: 'Tokyo', zipCode: '1000001', phone: '+81312345678', tax: null },
] as const;

interface Quote {
  served: boolean;
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
  taxDetail: { shippingTax: number; inclusive: boolean } | null;
}

test('checkout shows the shipping and tax of each country before paying; an unserved country is refused', async ({ page, request }) => {
  test.setTimeout(180_000);
  const assertNoConsoleErrors = watchConsole(page);
  const user = await registerByApi(request, uniqueName('taxes'));
  const api = shopperApi(request, user.token);
  const list = await api.call<{ id: string; sale: { preSaleEndAt: string | null } | null }[]>(
    'get',
    'figurine/page-list?page=1&pageSize=50',
  );
  let specId = '';
  for (const item of list) {
    if (item.sale?.preSaleEndAt && Date.parse(item.sale.preSaleEndAt) > Date.now()) continue;
    const show = await api.call<{ specs: { id: string; stock: number }[] }>('get', `figurine/show/${item.id}`);
    const spec = show.specs.find((s) => s.stock > 5);
    if (spec) {
      specId = spec.id;
      break;
    }
  }
  expect(specId, 'a figurine on sale in the demo data').not.toBe('');
  await signInWithToken(page, user.token, '/user');

  for (const place of places) {
    const { userAddressId } = await api.call<{ userAddressId: string }>('post', 'user-address', {
      name: 'Ann Collector',
      city: 'City',
      area: `1 ${place.key} Street`,
      isDefault: true,
      country: place.country,
      province: place.province,
      zipCode: place.zipCode,
      phone: place.phone,
    });
    const quote = await api.call<Quote>('post', 'figurine/quote', { items: [{ characterSaleSpecId: specId, quantity: 1 }], userAddressId });
    expect(quote.served).toBe(true);
    const { characterSaleOrderId } = await api.call<{ characterSaleOrderId: string }>('post', 'figurine/buy', [
      { characterSaleSpecId: specId, quantity: 1 },
    ]);
    await page.goto(`/pay/check-out/${characterSaleOrderId}/figurine`);
    await expect(page.getByText(`1 ${place.key} Street`)).toBeVisible();
    const summary = page
      .getByRole('region', { name: 'Order Summary' })
      .or(page.locator('section').filter({ hasText: 'Subtotal' }))
      .first();
    const shippingShown = quote.taxDetail?.inclusive ? quote.shipping + quote.taxDetail.shippingTax : quote.shipping;
    await expect(summary).toContainText(shippingShown > 0 ? formatPrice(Math.round(shippingShown * 100) / 100) : 'Free');
    await expect(summary).toContainText(formatPrice(quote.total));
    if (place.tax) {
      await expect(summary).toContainText(place.tax);
      await expect(summary).toContainText(formatPrice(quote.tax));
    } else {
      expect(quote.tax).toBe(0);
      await expect(summary).not.toContainText(/VAT|Sales tax/);
    }
    if (place.key === 'DE' || place.key === 'FR') await expect(summary).toContainText('IOSS IM2760000001');
    await expect(page.getByRole('contentinfo').or(page.locator('body'))).toContainText(formatPrice(quote.total));
  }

  // The address form refuses a country the store does not ship to, and says which.
  await page.goto('/user-address/create');
  await page.getByLabel('Full Name').fill('Ann Collector');
  await page.getByLabel('Phone').fill('+74951234567');
  await page.getByLabel('Country').selectOption('RU');
  await page.getByLabel('Province / State').fill('Moscow');
  await page.getByLabel('City').fill('Moscow');
  await page.getByLabel('Zip Code').fill('101000');
  await page.getByLabel('Address Line 1').fill('1 Red Street');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Sorry, we do not ship to (Russia|RU):/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/user-address\/create/);
  assertNoConsoleErrors();
});

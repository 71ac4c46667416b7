import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { DEMO, E2E_BASE_URL } from '../support/env';
import { adminToken, watchConsole } from '../support/helpers';
import { signInToConsole } from '../support/console';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Issue 28 #3, #4, #6: the console's bulk shipping (a CSV of 50 after a dry run), money on the
 * dashboard, and a banner edited in both languages seen on the store in each. Console at 1280×800,
 * store at 390×844; axe on every screen. Screenshots go to SHOTS_DIR when it is set.
 */
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** `n` paid, unshipped orders of the demo shopper (API), numbers and ids. */
async function paidOrders(request: APIRequestContext, n: number) {
  const login = await request.post('/api/authentication/login-by-password', { data: DEMO });
  const headers = { authorization: `Bearer ${(await login.json()).meta.token as string}` };
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const figurines = (await (await request.get('/api/figurine/page-list?page=1&pageSize=50')).json()).data as { id: string }[];
  let specId: string | undefined;
  for (const f of figurines) {
    const show = (await (await request.get(`/api/figurine/show/${f.id}`)).json()).data;
    specId = show.specs[0]?.id;
    if (specId) break;
  }
  expect(specId, 'a figurine spec').toBeTruthy();
  // Enough stock and no per-account limit for this many orders.
  expect(
    (await request.put(`/api/admin/sale-spec/${specId}`, { headers: admin, data: { stock: 5000, limitPerAccount: null } })).ok(),
  ).toBeTruthy();
  const address = await request.post('/api/user-address', {
    headers,
    data: {
      name: 'Ann Collector',
      phone: '13812345678',
      zipCode: '518000',
      country: 'China',
      province: 'Guangdong',
      city: 'Shenzhen',
      area: '1 Figure Street',
      address: 'Unit 8',
      tag: 'home',
      isDefault: true,
    },
  });
  const userAddressId = (await address.json()).data.userAddressId as string;
  const orders: { id: string; no: string }[] = [];
  for (let i = 0; i < n; i++) {
    const bought = await request.post('/api/figurine/buy', { headers, data: [{ characterSaleSpecId: specId, quantity: 1 }] });
    expect(bought.ok(), await bought.text()).toBeTruthy();
    const id = (await bought.json()).data.characterSaleOrderId as string;
    await request.put(`/api/character-sale-order/${id}`, { headers, data: { userAddressId } });
    const pay = await request.post('/api/pay/figurine/create', { headers, data: { id, paymentMethod: 'stripe' } });
    expect(pay.ok(), await pay.text()).toBeTruthy();
    const confirmed = await request.post('/api/pay/sandbox/confirm', {
      data: {
        clientSecret: (await pay.json()).data.clientSecret,
        cardNumber: '4242424242424242',
        expiryDate: '12/34',
        cvv: '123',
        cardholderName: 'Ann Collector',
      },
    });
    expect((await confirmed.json()).data.status).toBe('succeeded');
    orders.push({ id, no: '' });
  }
  for (const o of orders) {
    await expect
      .poll(async () => (await (await request.get(`/api/character-sale-order/show/${o.id}`, { headers })).json()).data.status)
      .toBe('undelivered');
    o.no = (await (await request.get(`/api/character-sale-order/show/${o.id}`, { headers })).json()).data.no as string;
  }
  return { orders, token: headers.authorization.slice(7) };
}

test('an operator imports a CSV of 50 shipments after a dry run; the shopper follows the carrier’s link', async ({ page, request }) => {
  test.setTimeout(240_000);
  const assertNoConsoleErrors = watchConsole(page);
  const { orders, token } = await paidOrders(request, 50);
  const csv = ['order number,carrier,tracking number', ...orders.map((o, i) => `${o.no},${i % 2 ? 'UPS' : 'FedEx'},1Z${1000 + i}`)].join(
    '\n',
  );

  await signInToConsole(page);
  await expect(page.getByRole('table', { name: 'Money by business day' })).toBeVisible();
  await expectAccessible(page, 'admin dashboard with money');
  await shot(page, 'console-dashboard-money');

  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByLabel('orders totals')).toBeVisible();
  await page.getByRole('button', { name: 'Import shipments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import shipments' });
  await dialog.getByLabel('Or paste the CSV').fill(csv);
  await dialog.getByRole('button', { name: 'Check (dry run)' }).click();
  await expect(dialog.getByText('Dry run: 50 will ship, 0 unchanged, 0 with errors. Nothing has changed yet.')).toBeVisible();
  await expectAccessible(page, 'admin import shipments dry run');
  await shot(page, 'console-import-dry-run');
  // Nothing changed yet.
  const first = orders[0]!;
  const shopper = { authorization: `Bearer ${token}` };
  expect((await (await request.get(`/api/character-sale-order/show/${first.id}`, { headers: shopper })).json()).data.status).toBe(
    'undelivered',
  );
  await dialog.getByRole('button', { name: 'Ship 50 orders' }).click();
  await expect(dialog.getByText('50 shipped, 0 unchanged, 0 not shipped.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  for (const o of orders)
    expect((await (await request.get(`/api/character-sale-order/show/${o.id}`, { headers: shopper })).json()).data.status).toBe(
      'unreceived',
    );

  // The shopper, on a phone, sees the carrier and follows its tracking link.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faq');
  await page.evaluate((t) => localStorage.setItem('authToken', JSON.stringify({ token: t, expiresAt: Date.now() + 86_400_000 })), token);
  await page.goto(`/order/show/${first.id}`);
  // The daily voting reminder may open over the page first.
  await page
    .getByRole('button', { name: 'Later' })
    .click({ timeout: 3000 })
    .catch(() => {});
  await expect(page.getByText('FedEx')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
    'href',
    'https://www.fedex.com/fedextrack/?trknbr=1Z1000',
  );
  await expectAccessible(page, 'store order with tracking link');
  await shot(page, 'store-order-tracking');
  assertNoConsoleErrors();
});

test('a banner edited in both languages is seen on the store in each language', async ({ page, browser }) => {
  const assertNoConsoleErrors = watchConsole(page);
  await signInToConsole(page);
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  const table = page.getByRole('table', { name: 'Banners' });
  await expect(table).toBeVisible();
  await expectAccessible(page, 'admin content banners');
  const firstEdit = table.getByRole('button', { name: /^Edit banner / }).first();
  await firstEdit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit banner' });
  await dialog.getByLabel('Where').selectOption('home');
  await dialog.getByLabel('Order').fill('0');
  await dialog.getByLabel('Title (English)').fill('Autumn figures are here');
  await dialog.getByLabel('Line (English)').fill('Vote for the next one');
  await dialog.getByLabel('Title (简体中文)').fill('秋季手办上新');
  await dialog.getByLabel('Line (简体中文)').fill('为下一款投票');
  await expectAccessible(page, 'admin banner dialog');
  await shot(page, 'console-banner-dialog');
  await dialog.getByRole('button', { name: 'Save banner' }).click();
  await expect(dialog).toBeHidden();
  await expect(table).toContainText('秋季手办上新');

  for (const [language, title, line] of [
    ['en', 'Autumn figures are here', 'Vote for the next one'],
    ['zh-CN', '秋季手办上新', '为下一款投票'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: E2E_BASE_URL, serviceWorkers: 'block' });
    const store = await context.newPage();
    await store.addInitScript((l) => localStorage.setItem('pedestal.language', l), language);
    await store.goto('/');
    const banners = store.locator('section[aria-roledescription]').first();
    await expect(banners.getByText(title, { exact: true }).first()).toBeVisible();
    await expect(banners.getByText(line, { exact: true }).first()).toBeVisible();
    await expectAccessible(store, `store home (${language})`);
    await shot(store, `store-home-banner-${language}`);
    await context.close();
  }
  assertNoConsoleErrors();
});

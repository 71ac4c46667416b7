import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { ADMIN } from '../support/env';
import { registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';
import { shopperApi } from '../support/orders';
import { STANDIN_PORT, startProductServer, type ProductServer } from '../support/product-server';

/**
 * Issue 29, items 1 and 2, in the browser: a delay told to the buyer (keep, or cancel for a full
 * refund), a long delay nobody answers refunded by the job once the server's clock has moved past
 * the 14 days, cancelling a paid order before it ships, and the two-step withdrawal after
 * delivery — in English and 简体中文. The store is its own server with a movable clock
 * (NODE_ENV=test, TEST_CLOCK=true), so moving time here moves no other journey's.
 */
const PORT = STANDIN_PORT + 4;
const DAY = 86_400_000;
let store: ProductServer;
let admin: string;
let characterId: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  store = await startProductServer(PORT, {
    PUBLIC_URL: '',
    TEST_CLOCK: 'true',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const login = await request.post(`${store.url}/api/admin/login/password`, { data: ADMIN });
  expect(login.ok(), await login.text()).toBeTruthy();
  admin = (await login.json()).meta.token as string;
  // A figurine on sale now (its pre-sale over), whose new specs the journeys buy.
  const list = await (await request.get(`${store.url}/api/figurine/page-list?page=1&pageSize=50`)).json();
  const onSale = (list.data as { id: string; sale: { preSaleEndAt: string | null } | null }[]).find(
    (f) => !f.sale?.preSaleEndAt || Date.parse(f.sale.preSaleEndAt) <= Date.now(),
  );
  characterId = onSale!.id;
});
test.afterAll(async () => {
  await store?.stop();
});

const asAdmin = async (request: APIRequestContext, method: 'post' | 'put', path: string, data?: unknown) => {
  const res = await request[method](`${store.url}/api/${path}`, { headers: { authorization: `Bearer ${admin}` }, data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).data;
};

/** A new spec promised for `shipMonth` and a shopper's paid order of it (sandbox card). */
async function paidOrder(request: APIRequestContext, shipMonth = '2027-03', language?: 'zh-CN') {
  const spec = await asAdmin(request, 'post', `admin/sale-spec/${characterId}`, {
    title: uniqueName('Spec '),
    description: '',
    price: 50,
    stock: 20,
    shipMonth,
  });
  const user = await registerByApi(request, uniqueName('promise'), 'secret123', store.url);
  const shopper = shopperApi(request, user.token, store.url);
  if (language) await shopper.call('put', 'user/profile', { language });
  const { characterSaleOrderId: orderId } = await shopper.call<{ characterSaleOrderId: string }>('post', 'figurine/buy', [
    { characterSaleSpecId: spec.id, quantity: 1 },
  ]);
  const { userAddressId } = await shopper.call<{ userAddressId: string }>('post', 'user-address', {
    name: 'Ann Collector',
    phone: '13812345678',
    zipCode: '518000',
    country: 'China',
    province: 'Guangdong',
    city: 'Shenzhen',
    area: '1 Figure Street',
    isDefault: true,
  });
  await shopper.call('put', `character-sale-order/${orderId}`, { userAddressId });
  const { clientSecret } = await shopper.createPayment('figurine', orderId, 'stripe');
  await shopper.sandboxCard(clientSecret!, '4242424242424242');
  const statusOf = async () => (await shopper.call<{ status: string }>('get', `character-sale-order/show/${orderId}`)).status;
  await expect.poll(statusOf, { timeout: 20_000 }).toBe('undelivered');
  return { user, shopper, orderId, specId: spec.id as string, title: spec.title as string, statusOf };
}

/** The email to `to` whose subject holds `subject`, once the queue delivered it to the dev mailbox. */
async function mailTo(request: APIRequestContext, to: string, subject: string) {
  let found: { to: string; subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${store.url}/api/dev/mailbox`)).json()).data as {
          to: string;
          subject: string;
          text: string;
        }[];
        found = mails.find((m) => m.to === to && m.subject.includes(subject));
        return !!found;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

const openOrder = async (page: Page, token: string, orderId: string, language: 'en' | 'zh-CN' = 'en', query = '') => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${store.url}/faq`);
  await page.evaluate((l) => localStorage.setItem('pedestal.language', l), language);
  await signInWithToken(page, token, `/order/show/${orderId}${query}`, store.url);
};

test('delay → keep: the buyer is told, keeps the order, and the figurine page and Delays page show the dated history', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const consoleErrors = watchConsole(page);
  const { user, orderId, specId, title, statusOf } = await paidOrder(request);
  await asAdmin(request, 'post', `admin/sale-spec/${specId}/delay`, { shipMonth: '2027-04', reason: 'Paint samples failed' });

  await openOrder(page, user.token, orderId);
  const notice = page.getByRole('alert').filter({ hasText: 'Your figurine is delayed' });
  await expect(notice).toContainText(`${title} now ships in April 2027 instead of March 2027.`);
  await expect(notice).toContainText('Reason: Paint samples failed');
  await expectAccessible(page, 'order page with a delay notice');
  await notice.getByRole('button', { name: 'Keep my order' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Confirm|OK/ })
    .click();
  await expect(page.getByText('You kept your order')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Delay history' })).toContainText('You kept the order on');
  await expect(notice).toHaveCount(0);
  expect(await statusOf()).toBe('undelivered');

  // The email came with both answers as links to this page.
  const mail = await mailTo(request, user.email, 'is delayed to April 2027');
  expect(mail.text).toContain(`/order/show/${orderId}?delay=cancel`);
  expect(mail.text).toContain(`/order/show/${orderId}?delay=keep`);

  await page.goto(`${store.url}/figurines/show/${characterId}`);
  await expect(page.getByRole('heading', { name: 'Estimated to ship' })).toBeVisible();
  await expect(page.getByText(/Delayed on .+: March 2027 → April 2027/).first()).toBeVisible();
  await page.getByRole('link', { name: 'See all current delays' }).click();
  await expect(page).toHaveURL(/\/delays$/);
  const entry = page.getByRole('listitem').filter({ hasText: title });
  await expect(entry).toContainText('Now ships in April 2027');
  await expect(entry).toContainText('First promised for March 2027');
  await expectAccessible(page, 'Delays page');
  consoleErrors();
});

test('delay → cancel → refunded, from the email link, in 简体中文', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { user, orderId, specId, statusOf } = await paidOrder(request, '2027-03', 'zh-CN');
  await asAdmin(request, 'post', `admin/sale-spec/${specId}/delay`, { shipMonth: '2027-04', reason: '模具返工' });
  await mailTo(request, user.email, '延期至 2027年4月');

  // The email's "cancel for a full refund" opens the order with the confirmation open.
  await openOrder(page, user.token, orderId, 'zh-CN', '?delay=cancel');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('取消此订单？全额退款将退回你的原支付方式。');
  await dialog.getByRole('button', { name: /确认|确定/ }).click();
  await expect(page.getByText('订单已取消，全额退款处理中')).toBeVisible();
  await expect.poll(statusOf, { timeout: 20_000 }).toBe('refunded');
  await page.reload();
  await expect(page.getByText('已退款', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: '延期记录' })).toContainText('你已于');
  await page.screenshot({ path: test.info().outputPath('delay-cancel-zh.png'), fullPage: true });
});

test('cancel before shipping: the buyer cancels a paid order and is refunded in full', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { user, orderId, statusOf } = await paidOrder(request);
  await openOrder(page, user.token, orderId);
  const card = page.getByRole('region', { name: 'Cancellation' }).or(page.locator('section', { hasText: 'Changed your mind?' }));
  await expect(card.first()).toContainText('Until it ships you can cancel this order for a full refund.');
  await card.first().getByRole('button', { name: 'Cancel for a full refund' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Confirm|OK/ })
    .click();
  await expect(page.getByText('Order cancelled: your full refund is on its way')).toBeVisible();
  await expect.poll(statusOf, { timeout: 20_000 }).toBe('refunded');
  await page.reload();
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Changed your mind?')).toHaveCount(0);
});

test('withdrawal after delivery: two steps, a timestamped acknowledgement and the return instructions (简体中文)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { user, shopper, orderId } = await paidOrder(request, '2027-03', 'zh-CN');
  await asAdmin(request, 'post', `admin/order/figurine/${orderId}/ship`, { trackingNo: 'SF20270301' });
  await shopper.call('post', `character-sale-order/${orderId}/confirm-receipt`);
  await openOrder(page, user.token, orderId, 'zh-CN');
  await expect(page.getByText(/在 .* 前，你可以无理由撤回这笔购买。/)).toBeVisible();
  await page.getByRole('button', { name: '撤回合同' }).click();
  await expect(page.getByText(/请确认撤回订单 .* 的合同/)).toBeVisible();
  await expectAccessible(page, 'withdrawal confirmation step');
  await page.getByRole('button', { name: '确认撤回' }).click();
  await expect(page.getByRole('status').filter({ hasText: '收到撤回申请' })).toContainText('请用原包装盒包好商品');
  const ack = await mailTo(request, user.email, '撤回申请');
  expect(ack.text).toMatch(/受理时间\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}（UTC）/);
  await page.screenshot({ path: test.info().outputPath('withdrawal-zh.png'), fullPage: true });
});

// Last: it moves the store's clock 15 days on (every session of before has expired by then).
test('a long delay with no answer is refunded by the job once its 14 days have passed', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { user, orderId, specId } = await paidOrder(request);
  await asAdmin(request, 'post', `admin/sale-spec/${specId}/delay`, { shipMonth: '2027-07', reason: 'Factory closed for a month' });
  await openOrder(page, user.token, orderId);
  await expect(page.getByRole('alert')).toContainText('This delay needs your consent. Answer by');

  const moved = await request.post(`${store.url}/api/dev/clock`, { data: { advanceMs: 15 * DAY } });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  const ran = await request.post(`${store.url}/api/dev/jobs/run`, { data: { names: ['shop.delay-consent'] } });
  expect((await ran.json()).data.ran).toEqual(['shop.delay-consent']);

  // The old session expired with the days: the buyer signs in again and finds the order refunded.
  const login = await request.post(`${store.url}/api/authentication/login-by-password`, {
    data: { username: user.username, password: user.password },
  });
  const token = (await login.json()).meta.token as string;
  const again = shopperApi(request, token, store.url);
  // A new day for the shopper: today's votes are taken by the API, so no reminder covers the page.
  await again.call('get', 'user/state');
  await expect
    .poll(async () => (await again.call<{ status: string }>('get', `character-sale-order/show/${orderId}`)).status, { timeout: 20_000 })
    .toBe('refunded');
  // A browser of its own: the first one's expired session would sign it out as it loads.
  const later = await browser.newPage();
  await openOrder(later, token, orderId);
  await expect(later.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(later.getByRole('list', { name: 'Delay history' })).toContainText('Reason: Factory closed for a month');
  await later.close();
  expect((await mailTo(request, user.email, 'is cancelled')).text).toContain('we did not hear from you');
});

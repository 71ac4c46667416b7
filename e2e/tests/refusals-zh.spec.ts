import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '@pedestal/contract/paths';
import zhCN from '../../apps/web/src/i18n/locales/zh-CN';
import { expectAccessible } from '../support/a11y';
import { ADMIN } from '../support/env';
import { registerByApi, signInWithToken, uniqueName } from '../support/helpers';
import { shopperApi } from '../support/orders';
import { STANDIN_PORT, startProductServer, type ProductServer } from '../support/product-server';

/**
 * Refusals reach a Chinese shopper in Chinese (decision 028): the store words each by the reason the
 * API names in Problem Details `type`, never by the server's English. Each journey makes the server
 * refuse what the open screen still offers: the last unit taken by someone else, the last vote spent
 * elsewhere, an order past its deadline. On a server of its own whose jobs do not run, so the order
 * stays unpaid past its deadline (the expiry job would cancel it) and the settings and stock it changes
 * touch no other journey.
 */
const PORT = STANDIN_PORT + 5;
const BASE = `http://127.0.0.1:${PORT}`;
let store: ProductServer;

test.use({ baseURL: BASE });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await startProductServer(PORT, {
    PUBLIC_URL: BASE,
    JOBS_ENABLED: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
});
test.afterAll(async () => {
  await store?.stop();
});

async function asAdmin(request: APIRequestContext) {
  const res = await request.post(`${BASE}/api/admin/login/password`, { data: ADMIN });
  expect(res.ok()).toBeTruthy();
  const token = (await res.json()).meta.token as string;
  return shopperApi(request, token, BASE);
}

const shopper = async (request: APIRequestContext, prefix: string) => {
  const user = await registerByApi(request, uniqueName(prefix), 'secret123', BASE);
  return { ...user, api: shopperApi(request, user.token, BASE) };
};

/** The Operation Failed dialog says `text`, with no English word but the names in `allowed`. */
async function expectRefusal(page: Page, text: string, allowed: string[] = []) {
  const dialog = page.getByRole('dialog', { name: zhCN.errors.operationFailed });
  await expect(dialog).toContainText(text);
  const english = ((await dialog.innerText()).match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !allowed.includes(w));
  expect(english).toEqual([]);
  await expectAccessible(page, `refusal: ${text}`);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pedestal.language', 'zh-CN'));
});

test('the last unit, taken while the cart was open, is refused in Chinese at checkout', async ({ page, request }) => {
  const admin = await asAdmin(request);
  const [figurine] = await admin.call<{ id: string }[]>('get', 'figurine/page-list?page=1&pageSize=1');
  const title = `夜灯限定版${Date.now() % 1000}`;
  await admin.call('post', 'admin/sale-spec', { characterId: figurine!.id, title, price: 19, stock: 1 });
  const show = await admin.call<{ specs: { id: string; title: string }[] }>('get', `figurine/show/${figurine!.id}`);
  const spec = show.specs.find((s) => s.title === title)!;

  const buyer = await shopper(request, 'zhcart');
  await buyer.api.call('put', 'user-shopping-cart', { targetId: spec.id, targetCount: 1, mode: 'set' });
  await signInWithToken(page, buyer.token, paths.cart);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: zhCN.cart.selectAll })).toBeChecked();

  const rival = await shopper(request, 'zhrival');
  await rival.api.call('post', 'figurine/buy', [{ characterSaleSpecId: spec.id, quantity: 1 }]);
  await page.getByRole('button', { name: zhCN.cart.checkout }).click();
  await expectRefusal(page, zhCN.refusals['out-of-stock'].replace('{{title}}', title));
});

test('a vote after the last one was spent elsewhere is refused in Chinese', async ({ page, request }) => {
  const [character] = await (await asAdmin(request)).call<{ id: string }[]>('get', 'vote/page-list?page=1&pageSize=1');
  const voter = await shopper(request, 'zhvote');
  // The first cast of the day grants the day's votes: two of three spent, one left on the open screen.
  await voter.api.call('post', `vote/${character!.id}`, { targetCount: 2 });
  await signInWithToken(page, voter.token, paths.voteShow(character!.id));
  await page.getByRole('button', { name: zhCN.vote.voteToSupport }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();

  await voter.api.call('post', `vote/${character!.id}`, { targetCount: 1 });
  await confirm.getByRole('button', { name: zhCN.vote.vote, exact: true }).click();
  await expectRefusal(page, zhCN.refusals['vote-limit-reached']);
});

test('paying an order past its deadline is refused in Chinese', async ({ page, request }) => {
  test.setTimeout(150_000);
  const admin = await asAdmin(request);
  const before = await admin.call<{ unpaidExpiryMinutes: number }>('get', 'admin/system/setting');
  await admin.call('put', 'admin/system/setting', { unpaidExpiryMinutes: 1 });
  const buyer = await shopper(request, 'zhlate');
  const orderId = await buyer.api.figurineOrder();
  await admin.call('put', 'admin/system/setting', { unpaidExpiryMinutes: before.unpaidExpiryMinutes });
  const order = await buyer.api.call<{ expiredAt: string }>('get', `character-sale-order/show/${orderId}`);

  // The server's deadline passes; the browser's clock stays before it, so the screen still offers to pay.
  const deadline = Date.parse(order.expiredAt);
  await page.waitForTimeout(Math.max(0, deadline + 2_000 - Date.now()));
  await page.clock.setFixedTime(new Date(deadline - 20_000));
  await signInWithToken(page, buyer.token, paths.checkout(orderId, 'figurine'));
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: zhCN.payment.placeOrder }).click();
  await expectRefusal(page, zhCN.refusals['order-expired']);
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import zhCN from '../../apps/web/src/i18n/locales/zh-CN';
import { StripeStandIn } from '../../apps/api/test/stand-ins/stripe';
import { expectAccessible } from '../support/a11y';
import { ADMIN } from '../support/env';
import { registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';
import { STANDIN_PORT, startProductServer, type ProductServer } from '../support/product-server';
import { routeProviders } from '../support/stand-ins/routes';

/**
 * Pledges (issue 30, decision 040) on a store whose cards go to the Stripe stand-in: a shopper
 * pledges to a charge-on-success campaign in 简体中文 (a card saved with a SetupIntent, nothing
 * charged); once the campaign is funded, a card that needs 3-D Secure fails off-session, and the
 * backer fixes the errored pledge from its link by confirming the card with 3-D Secure; a card
 * declined at the charge is retried and, unfixed after 7 days of grace (the server's clock moved),
 * the pledge is dropped: nothing charged, the backer told.
 */
test.describe.configure({ mode: 'serial' });

const PORT = STANDIN_PORT + 1;
const stripe = new StripeStandIn();
let store: ProductServer;
let campaignId: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await stripe.start(STANDIN_PORT);
  // This server's own clock can be moved (NODE_ENV=test, TEST_CLOCK): no other journey's time moves.
  store = await startProductServer(PORT, {
    ...stripe.appEnv,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TEST_CLOCK: 'true',
  });
  stripe.webhookUrl = `${store.url}/api/pay/stripe/webhook`;
  const list = await request.get(`${store.url}/api/crowdfunding/page-list?status=active&page=1`);
  campaignId = ((await list.json()).data as { id: string }[])[0]!.id;
  const admin = await adminApi(request);
  expect((await admin('put', `admin/crowdfunding/${campaignId}`, { chargeMode: 'on_success' })).ok()).toBeTruthy();
});
test.afterAll(async () => {
  await store?.stop();
  await stripe.stop();
});

async function adminApi(request: APIRequestContext) {
  const res = await request.post(`${store.url}/api/admin/login/password`, { data: ADMIN });
  const token = (await res.json()).meta.token as string;
  return (method: 'get' | 'put' | 'post', path: string, data?: unknown) =>
    request[method](`${store.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
}

async function pledgeInBrowser(page: Page, number: string, words: { pledge: string; title: string; pledged: string }) {
  await page.goto(`${store.url}/crowdfunding/show/${campaignId}`);
  await page.getByRole('button', { name: new RegExp(`^${words.pledge}`) }).click();
  // The support drawer shows the total (reward, shipping, tax) before the card is asked (decision 049).
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${words.pledge} · `) })
    .click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiration date').fill('12 / 34');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: new RegExp(`^${words.pledge} `) }).click();
  return page.getByRole('dialog', { name: words.pledged });
}

/** Funds the campaign now: its goal lowered to what it has (success is refused below the goal, decision 036). */
async function fundNow(request: APIRequestContext, id: string) {
  const admin = await adminApi(request);
  // A running campaign's goal changes only through its amendment, with a reason, and never below what
  // is raised (decision 066): the goal becomes exactly what the campaign has.
  const show = await (await request.get(`${store.url}/api/crowdfunding/show/${id}`)).json();
  const raised = (show.data as { crowdfunding: { countCurrent: number } }).crowdfunding.countCurrent;
  const amended = await admin('post', `admin/crowdfunding/${id}/amend`, { countTarget: raised, reason: 'Funded for the test' });
  expect(amended.ok(), await amended.text()).toBeTruthy();
  expect((await admin('get', `admin/character/finish-crowdfunding-success/${id}`)).ok()).toBeTruthy();
}

const pledgesOf = async (request: APIRequestContext, token: string) =>
  (
    (await (
      await request.get(`${store.url}/api/order/crowdfunding/list?page=1&pageSize=20`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: string; pledgeStatus: string | null; status: string }[] }
  ).data;

test('a shopper pledges in 简体中文: the card is saved, nothing is charged, the diamonds wait for success', async ({ page, request }) => {
  const assertNoConsoleErrors = watchConsole(page);
  const user = await registerByApi(request, uniqueName('pledgezh'), 'secret123', store.url);
  await routeProviders(page, { stripe });
  await page.addInitScript(() => localStorage.setItem('pedestal.language', 'zh-CN'));
  await signInWithToken(page, user.token, `/crowdfunding/show/${campaignId}`, store.url);
  await expect(page.getByText(zhCN.pledge.chargedOnlyIfFunded)).toBeVisible();
  const charges = stripe.chargeCount;
  const done = await pledgeInBrowser(page, '4242 4242 4242 4242', {
    pledge: zhCN.pledge.pledge,
    title: zhCN.pledge.title,
    pledged: zhCN.pledge.pledged,
  });
  await expect(done).toContainText('颗钻石待众筹成功并扣款后发放');
  await expectAccessible(page, 'Pledge made, zh-CN');
  expect(stripe.chargeCount).toBe(charges);
  expect(stripe.setupIntents.size).toBeGreaterThan(0);
  expect(await pledgesOf(request, user.token)).toContainEqual(expect.objectContaining({ pledgeStatus: 'pledged', status: 'pending' }));
  assertNoConsoleErrors();
});

test('an errored pledge (the bank wants 3-D Secure) is fixed by the backer from its link', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await registerByApi(request, uniqueName('pledge3ds'), 'secret123', store.url);
  await routeProviders(page, { stripe });
  await signInWithToken(page, user.token, `/crowdfunding/show/${campaignId}`, store.url);
  // Stripe's card that asks for 3-D Secure every time: at setup (completed here), and off-session later.
  await page.getByRole('button', { name: /^Pledge/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Pledge · / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pledge with your card' });
  await dialog.getByLabel('Card number').fill('4000 0027 6000 3184');
  await dialog.getByLabel('Expiration date').fill('12 / 34');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: /^Pledge / }).click();
  await page.getByRole('dialog', { name: '3D Secure 2 Test Page' }).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('dialog', { name: 'Pledged!' })).toBeVisible();
  const [pledge] = await pledgesOf(request, user.token);

  // The campaign is funded: the queued off-session charge fails with authentication_required.
  await fundNow(request, campaignId);
  const admin = await adminApi(request);
  const state = async () =>
    (
      await (
        await request.get(`${store.url}/api/crowdfunding-pledge/${pledge!.id}`, { headers: { authorization: `Bearer ${user.token}` } })
      ).json()
    ).data as { status: string; errorCode: string | null };
  await expect.poll(async () => (await state()).status, { timeout: 30_000 }).toBe('errored');
  expect((await state()).errorCode).toBe('authentication_required');
  const errored = (await (await admin('get', 'admin/crowdfunding-pledges/errored')).json()).data as { id: string; reason: string }[];
  expect(errored).toContainEqual(expect.objectContaining({ id: pledge!.id }));

  // The message's link: the pledge's checkout; the card passes 3-D Secure on-session and pays.
  await page.goto(`${store.url}/pay/check-out/${pledge!.id}/crowdfunding_support`);
  await page.getByRole('radio', { name: /Card/ }).click();
  await page.getByRole('button', { name: 'Confirm Support' }).click();
  const pay = page.getByRole('dialog', { name: 'Complete Payment' });
  await pay.getByLabel('Card number').fill('4000 0027 6000 3184');
  await pay.getByLabel('Expiration date').fill('12 / 34');
  await pay.getByLabel('Security code').fill('123');
  await pay.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('dialog', { name: '3D Secure 2 Test Page' }).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect.poll(async () => (await state()).status, { timeout: 15_000 }).toBe('charged');
});

test('a pledge whose card is declined at the charge, left unfixed, is dropped after 7 days: nothing charged, the backer told', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const assertNoConsoleErrors = watchConsole(page);
  // Another campaign: the first one was funded by the journey before.
  const list = await request.get(`${store.url}/api/crowdfunding/page-list?status=active&page=1`);
  const otherId = ((await list.json()).data as { id: string }[]).find((c) => c.id !== campaignId)!.id;
  const admin = await adminApi(request);
  expect((await admin('put', `admin/crowdfunding/${otherId}`, { chargeMode: 'on_success' })).ok()).toBeTruthy();

  const user = await registerByApi(request, uniqueName('pledgedrop'), 'secret123', store.url);
  await routeProviders(page, { stripe });
  await signInWithToken(page, user.token, `/crowdfunding/show/${otherId}`, store.url);
  // Stripe's card that saves fine and is declined when charged.
  await page.getByRole('button', { name: /^Pledge/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Pledge · / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pledge with your card' });
  await dialog.getByLabel('Card number').fill('4000 0000 0000 0341');
  await dialog.getByLabel('Expiration date').fill('12 / 34');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: /^Pledge / }).click();
  await expect(page.getByRole('dialog', { name: 'Pledged!' })).toBeVisible();
  const pledge = (await pledgesOf(request, user.token)).find((p) => p.pledgeStatus === 'pledged')!;
  let token = user.token;
  const state = async () =>
    (
      await (
        await request.get(`${store.url}/api/crowdfunding-pledge/${pledge.id}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).data as { status: string; errorCode: string | null };

  const charges = stripe.chargeCount;
  await fundNow(request, otherId);
  await expect.poll(async () => (await state()).status, { timeout: 30_000 }).toBe('errored');
  expect((await state()).errorCode).toBe('declined');

  // Seven days and a moment later the errored-pledges job drops it (its retries fail the same way).
  const DAY = 86_400_000;
  for (const days of [2, 2, 2, 1.1]) {
    expect((await request.post(`${store.url}/api/dev/clock`, { data: { advanceMs: Math.round(days * DAY) } })).ok()).toBeTruthy();
    expect((await request.post(`${store.url}/api/dev/jobs/run`, { data: { names: ['crowdfunding.errored-pledges'] } })).ok()).toBeTruthy();
  }
  // A week on, the session has expired: the backer signs in again.
  const login = await request.post(`${store.url}/api/authentication/login-by-password`, {
    data: { username: user.username, password: user.password },
  });
  token = (await login.json()).meta.token as string;
  await expect.poll(async () => (await state()).status, { timeout: 30_000 }).toBe('dropped');
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${store.url}/api/dev/mailbox`)).json()).data as { to: string; subject: string }[];
      return mails.filter((m) => m.to === user.email).map((m) => m.subject);
    })
    .toContainEqual(expect.stringMatching(/^Your pledge to .+ was dropped$/));
  // No charge went through: its attempts were declined.
  expect(stripe.chargeCount).toBe(charges);

  await signInWithToken(page, token, `/crowdfunding/show/${otherId}`, store.url);
  await expect(page.getByText('Pledge dropped')).toBeVisible();
  await expectAccessible(page, 'a dropped pledge');
  assertNoConsoleErrors();
});

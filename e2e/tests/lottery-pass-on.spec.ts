import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { registerByApi, signInWithToken, uniqueName } from '../support/helpers';
import { STANDIN_PORT, startProductServer, type ProductServer } from '../support/product-server';

/**
 * Issue 25: a lottery winner who does not buy within the purchase window. Two shoppers apply for
 * one unit; after the draw the winner lets the 48 hours pass (the server's clock moved, the job
 * run), the unit passes on to the next drawn, who is told and buys it within their own window. The
 * store is its own server with a movable clock (NODE_ENV=test, TEST_CLOCK=true), so moving time
 * here moves no other journey's.
 */
const PORT = STANDIN_PORT + 7;
const HOUR = 3_600_000;
let store: ProductServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await startProductServer(PORT, {
    PUBLIC_URL: '',
    TEST_CLOCK: 'true',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
});
test.afterAll(async () => {
  await store?.stop();
});

test('a winner who does not buy in time: the unit passes on to the next drawn, who buys it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const login = await request.post(`${store.url}/api/admin/login/password`, { data: ADMIN });
  expect(login.ok(), await login.text()).toBeTruthy();
  const admin = { authorization: `Bearer ${(await login.json()).meta.token as string}` };
  const specs = (await (await request.get(`${store.url}/api/admin/raffle/available-specs`, { headers: admin })).json()).data as {
    id: string;
    stock: number;
  }[];
  const spec = specs.find((s) => s.stock > 0);
  expect(spec, 'a spec with stock').toBeTruthy();

  const shoppers = [
    await registerByApi(request, uniqueName('lotfirst'), 'secret123', store.url),
    await registerByApi(request, uniqueName('lotnext'), 'secret123', store.url),
  ];
  const serverNow = async () =>
    Date.parse((await (await request.post(`${store.url}/api/dev/clock`, { data: { advanceMs: 0 } })).json()).data.now);
  const now = await serverNow();
  const created = await request.post(`${store.url}/api/admin/lottery`, {
    headers: admin,
    data: {
      specId: spec!.id,
      units: 1,
      applyStartAt: new Date(now - 60_000).toISOString(),
      applyEndAt: new Date(now + 60_000).toISOString(),
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const lotteryId = (await created.json()).data.id as string;
  for (const shopper of shoppers) {
    const applied = await request.post(`${store.url}/api/lottery/${lotteryId}/apply`, {
      headers: { authorization: `Bearer ${shopper.token}` },
      data: { quantity: 1 },
    });
    expect(applied.ok(), await applied.text()).toBeTruthy();
  }

  // Applications close (the server's clock moves two minutes on), the operator draws.
  expect((await request.post(`${store.url}/api/dev/clock`, { data: { advanceMs: 2 * 60_000 } })).ok()).toBeTruthy();
  const drawn = await request.post(`${store.url}/api/admin/lottery/${lotteryId}/draw`, { headers: admin });
  expect(drawn.ok(), await drawn.text()).toBeTruthy();
  const mineOf = async (token: string) =>
    (await (await request.get(`${store.url}/api/lottery/${lotteryId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data
      .mine as { id: string; status: string };
  const statusOf = async (token: string) => (await mineOf(token)).status;
  const kindsOf = async (token: string) =>
    (
      (
        await (
          await request.get(`${store.url}/api/message/pageForMine?page=1&pageSize=20`, { headers: { authorization: `Bearer ${token}` } })
        ).json()
      ).data as { kind: string }[]
    ).map((m) => m.kind);
  const firstIndex = (await statusOf(shoppers[0]!.token)) === 'won' ? 0 : 1;
  const first = shoppers[firstIndex]!;
  const next = shoppers[1 - firstIndex]!;
  expect([await statusOf(first.token), await statusOf(next.token)]).toEqual(['won', 'waiting']);

  // The first drawn sees the unit held for them, and does not buy.
  await signInWithToken(page, first.token, `/lottery/${lotteryId}`, store.url);
  await expect(page.getByTestId('lottery-status')).toContainText('You were drawn! 1 unit is held for you until');

  // 49 hours later the job that runs every minute lapses the window and hands the unit on.
  expect((await request.post(`${store.url}/api/dev/clock`, { data: { advanceMs: 49 * HOUR } })).ok()).toBeTruthy();
  const ran = await request.post(`${store.url}/api/dev/jobs/run`, { data: { names: ['drop.pass-on-units'] } });
  expect(ran.ok(), await ran.text()).toBeTruthy();
  expect([await statusOf(first.token), await statusOf(next.token)]).toEqual(['lapsed', 'won']);

  await request.get(`${store.url}/api/user/state`, { headers: { authorization: `Bearer ${first.token}` } });
  await page.reload();
  await expect(page.getByTestId('lottery-status')).toHaveText('Your purchase window passed; the units went to the next drawn.');
  await expect(page.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
  // The lapsed winner can no longer buy through the API either.
  const late = await request.post(`${store.url}/api/lottery/application/${(await mineOf(first.token)).id}/buy`, {
    headers: { authorization: `Bearer ${first.token}` },
  });
  expect(late.status()).toBeGreaterThanOrEqual(400);
  expect(late.status()).toBeLessThan(500);
  expect(await kindsOf(first.token)).toContain('lottery_lapsed');

  // The next drawn is told, and buys the unit within their own window.
  expect(await kindsOf(next.token)).toContain('lottery_won');
  // Two days on: the day's vote grant taken through the API, so the page opens without the reminder.
  await request.get(`${store.url}/api/user/state`, { headers: { authorization: `Bearer ${next.token}` } });
  await signInWithToken(page, next.token, `/lottery/${lotteryId}`, store.url);
  await expect(page.getByTestId('lottery-status')).toContainText('You were drawn! 1 unit is held for you until');
  await page.getByRole('button', { name: 'Buy 1 now' }).click();
  await expect(page).toHaveURL(/\/pay\/check-out\/[a-z0-9]+\/figurine$/);
  expect(await statusOf(next.token)).toBe('purchased');
});

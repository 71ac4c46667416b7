import { expect, test, type APIRequestContext } from '@playwright/test';
import zhCN from '../../apps/web/src/i18n/locales/zh-CN';
import { expectAccessible } from '../support/a11y';
import { DEMO } from '../support/env';
import { registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';

/**
 * Issue 29 #4, decision 039: the free way in (same odds, stated on the rules), adults only for paid
 * entries, and the monthly diamond limit the shopper sets — at 390×844, checked with axe.
 */

/** A spec of the demo data with an active raffle and stock. */
async function raffleSpec(request: APIRequestContext) {
  const figurines = (await (await request.get('/api/figurine/page-list?page=1&pageSize=50')).json()).data as { id: string }[];
  for (const f of figurines) {
    const detail = (await (await request.get(`/api/figurine/show/${f.id}`)).json()).data;
    const spec = detail?.specs?.find((s: { raffle: unknown; stock: number }) => s.raffle && s.stock > 0);
    if (spec) return spec.id as string;
  }
  throw new Error('no spec with an active raffle in the demo data');
}

test('a shopper with no diamonds takes the free entry, stated on the rules, once', async ({ page, request }) => {
  const assertNoConsoleErrors = watchConsole(page);
  const specId = await raffleSpec(request);
  const user = await registerByApi(request, uniqueName('freeentry'));
  await signInWithToken(page, user.token, `/raffle/show/${specId}`);
  await expect(page.getByTestId('free-entry-rule')).toHaveText(
    'No purchase necessary: every account may enter each raffle once for free, with the same odds as a paid entry.',
  );
  await expect(page.getByTestId('raffle-cost-money')).toContainText(/≈ \$\d+\.\d\d · \d+(\.\d)?% to win/);
  await expect(page.getByRole('button', { name: 'Enter Raffle' })).toBeDisabled();
  await expectAccessible(page, 'raffle with a free entry');
  await page.getByRole('button', { name: 'Free entry' }).click();
  await expect(page).toHaveURL(/\/raffle\/entry-record\/[a-z0-9]+$/);
  await expect(page.getByText(/Better luck next time|Congratulations!/)).toBeVisible();
  await page.goto(`/raffle/show/${specId}`);
  await expect(page.getByRole('heading', { name: 'Play responsibly' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Free entry' })).toHaveCount(0);
  assertNoConsoleErrors();
});

test('在简体中文下，未满 18 岁的购物者不能付费参与，免费参与仍然有效', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('pedestal.language', 'zh-CN'));
  const specId = await raffleSpec(request);
  const user = await registerByApi(request, uniqueName('minor'));
  await signInWithToken(page, user.token, `/raffle/show/${specId}`);
  await expect(page.getByTestId('free-entry-rule')).toHaveText(zhCN.raffle.freeEntryRule);
  // Seventeen years and some months old.
  const now = new Date();
  const birth = new Date(Date.UTC(now.getUTCFullYear() - 17, now.getUTCMonth(), 1)).toISOString().slice(0, 10);
  await page.getByLabel(zhCN.raffle.dateOfBirth).fill(birth);
  await page.getByRole('button', { name: zhCN.raffle.confirm, exact: true }).click();
  await expect(page.getByTestId('raffle-age')).toHaveText('付费参与需年满 18 岁：你的免费参与机会仍然有效。');
  await expect(page.getByRole('button', { name: zhCN.raffle.adultsOnly })).toBeDisabled();
  // The server refuses a paid entry too, in Chinese for a Chinese reader.
  const refused = await request.post(`/api/raffle/consume/${specId}`, {
    headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'zh-CN' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).type).toBe('/api/problems/raffle-under-18');
  await expectAccessible(page, 'raffle refused under 18 (zh-CN)');
  await page.getByRole('button', { name: zhCN.raffle.freeEntry }).click();
  await expect(page).toHaveURL(/\/raffle\/entry-record\/[a-z0-9]+$/);
});

test('the demo collector sets a monthly diamond limit and the entry past it is refused', async ({ page, request }) => {
  const specId = await raffleSpec(request);
  const login = await request.post('/api/authentication/login-by-password', { data: DEMO });
  const token = (await login.json()).meta.token as string;
  const auth = { authorization: `Bearer ${token}` };
  await request.get('/api/user/state', { headers: auth }); // today's votes, so no reminder covers the page
  const player = (await (await request.get('/api/raffle/player', { headers: auth })).json()).data as { spentThisMonth: number };
  const show = (await (await request.get(`/api/raffle/show/${specId}`, { headers: auth })).json()).data;
  const cost = show.raffle.costDiamond as number;
  expect(show.availableDiamonds, 'the demo collector has diamonds for two entries').toBeGreaterThanOrEqual(2 * cost);
  const limit = player.spentThisMonth + cost;
  try {
    await signInWithToken(page, token, `/raffle/show/${specId}`);
    await page.getByLabel('Monthly diamond limit').fill(String(limit));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Spent on raffles this month: ${player.spentThisMonth.toLocaleString('en-US')} diamonds`)).toBeVisible();
    await page.getByRole('button', { name: 'Enter Raffle' }).click();
    await page.getByRole('dialog', { name: 'Confirm To Enter Raffle' }).getByRole('button', { name: 'Enter', exact: true }).click();
    await expect(page).toHaveURL(/\/raffle\/entry-record\/[a-z0-9]+$/);
    await page.goto(`/raffle/show/${specId}`);
    await expect(page.getByLabel('Monthly diamond limit')).toHaveValue(String(limit));
    await page.getByRole('button', { name: 'Enter Raffle' }).click();
    await page.getByRole('dialog', { name: 'Confirm To Enter Raffle' }).getByRole('button', { name: 'Enter', exact: true }).click();
    await expect(page.getByText(`This entry would pass your monthly diamond limit of ${limit}`)).toBeVisible();
    await expectAccessible(page, 'raffle monthly limit reached');
    await expect(page).toHaveURL(new RegExp(`/raffle/show/${specId}$`));
  } finally {
    // The demo collector is shared with other journeys: its limit goes again.
    await request.put('/api/raffle/player', { headers: auth, data: { monthlyDiamondLimit: null } });
  }
});

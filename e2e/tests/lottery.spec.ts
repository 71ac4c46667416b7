import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env';
import { adminToken, registerByApi, signInWithToken, uniqueName } from '../support/helpers';

/**
 * Issue 25: a lottery drop. Two shoppers apply from the lottery page; the operator runs the draw;
 * the one drawn buys within the window (on to checkout), the other reads that they were not drawn.
 * (A winner who lets the window pass: lottery-pass-on.spec.ts, on its own server with a movable clock.)
 */
// The journey waits for the application window to close (about 40 s) before the draw.
test.setTimeout(150_000);

test('shoppers apply to a lottery drop; the drawn one buys within the window, the other is not drawn', async ({ page, request }) => {
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const specs = (await (await request.get('/api/admin/raffle/available-specs', { headers: admin })).json()).data as {
    id: string;
    characterId: string;
    stock: number;
  }[];
  let spec: (typeof specs)[number] | undefined;
  for (const candidate of specs.filter((s) => s.stock > 0)) {
    const lottery = (await (await request.get(`/api/lottery/of-spec/${candidate.id}`)).json()).data;
    if (!lottery) {
      spec = candidate;
      break;
    }
  }
  expect(spec, 'a spec with stock and no lottery').toBeTruthy();
  // Two shoppers: the demo collector and a new account.
  const login = await request.post('/api/authentication/login-by-password', { data: DEMO });
  const demoToken = (await login.json()).meta.token as string;
  // Takes today's vote grant, so the page opens without the daily reminder.
  await request.get('/api/user/state', { headers: { authorization: `Bearer ${demoToken}` } });
  const shoppers = [{ token: demoToken }, await registerByApi(request, uniqueName('lot'))];
  const closesAt = Date.now() + 40_000;
  const created = await request.post('/api/admin/lottery', {
    headers: admin,
    data: {
      specId: spec!.id,
      units: 1,
      applyStartAt: new Date(Date.now() - 60_000).toISOString(),
      applyEndAt: new Date(closesAt).toISOString(),
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const lotteryId = (await created.json()).data.id as string;

  // The first applies in the browser, from the figurine page's link; the second through the API.
  await signInWithToken(page, shoppers[0]!.token, `/figurines/show/${spec!.characterId}`);
  await page.getByTestId('lottery-link').first().click();
  await expect(page).toHaveURL(new RegExp(`/lottery/${lotteryId}$`));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('lottery-status')).toHaveText('Applied: the draw takes place after applications close.');
  const second = await request.post(`/api/lottery/${lotteryId}/apply`, {
    headers: { authorization: `Bearer ${shoppers[1]!.token}` },
    data: { quantity: 1 },
  });
  expect(second.ok()).toBeTruthy();

  await page.waitForTimeout(Math.max(0, closesAt - Date.now() + 500));
  expect((await request.post(`/api/admin/lottery/${lotteryId}/draw`, { headers: admin })).ok()).toBeTruthy();
  const record = (await (await request.get(`/api/lottery/${lotteryId}/draw`)).json()).data as {
    entries: { userId: string; status: string }[];
  };
  expect(record.entries.map((e) => e.status)).toEqual(['won', 'waiting']);
  const statusOf = async (token: string) =>
    (
      (await (await request.get(`/api/lottery/${lotteryId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data.mine as {
        status: string;
      }
    ).status;
  const winnerIndex = (await statusOf(shoppers[0]!.token)) === 'won' ? 0 : 1;
  const winner = shoppers[winnerIndex]!;
  const other = shoppers[1 - winnerIndex]!;

  await signInWithToken(page, other.token, `/lottery/${lotteryId}`);
  await expect(page.getByTestId('lottery-status')).toContainText('Not drawn for now: you are number 2 in the drawn order.');
  await expect(page.getByRole('button', { name: /^Buy/ })).toHaveCount(0);

  await signInWithToken(page, winner.token, `/lottery/${lotteryId}`);
  await expect(page.getByTestId('lottery-status')).toContainText('You were drawn! 1 unit is held for you until');
  await page.getByRole('button', { name: 'Buy 1 now' }).click();
  await expect(page).toHaveURL(/\/pay\/check-out\/[a-z0-9]+\/figurine$/);
});

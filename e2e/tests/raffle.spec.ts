import { expect, test } from '@playwright/test';
import { DEMO, E2E_BASE_URL } from '../support/env';
import { adminToken, registerByApi, signInWithToken, uniqueName } from '../support/helpers';
import { expectAccessible } from '../support/a11y';

test('a collector with diamonds enters a raffle from the figurine page, wins, picks an address and finds the record', async ({
  page,
  request,
  browser,
}) => {
  // A certain-win raffle on a figurine spec with stock, set up through the admin API.
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const specs = (await (await request.get('/api/admin/raffle/available-specs', { headers: admin })).json()).data as {
    id: string;
    characterId: string;
    stock: number;
  }[];
  // The raffle button lives in the on-sale bottom bar, so pick a figurine past its pre-sale.
  let spec: (typeof specs)[number] | undefined;
  for (const candidate of specs.filter((s) => s.stock > 0)) {
    const sale = (await (await request.get(`/api/figurine/show/${candidate.characterId}`)).json()).data?.sale;
    if (sale && (!sale.preSaleEndAt || Date.parse(sale.preSaleEndAt) < Date.now())) {
      spec = candidate;
      break;
    }
  }
  expect(spec, 'an on-sale spec with stock and no raffle').toBeTruthy();
  const created = await request.post('/api/admin/raffle', {
    headers: admin,
    data: { title: 'Lucky Draw', description: 'Every entry wins in this test raffle.', winRate: 1, status: 'active' },
  });
  expect(created.ok()).toBeTruthy();
  const raffleId = (await created.json()).data.id as string;
  expect(
    (await request.patch('/api/admin/raffle/add-figurine-spec', { headers: admin, data: { raffleId, specId: spec!.id } })).ok(),
  ).toBeTruthy();

  const login = await request.post('/api/authentication/login-by-password', { data: DEMO });
  const token = (await login.json()).meta.token as string;
  await request.get('/api/user/state', { headers: { authorization: `Bearer ${token}` } });
  await signInWithToken(page, token, `/figurines/show/${spec!.characterId}`);
  await page.locator(`a[href="/raffle/show/${spec!.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/raffle/show/${spec!.id}$`));
  await page.getByRole('button', { name: 'Enter Raffle' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm To Enter Raffle' });
  await expect(confirm).toContainText('160');
  await expectAccessible(page, 'raffle confirmation');
  await confirm.getByRole('button', { name: 'Enter', exact: true }).click();
  await expect(page).toHaveURL(/\/raffle\/entry-record\/[a-z0-9]+$/);
  const entryId = page.url().split('/').pop()!;
  await expect(page.getByText('Congratulations!')).toBeVisible();
  await expectAccessible(page, 'raffle win');

  await page
    .getByRole('link', { name: /Choose a shipping address/ })
    .or(page.getByRole('button', { name: /Choose a shipping address/ }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/user-address\/list\?from=raffle/);
  await page
    .getByRole('link', { name: /Add New Address/ })
    .or(page.getByRole('button', { name: /Add New Address/ }))
    .first()
    .click();
  await page.getByLabel('Full Name').fill('Demo Collector');
  await page.getByLabel('Phone').fill('13912345678');
  await page.getByLabel('Country').selectOption('CN');
  await page.getByLabel('Province / State').fill('Zhejiang');
  await page.getByLabel('City').fill('Hangzhou');
  await page.getByLabel('Zip Code').fill('310000');
  await page.getByLabel('Address Line 1').fill('8 Lucky Road');
  await page.getByLabel('Address Line 2').fill('Room 2');
  // Saving a new address from the raffle flow assigns it to the prize and returns to the result.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/raffle/entry-record/${entryId}$`));
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();

  await page.goto('/account/raffle-records');
  await expect(page.locator(`a[href="/raffle/entry-record/${entryId}"]`)).toBeVisible();

  // Anyone can check the draw: the public page shows the published seed hash; ending the raffle reveals the seed.
  expect((await request.delete(`/api/admin/raffle/${raffleId}`, { headers: admin })).ok()).toBeTruthy();
  const visitor = await browser.newPage({ baseURL: E2E_BASE_URL });
  await visitor.goto(`/raffle/verify/${entryId}`);
  await expect(visitor.getByText(/Matches/)).toBeVisible();
  await visitor.close();
});

test('a user with no diamonds sees Enter Raffle disabled', async ({ page, request }) => {
  const figurines = (await (await request.get('/api/figurine/page-list?page=1&pageSize=50')).json()).data as { id: string }[];
  let raffleSpec: string | undefined;
  for (const f of figurines) {
    const detail = (await (await request.get(`/api/figurine/show/${f.id}`)).json()).data;
    raffleSpec = detail?.specs?.find((s: { raffle: unknown }) => s.raffle)?.id;
    if (raffleSpec) break;
  }
  expect(raffleSpec, 'a spec with an active raffle in the demo data').toBeTruthy();
  const user = await registerByApi(request, uniqueName('nodiamond'));
  await signInWithToken(page, user.token, `/raffle/show/${raffleSpec}`);
  await expect(page.getByRole('button', { name: 'Enter Raffle' })).toBeDisabled();
});

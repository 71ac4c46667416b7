import { expect, test, type Page } from '@playwright/test';
import { registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';
import { expectAccessible } from '../support/a11y';

async function activeCampaignId(page: Page) {
  const res = await page.request.get('/api/crowdfunding/page-list?status=active&page=1');
  const items = (await res.json()).data as { id: string }[];
  expect(items.length).toBeGreaterThan(0);
  return items[0]!.id;
}

async function payWithCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Cardholder name').fill('Ann Collector');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  return dialog;
}

/** Opens a campaign, supports its first tier and lands on the checkout of the new support. */
async function startSupport(page: Page, campaignId: string) {
  await page.goto(`/crowdfunding/show/${campaignId}`);
  await page.getByRole('button', { name: /^Support/ }).click();
  // The support drawer shows the total (reward, shipping, tax) before anything is placed (decision 049).
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Confirm support · / })
    .click();
  await expect(page).toHaveURL(/\/pay\/check-out\/[a-z0-9]+\/crowdfunding_support$/);
  await expect(page.getByRole('heading', { name: 'Crowdfunding Support' })).toBeVisible();
  return page.url().split('/').at(-2)!;
}

test('a guest sees Log In to Support on an active campaign', async ({ page }) => {
  const id = await activeCampaignId(page);
  await page.goto(`/crowdfunding/show/${id}`);
  await expect(page.getByRole('button', { name: 'Log In to Support' })).toBeVisible();
});

test('a shopper backs a campaign: a declined card places nothing, 4242 pays, the order shows success', async ({ page, request }) => {
  const assertNoConsoleErrors = watchConsole(page);
  const user = await registerByApi(request, uniqueName('backer'));
  await signInWithToken(page, user.token, '/crowdfunding/list');
  const campaignId = await activeCampaignId(page);
  const supportId = await startSupport(page, campaignId);

  await page.getByRole('button', { name: 'Confirm Support' }).click();
  await expect(page.getByText('Please select a payment method')).toBeVisible();
  await page.getByRole('radio', { name: /Card/ }).click();
  await page.getByRole('button', { name: 'Confirm Support' }).click();

  const dialog = await payWithCard(page, '4000 0000 0000 0002');
  await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
  await expectAccessible(page, 'payment dialog with a declined card');
  await expect(page).toHaveURL(/\/pay\/check-out\//);
  const pending = await request.get(`/api/crowdfunding-support/show/${supportId}`, { headers: { authorization: `Bearer ${user.token}` } });
  const pendingSupport = (await pending.json()).data as { no: string; status: string };
  expect(pendingSupport.status).toBe('pending');
  const supportNo = pendingSupport.no;

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/pay/success/${supportId}/crowdfunding_support$`));
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  // Paid while the campaign still runs: the order says so, not "Campaign Successful!" (issue 14 #4).
  await page.goto('/order/list?tab=crowdfunding');
  const card = page.locator('article', { hasText: supportNo });
  await expect(card.getByText('Support Paid')).toBeVisible();
  await expect(card.getByText(/^Running · \d/)).toBeVisible();
  await expect(card.getByText('Campaign Successful!')).toHaveCount(0);
  await expectAccessible(page, 'crowdfunding orders');
  assertNoConsoleErrors();
});

test('a card that needs authentication passes the challenge and succeeds', async ({ page, request }) => {
  const user = await registerByApi(request, uniqueName('secure'));
  await signInWithToken(page, user.token, '/crowdfunding/list');
  const supportId = await startSupport(page, await activeCampaignId(page));
  await page.getByRole('radio', { name: /Card/ }).click();
  await page.getByRole('button', { name: 'Confirm Support' }).click();
  const dialog = await payWithCard(page, '4000 0025 0000 3155');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/success/${supportId}/crowdfunding_support$`));
});

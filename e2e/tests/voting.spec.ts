import { expect, test } from '@playwright/test';
import { adminToken, registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';
import { expectAccessible } from '../support/a11y';

test('a visitor browses from Home to a vote page and is asked to log in to vote', async ({ page }) => {
  const assertNoConsoleErrors = watchConsole(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Discover More Voting' }).click();
  await expect(page).toHaveURL(/\/vote\/list$/);
  await page.locator('a[href^="/vote/show/"]').first().click();
  await expect(page).toHaveURL(/\/vote\/show\//);
  await page.getByRole('button', { name: 'Log In to Vote' }).click();
  await expect(page.getByRole('dialog', { name: 'Please login first' })).toBeVisible();
  assertNoConsoleErrors();
});

test('a user submits a character, an admin approves it, the user votes three times, runs out and collects it', async ({
  page,
  request,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  const user = await registerByApi(request, uniqueName('voter'));
  await signInWithToken(page, user.token, '/character/create');

  const name = uniqueName('Starlight Ranger ');
  await page.getByLabel('Character name').fill(name);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Genre').fill('Anime');
  await page.getByLabel('Genre').press('Enter');
  await page.getByLabel('Description').fill('A ranger who guards the night sky and collects fallen stars in a glass lantern.');
  await page.getByLabel('Creator name').fill('Studio Lumen');
  await page.getByLabel('Creator website').fill('https://studio-lumen.example.com');
  await page.getByLabel('Note').fill('Original character, the artist agreed to the submission.');
  await page.locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page).toHaveURL(/\/vote\/show\/[a-z0-9]+$/);
  const characterId = page.url().split('/').pop()!;

  await page.goto('/account/campaigns');
  const card = page.locator(`a[href="/vote/show/${characterId}"]`);
  await expect(card).toContainText(name);
  await expect(card).toContainText(/review/i);

  const admin = await adminToken(request);
  const approved = await request.get(`/api/admin/character/approve/${characterId}`, { headers: { authorization: `Bearer ${admin}` } });
  expect(approved.ok()).toBeTruthy();

  for (let left = 3; left >= 1; left--) {
    await page.goto(`/vote/show/${characterId}`);
    await page.getByRole('button', { name: /Vote to Support/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your vote' });
    await expect(dialog).toContainText(`${left - 1} will remain`);
    if (left === 3) await expectAccessible(page, 'vote confirmation');
    await dialog.getByRole('button', { name: 'Vote' }).click();
    await expect(page).toHaveURL(new RegExp(`/contributors/${characterId}$`));
    // The ranking is a daily snapshot: the page says the vote counted, the new total, and when it shows.
    const counted = page.getByRole('status').filter({ hasText: `Your vote for ${name} counted` });
    await expect(counted).toContainText(`It now has ${4 - left} vote`);
    await expect(counted).toContainText('refreshes daily at 3:00 AM');
    if (left === 3) await expectAccessible(page, 'contributors after a vote');
  }
  // Opened any other way, the page does not claim a vote.
  await page.reload();
  await expect(page.getByText(`Your vote for ${name} counted`)).toHaveCount(0);
  await page.goto(`/vote/show/${characterId}`);
  await expect(page.getByText("You have no votes left. You'll receive 3 votes each day.")).toBeVisible();
  await expect(page.getByRole('button', { name: /Vote to Support/ })).toHaveCount(0);
  await expectAccessible(page, 'vote page with no votes left');

  await page.getByRole('button', { name: 'Add to collection' }).click();
  await expect(page.getByRole('button', { name: 'Remove from collection' })).toContainText('1');
  await page.goto('/account/collections');
  await expect(page.getByText(name)).toBeVisible();
  assertNoConsoleErrors();
});

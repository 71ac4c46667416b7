import { request as apiContexts, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { latestCode, registerByApi, uniqueName, watchConsole } from '../support/helpers';
import { expectAccessible } from '../support/a11y';

test('a new shopper registers with the mailed code, logs out and in, edits the profile, changes the password and deletes the account', async ({
  page,
  request,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  const username = uniqueName('ann');
  const email = `${username}@example.test`;

  await page.goto('/auth/register');
  const createAccount = page.getByRole('button', { name: 'Create Account' });
  await expect(createAccount).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await createAccount.click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByText(username).first()).toBeVisible();
  // A brand-new account gets its first daily votes, announced by the reminder.
  const reminder = page.getByRole('dialog', { name: 'Daily Voting Reminder' });
  await expect(reminder).toBeVisible();
  await expectAccessible(page, 'daily voting reminder');
  await reminder.getByRole('button', { name: 'Later' }).click();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  const logIn = page.getByRole('button', { name: 'Log In', exact: true });
  await expect(logIn).toBeDisabled();
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await logIn.click();
  await expect(page).toHaveURL(/\/user$/);

  await page.goto('/account/profile');
  const avatar = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ec4899' } })
    .png()
    .toBuffer();
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatar });
  await page.getByLabel('Nickname').fill('Ann the Collector');
  await page.getByLabel('Bio').fill('I collect magical girls.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.goto('/user');
  await expect(page.getByText('Ann the Collector').first()).toBeVisible();
  await expect(page.locator('img[src*="/uploads/avatars/"]:visible').first()).toBeVisible();

  await page.goto('/account/change-password');
  await page.getByLabel('Current password').fill('secret123');
  await page.getByLabel('New password', { exact: true }).fill('newsecret456');
  await page.getByLabel('Confirm new password').fill('newsecret456');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/settings$/);

  await page.goto('/account/delete-account');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Account deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  const relogin = await request.post('/api/authentication/login-by-password', { data: { username, password: 'newsecret456' } });
  expect(relogin.status()).toBe(401);
  assertNoConsoleErrors();
});

test('signs in with Google through the OpenID provider and lands on the account page', async ({ page }) => {
  await page.goto('/auth/login');
  await page
    .getByRole('link', { name: /Google/ })
    .or(page.getByRole('button', { name: /Google/ }))
    .first()
    .click();
  // The local provider's development login form stands in for Google's.
  await page.locator('input[name=login]').fill('google-fan@example.test');
  await page.locator('input[name=password]').fill('any-password');
  await page.locator('button[type=submit]').click();
  const consent = page.locator('button[type=submit]', { hasText: /continue|authorize|allow/i });
  if (await consent.isVisible().catch(() => false)) await consent.click();
  await expect(page).toHaveURL(/\/user$/, { timeout: 20_000 });
  await expect(
    page
      .getByText('Vote Tickets')
      .or(page.getByText(/vote tickets/i))
      .first(),
  ).toBeVisible();
});

/**
 * The attacker's half of a login CSRF: runs a Google sign-in in its own cookie jar (an API request
 * context) through the local provider's login and consent forms, and answers the callback URL
 * without opening it — the URL an attacker plants on a victim.
 */
async function plantableCallback(login: string): Promise<string> {
  const attacker = await apiContexts.newContext({ baseURL: test.info().project.use.baseURL, maxRedirects: 0 });
  let url = new URL('/api/auth/google', test.info().project.use.baseURL).href;
  let form: Record<string, string> | undefined;
  try {
    for (let step = 0; step < 20; step++) {
      const res = form ? await attacker.post(url, { form }) : await attacker.get(url);
      form = undefined;
      const location = res.headers()['location'];
      if (location) {
        const target = new URL(location, url);
        if (target.pathname === '/api/auth/google/callback') return target.href;
        url = target.href;
        continue;
      }
      const html = await res.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
      const prompt = html.match(/name="prompt" value="([^"]+)"/)?.[1];
      if (!action || !prompt) throw new Error(`unexpected page ${res.status()} at ${url}`);
      url = new URL(action, url).href;
      form = prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt };
    }
    throw new Error('the sign-in did not reach the callback');
  } finally {
    await attacker.dispose();
  }
}

test("refuses an attacker's Google callback opened in another browser (login CSRF), in both languages", async ({ browser }) => {
  const planted = await plantableCallback('attacker@example.test');
  for (const [language, text] of [
    ['en', 'This sign-in was started in another browser, please sign in again here'],
    ['zh-CN', '此次登录是在另一个浏览器中发起的，请在此处重新登录'],
  ] as const) {
    const victim = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: language });
    const tab = await victim.newPage();
    await tab.goto(planted);
    await expect(tab).toHaveURL(/\/auth\/google\/error\?reason=sign-in-other-browser$/);
    await expect(tab.getByRole('alert')).toHaveText(text);
    expect(await tab.evaluate(() => Object.keys(localStorage).filter((k) => /token|login/i.test(k)).length)).toBe(0);
    await victim.close();
  }
});

test('takes no session token from the address bar', async ({ page, request }) => {
  const { token } = await registerByApi(request, uniqueName('urltoken'));
  await page.goto(`/auth/google/success?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/user');
  await expect(
    page
      .getByRole('link', { name: /log in/i })
      .or(page.getByRole('button', { name: /log in/i }))
      .first(),
  ).toBeVisible();
});

test('guarded pages show the lock card to a visitor and the Log In button replaces history', async ({ page }) => {
  await page.goto('/account/settings');
  await expect(page.getByText('Current page requires login to access')).toBeVisible();
  await expectAccessible(page, 'lock card');
  await page.getByRole('button', { name: 'Log In' }).click();
  // The login page remembers where the visitor was, to send them back after signing in.
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount%2Fsettings$/);
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expectAccessible(page, 'not found');
});

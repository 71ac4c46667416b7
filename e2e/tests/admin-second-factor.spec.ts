import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectAccessible } from '../support/a11y';
import { STANDIN_PORT, startProductServer, type ProductServer } from '../support/product-server';

// An operator's second factor (decision 030), on a server of its own that requires one
// (ADMIN_REQUIRE_2FA), so the shared server's admin is never enrolled.
test.use({ viewport: { width: 1280, height: 800 } });

const PORT = STANDIN_PORT + 6;
const OPERATOR = { username: 'e2e-guarded', password: 'e2e-guarded-password' };
let store: ProductServer;

test.beforeAll(async () => {
  store = await startProductServer(PORT, {
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    ADMIN_USERNAME: OPERATOR.username,
    ADMIN_PASSWORD: OPERATOR.password,
    ADMIN_REQUIRE_2FA: 'true',
    SEED_DEMO_DATA: 'false',
  });
});
test.afterAll(() => store?.stop());

/** The code an authenticator app shows `aheadSeconds` from now (a later step: a code is accepted once). */
const totp = (secret: string, aheadSeconds = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + aheadSeconds });

async function enterPassword(page: Page) {
  await page.goto(`${store.url}/admin`);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Username').fill(OPERATOR.username);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Pedestal admin' })).toBeVisible();
}

test('enrol TOTP, sign out, sign in with a code, then with a recovery code', async ({ page }) => {
  // Required by the server: the console opens on the set-up screen, whatever was asked.
  await enterPassword(page);
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByText('This server requires a second factor for every operator')).toBeVisible();
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(page);
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-enrol-totp-1280.png` });

  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is wrong or has expired');
  await page.getByLabel('Code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-recovery-codes-1280.png` });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 of your recovery codes are unused')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // A code at every sign-in now: the password alone asks for it.
  await signOut(page);
  await enterPassword(page);
  await page.getByLabel('Authentication code').fill(totp(secret, 30));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // A recovery code signs in once.
  await signOut(page);
  await enterPassword(page);
  await page.getByLabel('Authentication code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign-in security' }).click();
  await expect(page.getByText('9 of your recovery codes are unused')).toBeVisible();
  await signOut(page);
  await enterPassword(page);
  await page.getByLabel('Authentication code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is wrong or has expired');

  // The audit log holds the sign-ins, the failure and the factor's changes.
  await page.getByLabel('Authentication code').fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByText('admin.second_factor.enrolled')).toBeVisible();
  await expect(page.getByText('admin.sign_in_failed').first()).toBeVisible();
  await expect(page.getByText('admin.second_factor.recovery_code_used').first()).toBeVisible();
});

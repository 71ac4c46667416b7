import { expect, type Page } from '@playwright/test';
import { ADMIN } from './env';

/** Signs in to the console with a username and password (the e2e owner unless told) and waits for the dashboard. */
export async function signInToConsole(page: Page, who: { username: string; password: string } = ADMIN, base = '') {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

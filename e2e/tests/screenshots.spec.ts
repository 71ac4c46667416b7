import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { DEMO } from '../support/env';

/** Regenerates the 390×844 screenshots of the main screens into e2e/screenshots/ (npm run screenshots -w e2e). */
const out = join(import.meta.dirname, '..', 'screenshots');

test('screenshots of the main screens', async ({ page, request }) => {
  mkdirSync(out, { recursive: true });
  const shot = async (path: string, name: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `${name}.png`) });
  };
  await shot('/', 'home-visitor');
  await shot('/auth/login', 'login');
  await shot('/auth/register', 'register');
  const res = await request.post('/api/authentication/login-by-password', { data: DEMO });
  const token = (await res.json()).meta.token;
  await page.evaluate(
    (t) => localStorage.setItem('authToken', JSON.stringify({ token: t, expiresAt: Date.now() + 7 * 86_400_000 })),
    token,
  );
  await shot('/user', 'user');
  await page.keyboard.press('Escape');
  await shot('/user', 'user');
  await shot('/account/settings', 'settings');
  await shot('/account/profile', 'profile');
  await shot('/account/payment-methods', 'payment-methods');
  await shot('/', 'home');
  await shot('/vote/list', 'vote-list');
  await shot('/explore', 'explore');
  await shot('/faq', 'faq');
});

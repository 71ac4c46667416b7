import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';

/** Issue 14 #16: an installable store that opens offline and never serves a stale app after a deploy. */

test.use({ serviceWorkers: 'allow' });

test('the manifest makes the store installable, with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(href!);
  expect(res.ok()).toBeTruthy();
  const manifest = (await res.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Pedestal', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const img = await request.get(icon.src);
    expect(img.headers()['content-type'], icon.src).toBe('image/png');
  }
  // The worker script and the page are revalidated on every load, so a deploy is seen at once.
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
});

test('once visited, the store opens offline, and an unvisited page says it is offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Figurines' }).first()).toBeVisible();
  // The worker takes control of this tab (clientsClaim) and caches the visited page and its images.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Figurines' }).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  // The app shell comes from the cache; the bottom navigation is part of it.
  await expect(page.getByRole('link', { name: 'Figurines' }).first()).toBeVisible();

  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expectAccessible(page, 'offline page');
  // Coming back online is not replayed here: after setOffline(false) the worker's fetches kept failing
  // in this Playwright/Chromium pairing. The button only reloads the page.
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

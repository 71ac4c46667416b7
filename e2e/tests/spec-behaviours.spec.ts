import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';

/** SPEC behaviours that had no test (issue 27 item 5), a few screens per journey. */

const listIds = async (request: APIRequestContext, url: string) =>
  (await (await request.get(url)).json()).data as { id: string; name: string; phase?: string }[];

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

test('SPEC §1 the drawer: its links, Create a Vote only signed in, Login only signed out, the avatar letter and the tagline', async ({
  page,
  request,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  await page.goto('/');
  let drawer = await openDrawer(page);
  await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
  const hrefs = async () =>
    drawer
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => [l.textContent!.trim(), l.getAttribute('href')]));
  expect(await hrefs()).toEqual([
    ['Home', '/'],
    ['Explore', '/explore'],
    ['Figurine Store', '/figurines'],
    ['FAQ', '/faq'],
    ['Contact Support', '/contact-support'],
    ['About Us', '/about-us'],
    ['Login', '/auth/login'],
  ]);
  await expect(drawer).toContainText('brings your favourite characters to life');
  await drawer.getByRole('button', { name: 'Close menu' }).click();

  const user = await registerByApi(request, uniqueName('drawer'));
  await signInWithToken(page, user.token, '/');
  drawer = await openDrawer(page);
  await expect(drawer.getByRole('link', { name: 'Create a Vote' })).toBeVisible();
  expect((await hrefs()).map(([label]) => label)).toEqual([
    'Home',
    'Explore',
    'Figurine Store',
    'Create a Vote',
    'FAQ',
    'Contact Support',
    'About Us',
  ]);
  // No avatar yet: the first letter of the nickname stands in.
  const account = drawer.getByRole('link', { name: /View your account/ });
  await expect(account).toContainText(user.username);
  await expect(account.locator('span[aria-hidden]').first()).toHaveText(user.username[0]!.toUpperCase());
  await expectAccessible(page, 'drawer, signed in');
  await drawer.getByRole('link', { name: 'Create a Vote' }).click();
  await expect(page).toHaveURL(/\/character\/create$/);
  assertNoConsoleErrors();
});

test('SPEC §2 home banners open their link in a new tab; an empty cart says so and leads back to shopping; empty order tabs say so', async ({
  page,
  request,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  await page.goto('/');
  const banner = page
    .getByRole('region', { name: 'Featured' })
    .getByRole('link', { name: /opens in a new tab/ })
    .first();
  await expect(banner).toHaveAttribute('target', '_blank');
  await expect(banner).toHaveAttribute('rel', /noopener/);

  const user = await registerByApi(request, uniqueName('empty'));
  await signInWithToken(page, user.token, '/account/shopping-cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page
    .getByRole('link', { name: 'Start Shopping' })
    .or(page.getByRole('button', { name: 'Start Shopping' }))
    .click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/order/list');
  await expect(page.getByText('No figurine orders yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Crowdfunding Orders' }).click();
  await expect(page.getByText('No crowdfunding orders yet')).toBeVisible();
  await expectAccessible(page, 'empty orders');
  assertNoConsoleErrors();
});

test('SPEC §2 contributors: two phase tabs and the 3:00 AM note; a character at its vote target shows the negotiation notice and explains it', async ({
  page,
  request,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  const [voting] = await listIds(request, '/api/vote/page-list?page=1&pageSize=1');
  await page.goto(`/contributors/${voting!.id}`);
  await expect(page.getByText('Data refreshes daily at 3:00 AM')).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Phase' });
  await expect(tabs.getByRole('tab', { name: 'Voting Phase' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Crowdfunding Phase' }).click();
  await expect(tabs.getByRole('tab', { name: 'Crowdfunding Phase' })).toHaveAttribute('aria-selected', 'true');

  // The demo catalogue has characters whose vote reached its target: talks with the creator.
  const negotiating = (await listIds(request, '/api/vote/page-list?page=1&pageSize=50')).find((c) => c.phase === 'vote-negotiation');
  expect(negotiating, 'a demo character in negotiation').toBeTruthy();
  await page.goto(`/vote/show/${negotiating!.id}`);
  await expect(page.getByText('Copyright negotiation in progress')).toBeVisible();
  await expect(page.getByRole('button', { name: /Vote to Support/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'What happens next?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copyright negotiation' });
  await expect(dialog).toContainText('If the talks succeed, the character opens for crowdfunding');
  await expectAccessible(page, 'negotiation dialog');
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toHaveCount(0);
  assertNoConsoleErrors();
});

test('SPEC §2 the figurine page: Photo, 3D Model and Illustration tabs over the gallery, and the voting story below', async ({
  page,
  request,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  const [figurine] = await listIds(request, '/api/figurine/page-list?page=1&pageSize=1');
  await page.goto(`/figurines/show/${figurine!.id}`);
  const gallery = page.getByRole('tablist', { name: 'Gallery' });
  const photo = gallery.getByRole('tab', { name: 'Photo' });
  await expect(photo).toHaveAttribute('aria-selected', 'true');
  // Each tab shows its own pictures: the campaign's photos, the sale's 3D model, the vote's illustration.
  await expect(page.getByRole('img', { name: `${figurine!.name} Photo 1 of 2` })).toBeVisible();
  await gallery.getByRole('tab', { name: 'Illustration' }).click();
  await expect(gallery.getByRole('tab', { name: 'Illustration' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('img', { name: `${figurine!.name} Illustration`, exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `${figurine!.name} Photo 1 of 2` })).toHaveCount(0);
  await gallery.getByRole('tab', { name: '3D Model' }).click();
  await expect(gallery.getByRole('tab', { name: '3D Model' })).toHaveAttribute('aria-selected', 'true');

  await expect(page.getByRole('heading', { name: 'Figurine Detail' })).toBeVisible();
  await page.getByRole('button', { name: 'Discover More About the Voting Phase' }).click();
  await page.getByRole('link', { name: /View the voting campaign/ }).click();
  await expect(page).toHaveURL(new RegExp(`/vote/show/${figurine!.id}$`));
  assertNoConsoleErrors();
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';
import { expectAccessible } from '../support/a11y';

/** The shopper's defects of issue 14, one journey each (the cart, sign-in return and order states are in shop/crowdfunding specs). */

async function firstOf<T>(request: APIRequestContext, url: string) {
  const items = (await (await request.get(url)).json()).data as T[];
  expect(items.length, url).toBeGreaterThan(0);
  return items[0]!;
}

/** A demo figurine spec with an active raffle. */
async function raffledSpec(request: APIRequestContext) {
  const figurines = (await (await request.get('/api/figurine/page-list?page=1&pageSize=50')).json()).data as { id: string }[];
  for (const f of figurines) {
    const show = (await (await request.get(`/api/figurine/show/${f.id}`)).json()).data as { specs: { id: string; raffle: unknown }[] };
    const spec = show.specs.find((s) => s.raffle);
    if (spec) return spec.id;
  }
  throw new Error('the demo data has a raffle');
}

test('#6 an address with an international phone and no line 2 is saved and printed the same everywhere', async ({ page, request }) => {
  const assertNoConsoleErrors = watchConsole(page);
  const user = await registerByApi(request, uniqueName('intl'));
  await signInWithToken(page, user.token, '/user-address/create');
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Phone').fill('+1 415 555 0123');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Province / State').fill('CA');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('Address Line 1').fill('1 Market St');
  await expect(page.getByLabel(/Address Line 2/)).toHaveValue('');
  await page.getByLabel('Zip Code').fill('94103');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/user-address\/list$/);
  const card = page.locator('article').filter({ hasText: 'Grace Hopper' });
  await expect(card).toContainText('+1 415 555 0123');
  const printed = await card.innerText();
  expect(printed.indexOf('1 Market St')).toBeLessThan(printed.indexOf('San Francisco, CA, 94103'));
  expect(printed.indexOf('San Francisco, CA, 94103')).toBeLessThan(printed.indexOf('United States'));

  // A national number of another country than the address's is refused with a message that says why.
  await page.goto('/user-address/create');
  await page.getByLabel('Phone').fill('415 555 0123');
  await page.getByLabel('Country').selectOption('CN');
  await page.getByLabel('Full Name').click();
  await expect(page.getByText(/with the country code/)).toBeVisible();
  assertNoConsoleErrors();
});

test('#8 the login page offers only the sign-in methods the server has', async ({ page }) => {
  await page.goto('/auth/login');
  // The journeys' server has the local OpenID provider standing in for Google.
  await expect(page.getByRole('link', { name: 'Log In With Google' })).toBeVisible();
  await page.route('**/api/authentication/methods', (route) =>
    route.fulfill({ json: { data: { password: true, email: true, phone: true, google: false } } }),
  );
  const answered = page.waitForResponse('**/api/authentication/methods');
  await page.reload();
  await answered;
  await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();
  await expect(page.getByText('or', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Google/ })).toHaveCount(0);
});

test('#9 a new shopper learns how to earn diamonds on the raffle page and the wallet, and sees what a support earns', async ({
  page,
  request,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  const user = await registerByApi(request, uniqueName('newbie'));
  const specId = await raffledSpec(request);
  await signInWithToken(page, user.token, `/raffle/show/${specId}`);
  await expect(page.getByText(/An entry needs \d+ diamonds, you have 0/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Enter Raffle/ })).toBeDisabled();
  const earn = page.getByRole('region', { name: 'How to earn diamonds' });
  await expect(earn).toContainText('$30 earns 10');
  await earn.getByRole('link', { name: /Support a campaign/ }).click();
  await expect(page).toHaveURL(/\/crowdfunding\/list$/);

  await page.goto('/account/wallet');
  await expect(
    page.getByRole('region', { name: 'How to earn diamonds' }).getByRole('link', { name: /Submit a character/ }),
  ).toHaveAttribute('href', '/character/create');

  const campaign = await firstOf<{ id: string }>(request, '/api/crowdfunding/page-list?status=active&page=1');
  await page.goto(`/crowdfunding/show/${campaign.id}`);
  await expect(page.getByText(/Earns \d+ diamonds once the campaign is funded/)).toBeVisible();
  assertNoConsoleErrors();
});

test('#10 a shopper collects a character from its figurine and crowdfunding pages', async ({ page, request }) => {
  const assertNoConsoleErrors = watchConsole(page);
  const user = await registerByApi(request, uniqueName('fan'));
  const figurine = await firstOf<{ id: string }>(request, '/api/figurine/page-list?page=1&pageSize=10');
  const campaign = await firstOf<{ id: string }>(request, '/api/crowdfunding/page-list?status=active&page=1');
  await signInWithToken(page, user.token, `/figurines/show/${figurine.id}`);
  await page.getByRole('button', { name: /Add to collection/ }).click();
  await expect(page.getByRole('button', { name: /Remove from collection/ })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/crowdfunding/show/${campaign.id}`);
  await page.getByRole('button', { name: /Add to collection/ }).click();
  await expect(page.getByRole('button', { name: /Remove from collection/ })).toBeVisible();
  await page.goto('/account/collections');
  await expect(page.locator(`a[href$="/${figurine.id}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href$="/${campaign.id}"]`).first()).toBeVisible();
  // Reloading keeps the state: the figurine page reads the shopper's collect from the server.
  await page.goto(`/figurines/show/${figurine.id}`);
  await expect(page.getByRole('button', { name: /Remove from collection/ })).toBeVisible();
  assertNoConsoleErrors();
});

test('#11 the journey strip opens with its first stage label whole', async ({ page, request }) => {
  const voting = await firstOf<{ id: string }>(request, '/api/vote/page-list?page=1');
  await page.goto(`/vote/show/${voting.id}`);
  const strip = page.getByRole('list', { name: 'Journey' });
  const label = strip.getByText('Submitted', { exact: true });
  await expect(label).toBeVisible();
  const [stripBox, labelBox] = [await strip.boundingBox(), await label.boundingBox()];
  expect(labelBox!.x).toBeGreaterThanOrEqual(stripBox!.x);
  expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0);
});

test('#12 the submission form speaks to people, not in field names', async ({ page, request }) => {
  const user = await registerByApi(request, uniqueName('writer'));
  await signInWithToken(page, user.token, '/character/create');
  await page.getByLabel('Creator website').fill('studio');
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  // Each field shows its message under it (role alert); the toast repeats the first.
  const fieldMessages = page.locator('form [role=alert]');
  await expect(fieldMessages.filter({ hasText: 'Character name is required' })).toBeVisible();
  await expect(fieldMessages.filter({ hasText: 'Please add a note for the review team' })).toBeVisible();
  await expect(fieldMessages.filter({ hasText: 'Creator website must be a web address starting with http:// or https://' })).toBeVisible();
  await expect(page.getByText(/creatorName|creatorWebsite|^note is required/)).toHaveCount(0);
});

/** A demo figurine spec on sale with stock, and its figurine id. */
async function saleSpec(request: APIRequestContext) {
  const figurines = (await (await request.get('/api/figurine/page-list?page=1&pageSize=50')).json()).data as { id: string }[];
  for (const f of figurines) {
    const show = (await (await request.get(`/api/figurine/show/${f.id}`)).json()).data as { specs: { id: string; stock: number }[] };
    const spec = show.specs.find((s) => s.stock >= 5);
    if (spec) return { figurineId: f.id, specId: spec.id };
  }
  throw new Error('the demo data has a figurine in stock');
}

test('#1 the cart orders the quantity on screen, even without pressing Update', async ({ page, request }) => {
  const user = await registerByApi(request, uniqueName('cart'));
  const { specId } = await saleSpec(request);
  const headers = { authorization: `Bearer ${user.token}` };
  expect((await request.put('/api/user-shopping-cart', { headers, data: { targetId: specId, targetCount: 1 } })).ok()).toBeTruthy();

  await signInWithToken(page, user.token, '/account/shopping-cart');
  const increase = page.getByRole('button', { name: 'Increase' });
  await increase.click();
  await increase.click();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/pay\/check-out\/[a-z0-9]+\/figurine$/);
  const orderId = page.url().split('/').at(-2)!;
  const order = (await (await request.get(`/api/character-sale-order/show/${orderId}`, { headers })).json()).data as {
    items: { quantity: number }[];
  };
  expect(order.items.map((i) => i.quantity)).toEqual([3]);
});

test('#2 Log In to Buy returns the shopper to the figurine they were on', async ({ page, request }) => {
  const user = await registerByApi(request, uniqueName('back'));
  const { figurineId } = await saleSpec(request);
  await page.goto(`/figurines/show/${figurineId}`);
  await page.getByRole('button', { name: 'Log In to Buy' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?redirect=%2Ffigurines%2Fshow%2F${figurineId}$`));
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/figurines/show/${figurineId}$`));
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
});

test('#14 a desktop gets a top navigation and wide grids; a phone keeps the tab bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/figurines');
  // The same destinations twice, each named apart (html-validate unique-landmark); only one is shown.
  const topNav = page.locator('nav[aria-label="Main"]');
  const tabBar = page.locator('nav[aria-label="Main tabs"]');
  await expect(topNav).toBeVisible();
  await expect(tabBar).toBeHidden();
  // The content uses the width: more than two cards side by side.
  const cards = page.locator('main a[href^="/figurines/show/"]');
  await expect(cards.nth(3)).toBeVisible();
  const tops = await cards.evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBeLessThan(4);
  await topNav.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tabBar).toBeVisible();
  await expect(topNav).toBeHidden();
});

test('#15 banners pause on request and keyboard focus is always visible', async ({ page }) => {
  await page.goto('/');
  const pause = page.getByRole('button', { name: 'Pause banners' });
  await expect(pause).toBeVisible();
  const box = await pause.boundingBox();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
  await pause.click();
  await expect(page.getByRole('button', { name: 'Play banners' })).toBeVisible();
  // Every control reached by Tab shows a focus indicator (outline or ring).
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const visible = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return true;
      const s = getComputedStyle(el);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    });
    expect(visible, `focus indicator on tab stop ${i + 1}`).toBe(true);
  }
});

test('#15 with reduced motion the banners do not move by themselves', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  const dots = page.getByRole('button', { name: /^Show banner / });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(6000);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await context.close();
});

test('#5 an unpaid support past its deadline reads Order Expired, never Canceled', async ({ page, request }) => {
  const user = await registerByApi(request, uniqueName('late'));
  const headers = { authorization: `Bearer ${user.token}` };
  const campaign = await firstOf<{ id: string }>(request, '/api/crowdfunding/page-list?status=active&page=1');
  const detail = (await (await request.get(`/api/crowdfunding/show/${campaign.id}`)).json()).data as {
    crowdfunding: { specs: { id: string }[] };
  };
  const created = await request.post('/api/crowdfunding-support', {
    headers,
    data: { characterId: campaign.id, specId: detail.crowdfunding.specs[0]!.id },
  });
  const { supportId } = (await created.json()).data as { supportId: string };
  const support = (await (await request.get(`/api/crowdfunding-support/show/${supportId}`, { headers })).json()).data as {
    no: string;
    expiredAt: string;
  };

  // The browser's clock moves past the payment deadline (the server's expiry job then cancels it,
  // which the unit tests of supportState cover: it reads the same).
  await page.clock.setFixedTime(new Date(Date.parse(support.expiredAt) + 60_000));
  await signInWithToken(page, user.token, '/order/list?tab=crowdfunding');
  const card = page.locator('article', { hasText: support.no });
  await expect(card.getByText('Order Expired')).toBeVisible();
  await expect(card.getByText(/Canceled/i)).toHaveCount(0);
});

test('#13 every demo character has its own picture', async ({ page, request }) => {
  await page.goto('/vote/list');
  const images = page.locator('main a[href^="/vote/show/"] img');
  await expect(images.nth(5)).toBeVisible();
  // Characters other journeys submitted without a picture show the shared placeholder: not demo art.
  const pictures = await images.evaluateAll((els) =>
    els.map((e) => (e as HTMLImageElement).src).filter((src) => !src.endsWith('/no-image.png')),
  );
  const sources = pictures.slice(0, 8);
  expect(sources).toHaveLength(8);
  expect(new Set(sources).size).toBe(sources.length);
  // Different files, and different pictures: no two share their bytes.
  const bodies = await Promise.all(sources.map(async (src) => (await request.get(src)).body()));
  expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(bodies.length);
});

test('#26 the figurine page asks the API once before it paints: the show answer carries the interaction bar, comments come after', async ({
  page,
  request,
}) => {
  const figurine = await firstOf<{ id: string; name: string }>(request, '/api/figurine/page-list?page=1&pageSize=1');
  const calls: string[] = [];
  let beforeShowAnswered: string[] | null = null;
  const mine = (u: string) => {
    const url = new URL(u);
    return url.pathname.startsWith('/api/') && url.pathname.includes(figurine.id) ? url.pathname : null;
  };
  page.on('request', (r) => {
    const path = mine(r.url());
    if (path) calls.push(path);
  });
  // The page cannot paint its content before the show answer: whatever was asked by then is what it waited for.
  page.on('response', (r) => {
    if (mine(r.url())?.startsWith('/api/figurine/show/') && !beforeShowAnswered) beforeShowAnswered = [...calls];
  });
  await page.goto(`/figurines/show/${figurine.id}`);
  await expect(page.getByRole('heading', { level: 1, name: figurine.name })).toBeVisible();
  expect(beforeShowAnswered).toEqual([`/api/figurine/show/${figurine.id}`]);
  // The bar shows its counts from that answer; the comments are asked for once the page is up.
  await expect(
    page.getByRole('group', { name: 'Likes, comments and shares' }).getByRole('button', { name: /\(\d+ likes?\)/ }),
  ).toBeVisible();
  await expect.poll(() => calls.some((c) => c.endsWith(`/character/${figurine.id}/comments`))).toBe(true);
  expect(calls.filter((c) => c.endsWith('/interaction'))).toEqual([]);
  expect(calls.filter((c) => c.includes('/figurine/show/'))).toHaveLength(1);
});

test('#27 product pages a collector trusts: a specification table, the raffle linked before the sale, pictures full screen with zoom, named tiers', async ({
  page,
  request,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  // Other journeys add sales of their own: the demo figurines are the ones whose specs carry details.
  type Show = { specs: { id: string; title: string; details: Record<string, unknown>; raffle: unknown }[] };
  const figurines = (await (await request.get('/api/figurine/page-list?page=1&pageSize=50')).json()).data as { id: string }[];
  const shows = await Promise.all(
    figurines.map(async (f) => ({ id: f.id, show: (await (await request.get(`/api/figurine/show/${f.id}`)).json()).data as Show })),
  );
  const demo = shows.find((f) => f.show.specs.length === 2 && f.show.specs.every((s) => s.details.scale))!;
  expect(demo, 'a demo figurine with its specification').toBeTruthy();
  await page.goto(`/figurines/show/${demo.id}`);

  // Two specs compared side by side; what both share is written once.
  const table = page.getByRole('region', { name: 'Specifications' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Standard Edition' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Deluxe Edition' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Scale 1\/7$/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Height Approx\. 240 mm$/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^In the box / })).toContainText('interchangeable faces');
  await expectAccessible(page, 'figurine page with its specification table');

  // Full screen: zoom, next picture, Escape back to the page.
  await page.getByRole('button', { name: 'View pictures full screen' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  await expectAccessible(page, 'pictures full screen');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // A spec with a raffle is linked from its figurine page in every phase (the demo raffles are on pre-sales).
  const specId = await raffledSpec(request);
  const raffled = shows.find((f) => f.show.specs.some((s) => s.id === specId))!;
  await page.goto(`/figurines/show/${raffled.id}`);
  const title = raffled.show.specs.find((s) => s.id === specId)!.title;
  const raffle = page.getByRole('link', { name: `Win ${title} in a raffle` });
  await expect(raffle).toContainText(/\d+ diamonds? per entry/);
  await raffle.click();
  await expect(page).toHaveURL(new RegExp(`/raffle/show/${specId}$`));

  // A campaign's tiers say what they are and what a backer gets.
  const campaign = await firstOf<{ id: string }>(request, '/api/crowdfunding/page-list?status=active&page=1');
  await page.goto(`/crowdfunding/show/${campaign.id}`);
  const tiers = page.getByRole('radiogroup', { name: 'Support tier' });
  await expect(tiers.getByRole('radio', { name: /Early bird/ })).toContainText('The Standard Edition figure at the backer price');
  assertNoConsoleErrors();
});

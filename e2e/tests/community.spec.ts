import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { E2E_BASE_URL } from '../support/env';
import { adminToken, registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';
import { signInToConsole } from '../support/console';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A character submitted by `token`'s user and approved, so its vote page is public. */
async function approvedCharacter(request: APIRequestContext, token: string) {
  const res = await request.post('/api/character', {
    headers: auth(token),
    data: {
      name: uniqueName('Harbour Keeper '),
      gender: 'female',
      description: 'A lantern keeper who guards the harbour lights through every storm of the year.',
      creatorName: 'Mira Holt',
      creatorWebsite: 'https://example.com/mira',
      genre: 'Anime',
      note: 'Original character, all rights mine.',
      agreement: true,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const id = (await res.json()).data.id as string;
  const admin = await adminToken(request);
  expect((await request.get(`/api/admin/character/approve/${id}`, { headers: auth(admin) })).ok()).toBeTruthy();
  return id;
}

async function browserFor(browser: Browser, token: string | null, path: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  if (token) await signInWithToken(page, token, path);
  else await page.goto(path);
  return page;
}

test('a shopper likes and shares a character; a visitor sees the counts and is asked to log in to like', async ({
  page,
  context,
  request,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  const submitter = await registerByApi(request, uniqueName('maker'));
  const id = await approvedCharacter(request, submitter.token);
  const fan = await registerByApi(request, uniqueName('fan'));
  // No system share sheet here: the copy-link fallback is what a desktop browser without Web Share does.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await signInWithToken(page, fan.token, `/vote/show/${id}`);

  const like = page.getByRole('button', { name: /^Like \(0 likes\)/ });
  await like.click();
  await expect(page.getByRole('button', { name: /^Unlike \(1 like\)/ })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Unlike \(1 like\)/ })).toBeVisible();

  await page.getByRole('button', { name: /^Share/ }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_BASE_URL}/vote/show/${id}`);
  await expect(page.getByRole('button', { name: 'Share (1 share)' })).toBeVisible();
  // Sharing again the same day is fine but counts once.
  await page.getByRole('button', { name: /^Share/ }).click();
  await expect(page.getByRole('button', { name: 'Share (1 share)' })).toBeVisible();

  // The card in the vote list shows the like.
  await page.goto('/vote/list');
  await expect(page.locator(`a[href="/vote/show/${id}"]`).getByText('1 like', { exact: true })).toBeVisible();
  assertNoConsoleErrors();

  // With Web Share, the system sheet gets the page's title and address.
  const sharer = await browserFor(page.context().browser()!, null, '/faq');
  await sharer.addInitScript(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    Object.defineProperty(Navigator.prototype, 'share', {
      value: async (data: unknown) => void (window as unknown as { shared: unknown[] }).shared.push(data),
      configurable: true,
    });
  });
  await sharer.goto(`/vote/show/${id}`);
  await expect(sharer.getByRole('button', { name: 'Like (1 like)' })).toBeVisible();
  await sharer.getByRole('button', { name: /^Share/ }).click();
  await expect
    .poll(() => sharer.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared[0]?.url))
    .toContain(`/vote/show/${id}`);
  // A visitor's share is not counted; liking asks them to log in.
  await expect(sharer.getByRole('button', { name: 'Share (1 share)' })).toBeVisible();
  await sharer.getByRole('button', { name: 'Like (1 like)' }).click();
  await expect(sharer.getByRole('dialog', { name: 'Please login first' })).toBeVisible();
  await sharer.context().close();
});

test('comments: post, edit, reply, delete, report; the creator is marked; hidden comments disappear for others', async ({
  page,
  request,
  browser,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  const submitter = await registerByApi(request, uniqueName('maker'));
  const id = await approvedCharacter(request, submitter.token);
  const creatorComment = await request.post(`/api/character/${id}/comments`, {
    headers: auth(submitter.token),
    data: { body: 'Thanks for looking! Sketches at https://example.com/sketches' },
  });
  expect(creatorComment.ok()).toBeTruthy();
  const troll = await registerByApi(request, uniqueName('troll'));
  const trollComment = await request.post(`/api/character/${id}/comments`, {
    headers: auth(troll.token),
    data: { body: 'Buy cheap followers now' },
  });
  const trollCommentId = (await trollComment.json()).data.id as string;
  const fan = await registerByApi(request, uniqueName('fan'));
  await signInWithToken(page, fan.token, `/vote/show/${id}`);

  const section = page.locator('section#comments');
  await expect(section.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
  const creatorItem = section.getByRole('listitem', { name: `Comment by ${submitter.username}` }).first();
  await expect(creatorItem.getByText('Creator', { exact: true })).toBeVisible();
  const link = creatorItem.getByRole('link', { name: 'https://example.com/sketches' });
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
  await expectAccessible(page, 'comments section');

  // Post: a refused post (the rate limit answering, as it does to a fast poster) keeps the draft; then it goes through.
  const box = section.getByLabel('Write a comment');
  await box.fill('Her lantern is <b>gorgeous</b>');
  await expect(section.getByText('30/1000')).toBeVisible();
  const tooFast = 'You are commenting too fast; try again in 30 s';
  await page.route(`**/api/character/${id}/comments`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          contentType: 'application/problem+json',
          body: JSON.stringify({
            type: '/api/problems/commenting-too-fast',
            status: 429,
            code: '400000',
            title: 'Unknown client error',
            detail: tooFast,
            params: { seconds: 30 },
          }),
        })
      : route.fallback(),
  );
  await section.getByRole('button', { name: 'Post' }).click();
  const failed = page.getByRole('dialog', { name: 'Operation Failed' });
  await expect(failed).toContainText(tooFast);
  await failed.getByRole('button', { name: 'Got it' }).click();
  await expect(box).toHaveValue('Her lantern is <b>gorgeous</b>');
  await page.unroute(`**/api/character/${id}/comments`);
  await section.getByRole('button', { name: 'Post' }).click();
  await expect(box).toHaveValue('');
  const mine = section.getByRole('listitem', { name: `Comment by ${fan.username}` }).filter({ hasText: 'Her lantern' });
  await expect(mine.getByText('Her lantern is <b>gorgeous</b>')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Comments (3)' })).toBeVisible();

  // Edit within the window.
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByLabel('Edit your comment').fill('Her lantern is gorgeous!');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByText('Her lantern is gorgeous!')).toBeVisible();
  await expect(mine.getByText('(edited)')).toBeVisible();

  // Reply to the creator (one level).
  await creatorItem.getByRole('button', { name: 'Reply' }).click();
  await creatorItem.getByLabel(`Reply to ${submitter.username}`).fill('Will there be a night-time version?');
  await creatorItem.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await expect(creatorItem.getByRole('list', { name: 'Replies' })).toContainText('Will there be a night-time version?');

  // Top sort, then back to newest.
  await section.getByRole('button', { name: 'Top' }).click();
  await expect(section.getByRole('listitem').first()).toHaveAccessibleName(`Comment by ${submitter.username}`);
  await section.getByRole('button', { name: 'Newest' }).click();

  // Report: hidden for the reporter at once.
  const trollItem = section.getByRole('listitem', { name: `Comment by ${troll.username}` });
  await trollItem.getByRole('button', { name: 'Report' }).click();
  const reportDialog = page.getByRole('dialog', { name: 'Report comment?' });
  await expect(reportDialog).toBeVisible();
  await expectAccessible(page, 'report dialog');
  await reportDialog.getByRole('button', { name: 'Report' }).click();
  await expect(trollItem).toHaveCount(0);

  // Delete own comment, with confirmation.
  await mine.getByRole('button', { name: 'Delete' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete comment?' });
  await expectAccessible(page, 'delete dialog');
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(mine).toHaveCount(0);

  // A moderator hides the reported comment: it disappears for a visitor; its author sees it marked.
  const admin = await adminToken(request);
  expect((await request.put(`/api/admin/comment/${trollCommentId}/hide`, { headers: auth(admin) })).ok()).toBeTruthy();
  const visitor = await browserFor(browser, null, `/vote/show/${id}`);
  await expect(visitor.locator('section#comments').getByText('Thanks for looking!')).toBeVisible();
  await expect(visitor.getByText('Buy cheap followers now')).toHaveCount(0);
  await expect(visitor.locator('section#comments').getByRole('button', { name: 'Log in to comment' })).toBeVisible();
  await visitor.context().close();
  const author = await browserFor(browser, troll.token, `/vote/show/${id}`);
  await expect(author.getByText('Buy cheap followers now')).toBeVisible();
  await expect(author.getByText('Hidden: only you can see this comment')).toBeVisible();
  await author.context().close();
  assertNoConsoleErrors();
});

test('an operator restores a reported comment from the console', async ({ page, request }) => {
  const submitter = await registerByApi(request, uniqueName('maker'));
  const id = await approvedCharacter(request, submitter.token);
  const body = uniqueName('Honest opinion ');
  const posted = await request.post(`/api/character/${id}/comments`, { headers: auth(submitter.token), data: { body } });
  const commentId = (await posted.json()).data.id as string;
  for (let i = 0; i < 3; i++) {
    const reporter = await registerByApi(request, uniqueName('rep'));
    expect(
      (await request.post(`/api/comment/${commentId}/report`, { headers: auth(reporter.token), data: { reason: 'Spam' } })).ok(),
    ).toBeTruthy();
  }
  expect((await (await request.get(`/api/character/${id}/comments`)).json()).data.items).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToConsole(page);
  await page.getByRole('link', { name: 'Comments' }).click();
  const row = page.getByRole('row').filter({ hasText: body });
  await expect(row.getByText('Hidden by reports')).toBeVisible();
  await expectAccessible(page, 'comment moderation');
  await row.getByRole('button', { name: 'Restore' }).click();
  await expectAccessible(page, 'restore dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Restore comment' }).click();
  await expect(page.getByText(`The comment by ${submitter.username} was restored.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await (await request.get(`/api/character/${id}/comments`)).json()).data.items).toHaveLength(1);
});

test('comments load ten at a time as the reader scrolls', async ({ page, request }) => {
  const submitter = await registerByApi(request, uniqueName('maker'));
  const id = await approvedCharacter(request, submitter.token);
  for (let i = 1; i <= 13; i++) {
    const res = await request.post(`/api/character/${id}/comments`, {
      headers: auth(submitter.token),
      data: { body: `Update number ${i}` },
    });
    expect(res.ok()).toBeTruthy();
  }
  await page.goto(`/vote/show/${id}`);
  const items = page.locator('section#comments').getByRole('list', { name: 'Comments' }).locator(':scope > li');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('Update number 13');
  await items.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(items).toHaveCount(13);
  await expect(items.last()).toContainText('Update number 1');
});

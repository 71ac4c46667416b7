import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { ADMIN, DEMO, E2E_BASE_URL } from '../support/env';
import { adminToken, registerByApi, signInWithToken, uniqueName, watchConsole } from '../support/helpers';
import { signInToConsole } from '../support/console';

// The operators' console at /admin, desktop first: every journey runs at 1280×800.
test.use({ viewport: { width: 1280, height: 800 } });

const PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYUlEQVR4nO3WUQ3AAAxCwRnBD/4d4GQmlnQfl1RAQ+DBs/RX95x/MA+VQuGhSVnP8TNgLIXCQ5OynkNoBlopFB6alBWHCoxRHVOuNT9yP81moJVC4aFJWXGowBjVsU/L9QWt9namqfvTBQAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVR4nO3WUQ3AAAxCwZlBGfIxMRNLuo9LKqAh8OBJ96t7zj+Ih0ah8lCkbOf4CTCOQuWhSNnOIRQDbRQqD0XKhkMDxqqOKNeZH72fZjHQRqHyUKRsODRgrOrIp+X6AhDvC8RtOC+cAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVR4nO3WUQ3AAAxCwalAFDYxOhNLuo9LKqAh8ODJ+qt7zj+Ih0qh8VCkrOf4CTCWQuOhSFnPIRQDrRQaD0XKikMFxqmOKNeaH7ufZjHQSqHxUKSsOFRgnOrIp+X6ApAkG4h+uByKAAAAAElFTkSuQmCC',
].map((b64, i) => ({ name: `image-${i + 1}.png`, mimeType: 'image/png', buffer: Buffer.from(b64, 'base64') }));

/** A shopper's browser, apart from the operator's. */
async function shopperPage(browser: Browser, token: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  if (token) await signInWithToken(page, token, path);
  else await page.goto(path);
  return page;
}

async function submitCharacter(request: APIRequestContext, token: string, name: string) {
  const res = await request.post('/api/character', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      gender: 'female',
      description: 'A lantern keeper who guards the harbour lights through every storm of the year.',
      creatorName: 'Mira Holt',
      creatorWebsite: 'https://example.com/mira',
      genre: 'Anime,Manga',
      note: 'Original character, all rights mine.',
      agreement: true,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.id as string;
}

/** A paid figurine order (sandbox card), shipped to a fresh address; answers its id and number. */
async function paidOrder(request: APIRequestContext, token: string, specId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const bought = await request.post('/api/figurine/buy', { headers, data: [{ characterSaleSpecId: specId, quantity: 1 }] });
  expect(bought.ok(), await bought.text()).toBeTruthy();
  const orderId = (await bought.json()).data.characterSaleOrderId as string;
  const address = await request.post('/api/user-address', {
    headers,
    data: {
      name: 'Ann Collector',
      phone: '13812345678',
      zipCode: '518000',
      country: 'China',
      province: 'Guangdong',
      city: 'Shenzhen',
      area: '1 Figure Street',
      address: 'Unit 8',
      tag: 'home',
      isDefault: true,
    },
  });
  expect(address.ok(), await address.text()).toBeTruthy();
  const userAddressId = (await address.json()).data.userAddressId as string;
  expect((await request.put(`/api/character-sale-order/${orderId}`, { headers, data: { userAddressId } })).ok()).toBeTruthy();
  const pay = await request.post('/api/pay/figurine/create', { headers, data: { id: orderId, paymentMethod: 'stripe' } });
  expect(pay.ok(), await pay.text()).toBeTruthy();
  const confirmed = await request.post('/api/pay/sandbox/confirm', {
    data: {
      clientSecret: (await pay.json()).data.clientSecret,
      cardNumber: '4242424242424242',
      expiryDate: '12/34',
      cvv: '123',
      cardholderName: 'Ann Collector',
    },
  });
  expect((await confirmed.json()).data.status).toBe('succeeded');
  await expect
    .poll(async () => (await (await request.get(`/api/character-sale-order/show/${orderId}`, { headers })).json()).data.status)
    .toBe('undelivered');
  return { orderId, no: (await (await request.get(`/api/character-sale-order/show/${orderId}`, { headers })).json()).data.no as string };
}

test('an operator signs in, approves one submission and rejects another with a reason; the submitter sees both', async ({
  page,
  request,
  browser,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  const submitter = await registerByApi(request, uniqueName('maker'));
  const good = await submitCharacter(request, submitter.token, uniqueName('Lantern Keeper '));
  const bad = await submitCharacter(request, submitter.token, uniqueName('Logo Knight '));

  // A visitor to the console meets its sign-in, which checks the form before asking the server.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('heading', { name: 'Pedestal admin' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('username is required')).toBeVisible();
  await signInToConsole(page);
  await expect(page.getByText('Pending reviews')).toBeVisible();
  await expectAccessible(page, 'admin dashboard');

  await page.getByRole('link', { name: 'Review queue' }).click();
  await page.getByRole('button', { name: /Lantern Keeper/ }).click();
  const preview = page.getByRole('article', { name: /Preview of Lantern Keeper/ });
  await expect(preview).toContainText('A lantern keeper who guards the harbour lights');
  await expect(preview).toContainText('Original character, all rights mine.');
  await expectAccessible(page, 'admin review queue');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('dialog', { name: /^Approve Lantern Keeper/ });
  await expect(approve).toContainText('receives a message');
  await expectAccessible(page, 'admin approve dialog');
  await approve.getByRole('button', { name: 'Approve and open the vote' }).click();
  await expect(page.getByText(/was approved; its vote is open/)).toBeVisible();

  await page.getByRole('button', { name: /Logo Knight/ }).click();
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = page.getByRole('dialog', { name: /^Reject Logo Knight/ });
  await reject.getByRole('button', { name: 'Reject submission' }).click();
  await expect(reject.getByText('rejectReason is required')).toBeVisible();
  await reject.getByLabel('Reason for the submitter').fill('The costume copies a registered logo.');
  await reject.getByRole('button', { name: 'Reject submission' }).click();
  await expect(page.getByText(/was rejected; .* was told why/)).toBeVisible();

  // The shopper side: the approved character is open for votes, the submitter's inbox has both decisions.
  const shopper = await shopperPage(browser, submitter.token, `/vote/show/${good}`);
  await expect(shopper.getByRole('heading', { name: /Lantern Keeper/ }).first()).toBeVisible();
  await expect(shopper.getByRole('button', { name: /Vote to Support|Vote/ }).first()).toBeVisible();
  await shopper.goto('/account/messages');
  await expect(shopper.getByText(/Lantern Keeper.* was approved/)).toBeVisible();
  await expect(shopper.getByText(/Logo Knight/).first()).toBeVisible();
  const inbox = (await (await request.get('/api/message/pageForMine', { headers: { authorization: `Bearer ${submitter.token}` } })).json())
    .data;
  expect(inbox.find((m: { kind: string }) => m.kind === 'character_rejected').body).toContain('The costume copies a registered logo.');
  expect((await (await request.get(`/api/vote/show/${bad}`)).json()).data?.status ?? 'hidden').not.toBe('approved');
  assertNoConsoleErrors();
});

test('an operator takes a character from voting to crowdfunding to pre-sale with specs and images, then raffles a spec', async ({
  page,
  request,
  browser,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const ready = (await (await request.get('/api/admin/character/list?phase=vote-negotiation', { headers: admin })).json()).data as {
    id: string;
    name: string;
  }[];
  expect(ready.length, 'a seeded character whose vote reached its target').toBeGreaterThan(0);
  const { id, name } = ready[0]!;

  await signInToConsole(page);
  await page.getByRole('link', { name: 'Characters' }).click();
  await expect(page.getByRole('table', { name: 'Characters' }).getByRole('link').first()).toBeVisible();
  await page.getByLabel('Character name').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expectAccessible(page, 'admin characters');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectAccessible(page, 'admin character detail');

  // Voting → a draft campaign (decisions 066, 072): images (1–8) and a support tier (the path form
  // of POST admin/crowdfunding-spec), then Start once its checklist is complete.
  await page.getByRole('button', { name: 'Prepare as draft' }).click();
  await expect(page.getByText('Draft campaign prepared')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start campaign' })).toBeDisabled();
  await page.getByLabel('Upload campaign images').setInputFiles(PNGS.slice(0, 2));
  await expect(page.getByRole('img', { name: /Campaign images \d/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Save' }).nth(1).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.getByLabel('Tier price ($)').fill('25');
  await page.getByLabel('Tier diamonds').fill('0');
  await page.getByRole('button', { name: 'Add tier' }).click();
  await expect(page.getByText('diamond must be at least 1')).toBeVisible();
  await page.getByLabel('Tier diamonds').fill('8');
  await page.getByRole('button', { name: 'Add tier' }).click();
  await expect(page.getByRole('table', { name: 'Support tiers' })).toContainText('$25.00');
  await page.getByRole('button', { name: 'Start campaign' }).click();
  const start = page.getByRole('dialog', { name: /Start .*'s campaign\?/ });
  await expect(start).toContainText('earns 500 diamonds');
  await start.getByRole('button', { name: 'Start campaign' }).click();
  await expect(page.getByText('Campaign started.')).toBeVisible();
  await expectAccessible(page, 'admin character in crowdfunding');

  const visitor = await shopperPage(browser, '', `/crowdfunding/show/${id}`);
  await expect(visitor.getByText('$25.00').first()).toBeVisible();

  // Crowdfunding → funded below its goal, only with a written reason (decision 036) → pre-sale.
  await expect(page.getByRole('button', { name: 'Finish crowdfunding as success' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Fund below goal…' }).click();
  const finish = page.getByRole('dialog', { name: /below its goal\?$/ });
  await expect(finish).toContainText('never that it reached it');
  await finish.getByRole('button', { name: 'Fund below goal' }).click();
  await expect(finish.getByText('Write a reason (at least 5 characters)')).toBeVisible();
  await finish.getByLabel('Reason').fill('The factory agreed to a first small run');
  await expectAccessible(page, 'admin fund below goal');
  await finish.getByRole('button', { name: 'Fund below goal' }).click();
  await expect(page.getByText('Funded below its goal.')).toBeVisible();
  await page.getByRole('button', { name: 'Start pre-sale' }).click();
  const pre = page.getByRole('dialog', { name: /Start the pre-sale/ });
  await pre.getByLabel('Sale price ($)', { exact: true }).fill('129');
  await pre.getByLabel('Pre-sale price ($)').fill('99');
  await pre.getByLabel('Pre-sale days').fill('21');
  await pre.getByRole('button', { name: 'Start pre-sale' }).click();
  await expect(page.getByText('Pre-sale started.')).toBeVisible();

  // A figurine spec with an image, price, pre-sale price and stock (path form of POST admin/sale-spec).
  await page.getByRole('button', { name: 'Add spec' }).click();
  const spec = page.getByRole('dialog', { name: 'Add a figurine spec' });
  await spec.getByLabel('Title').fill('Deluxe 1/6');
  await spec.getByLabel('Price ($)', { exact: true }).fill('129');
  await spec.getByLabel('Pre-sale price ($)').fill('99');
  await spec.getByLabel('Stock').fill('12');
  await spec.getByLabel('Upload spec image').setInputFiles(PNGS[2]!);
  await expect(spec.getByRole('img', { name: 'Spec image 1' })).toBeVisible();
  await expectAccessible(page, 'admin sale spec dialog');
  await spec.getByRole('button', { name: 'Add spec' }).click();
  await expect(page.getByRole('table', { name: 'Figurine specs' })).toContainText('Deluxe 1/6');
  await expect(page.getByRole('table', { name: 'Figurine specs' })).toContainText('$99.00');

  // The store: the figurine page is on pre-sale at the console's prices with the campaign's images; the spec is for sale.
  await visitor.goto(`/figurines/show/${id}`);
  await expect(visitor.getByText('On Pre-sale').first()).toBeVisible();
  await expect(visitor.getByText('$99.00').first()).toBeVisible();
  await expect(visitor.getByText('$129.00').first()).toBeVisible();
  await expect(visitor.getByText('1/2', { exact: true })).toBeVisible();
  const show = (await (await request.get(`/api/figurine/show/${id}`)).json()).data;
  expect(show.specs).toEqual([
    expect.objectContaining({
      title: 'Deluxe 1/6',
      price: 129,
      preSalePrice: 99,
      stock: 12,
      image: expect.stringMatching(/^\/uploads\/admin\//),
    }),
  ]);

  // A raffle for that spec: created in the console, the shopper finds it on the spec's raffle page.
  await page.getByRole('link', { name: 'Raffles' }).click();
  await expectAccessible(page, 'admin raffles');
  await page.getByRole('button', { name: 'New raffle' }).click();
  const create = page.getByRole('dialog', { name: 'New raffle' });
  const title = uniqueName('Deluxe Draw ');
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Description').fill('Win the deluxe figure.');
  await create.getByLabel('Win rate (%)').fill('10');
  await create.getByLabel('Guaranteed win on draw').fill('20');
  await create.getByLabel('Status').selectOption('active');
  await create.getByRole('button', { name: 'Create raffle' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const specs = (await (await request.get(`/api/admin/sale-spec/${id}`, { headers: admin })).json()).data as { id: string }[];
  await page.getByLabel('Add a figurine spec').selectOption(specs[0]!.id);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`${name}`).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Deluxe 1/6 from the raffle' })).toBeVisible();
  await expectAccessible(page, 'admin raffle detail');

  await visitor.goto(`/raffle/show/${specs[0]!.id}`);
  await expect(visitor.getByText(title).first()).toBeVisible();

  // The below-goal funding is audited under the operator, with the reason.
  const audit = await request.get(`/api/admin/audit/list?targetId=${id}&action=fund_below_goal`, { headers: admin });
  expect((await audit.json()).data).toEqual([
    expect.objectContaining({
      adminUsername: ADMIN.username,
      detail: expect.objectContaining({ reason: 'The factory agreed to a first small run' }),
    }),
  ]);
  assertNoConsoleErrors();
});

test('an operator ships one order with a tracking number and refunds another; the shopper sees both', async ({
  page,
  request,
  browser,
}) => {
  const assertNoConsoleErrors = watchConsole(page);
  const login = await request.post('/api/authentication/login-by-password', { data: DEMO });
  const token = (await login.json()).meta.token as string;
  const figurines = (await (await request.get('/api/figurine/page-list?page=1&pageSize=50')).json()).data as { id: string }[];
  let specId: string | undefined;
  for (const f of figurines) {
    const show = (await (await request.get(`/api/figurine/show/${f.id}`)).json()).data;
    specId = show.specs.find((s: { stock: number }) => s.stock > 2)?.id;
    if (specId) break;
  }
  expect(specId, 'a figurine spec with stock').toBeTruthy();
  const toShip = await paidOrder(request, token, specId!);
  const toRefund = await paidOrder(request, token, specId!);

  await signInToConsole(page);
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Figurine orders' })).toBeVisible();
  await page.getByLabel('Status').selectOption('undelivered');
  await expect(page).toHaveURL(/status=undelivered/);
  await expect(page.getByRole('table', { name: 'Figurine orders' })).toContainText(toShip.no);
  await page.getByLabel('Search orders').fill(toShip.no);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Figurine orders' })).toContainText(toShip.no);
  await expectAccessible(page, 'admin orders');
  await page.getByRole('button', { name: `Ship order ${toShip.no}` }).click();
  const ship = page.getByRole('dialog', { name: `Ship order ${toShip.no}` });
  await expect(ship).toContainText('1 Figure Street');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship.getByText('trackingNo is required')).toBeVisible();
  await ship.getByLabel('Tracking number').fill('SF1234567890');
  await expectAccessible(page, 'admin ship dialog');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship).toBeHidden();

  await page.getByLabel('Status').selectOption('');
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByRole('table', { name: 'Figurine orders' })).toContainText('SF1234567890');
  await page.getByLabel('Search orders').fill(toRefund.no);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Refund order ${toRefund.no}` }).click();
  const refund = page.getByRole('dialog', { name: `Refund order ${toRefund.no}?` });
  await expect(refund).toContainText('through the payment provider');
  await refund.getByRole('button', { name: /^Refund \$/ }).click();
  // Refund progress: in progress at once, refunded when the provider confirms (the list looks again by itself).
  await expect(page.getByRole('table', { name: 'Figurine orders' })).toContainText(/Refund in progress|Refunded/);
  await expect(page.getByRole('table', { name: 'Figurine orders' })).toContainText('Refunded', { timeout: 30_000 });

  await page.getByRole('tab', { name: 'Crowdfunding supports' }).click();
  await expect(page.getByRole('table', { name: 'Crowdfunding supports' })).toBeVisible();
  await expectAccessible(page, 'admin supports');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^crowdfunding-supports-.*\.csv$/);

  const shopper = await shopperPage(browser, token, `/order/show/${toShip.orderId}`);
  await expect(shopper.getByText('SF1234567890')).toBeVisible();
  await expect(shopper.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await shopper.goto(`/order/show/${toRefund.orderId}`);
  await expect(shopper.getByText(/Refunded|Refunding/).first()).toBeVisible();

  // Users, settings and the audit log, which records both changes.
  await page.getByRole('link', { name: 'Users' }).click();
  await expectAccessible(page, 'admin users');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('Default vote target')).toBeVisible();
  await expectAccessible(page, 'admin settings');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('figurine_order.ship');
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('figurine_order.refund');
  await expectAccessible(page, 'admin audit log');
  assertNoConsoleErrors();
});

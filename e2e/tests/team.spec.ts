import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { DEMO, E2E_BASE_URL } from '../support/env';
import { uniqueName, watchConsole } from '../support/helpers';
import { signInToConsole } from '../support/console';

// Team accounts (decision 036): the owner invites a support agent by email; the agent joins from the
// link, ships an order and is refused its refund by the server.
test.use({ viewport: { width: 1280, height: 800 } });

/** A paid figurine order of the demo shopper, to a fresh address; answers its id and number. */
async function paidOrder(request: APIRequestContext) {
  const token = (await (await request.post('/api/authentication/login-by-password', { data: DEMO })).json()).meta.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const figurines = (await (await request.get('/api/figurine/page-list?page=1&pageSize=50')).json()).data as { id: string }[];
  let specId: string | undefined;
  for (const f of figurines) {
    const show = (await (await request.get(`/api/figurine/show/${f.id}`)).json()).data;
    specId = show.specs.find((s: { stock: number }) => s.stock > 2)?.id;
    if (specId) break;
  }
  expect(specId, 'a figurine spec with stock').toBeTruthy();
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
      isDefault: false,
    },
  });
  const userAddressId = (await address.json()).data.userAddressId as string;
  expect((await request.put(`/api/character-sale-order/${orderId}`, { headers, data: { userAddressId } })).ok()).toBeTruthy();
  const pay = await request.post('/api/pay/figurine/create', { headers, data: { id: orderId, paymentMethod: 'stripe' } });
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

test('the owner invites a support agent, who joins, ships an order and is refused its refund (403)', async ({ page, browser, request }) => {
  const assertNoConsoleErrors = watchConsole(page);
  const order = await paidOrder(request);
  const email = `${uniqueName('agent')}@example.test`;
  const username = uniqueName('agent');

  // The owner invites from the Team screen.
  await signInToConsole(page);
  await page.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('support');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation was sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Open invitations' })).toContainText(email);
  await expectAccessible(page, 'admin team');
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-team-1280.png` });

  // The invitation arrives by email (the dev mailbox) with its link.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/mailbox')).json()).data as { to: string; text: string }[];
      link = mails.find((m) => m.to === email)?.text.match(/(http\S+\/admin\/join\?code=[\w-]+)/)?.[1];
      return link;
    })
    .toBeTruthy();

  // The agent joins in a browser of their own, then lands on the second-factor set-up.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: E2E_BASE_URL });
  const agent = await context.newPage();
  const assertAgentConsole = watchConsole(agent);
  await agent.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(agent.getByText(`Invitation for ${email}, as Support`)).toBeVisible();
  await expectAccessible(agent, 'admin join');
  await agent.getByLabel('Username').fill(username);
  await agent.getByLabel('Password').fill('agent-password-1');
  await agent.getByRole('button', { name: 'Join the team' }).click();
  await expect(agent.getByRole('heading', { name: 'Sign-in security' })).toBeVisible();
  await expect(agent.getByText(`Signed in as ${username}`)).toBeVisible();
  await expect(agent.getByRole('link', { name: 'Team' })).toHaveCount(0);

  // Support ships; there is no Refund for them. The agent opens Orders by its address: following the
  // Orders link from the Sign-in security page froze this second window in headless Chromium in 4 of
  // 8 runs here (no frame, no script, no DevTools answer; the owner's window was fine), never with a
  // full load (8 of 8). See the closing note of 2026-11-27.
  await agent.goto('/admin/orders');
  await expect(agent).toHaveURL(/\/admin\/orders/);
  await expect(agent.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The console settles its first requests after sign-in before the operator types (see the closing note of 2026-11-26).
  await agent.waitForLoadState('networkidle');
  // A failure keeps the agent's screen (the test's own screenshot is the owner's).
  await agent
    .getByLabel('Search orders')
    .fill(order.no, { timeout: 20_000 })
    .catch(async (err: unknown) => {
      const shot = await agent.screenshot({ timeout: 10_000 }).catch(() => null);
      if (shot) await test.info().attach('agent-orders', { body: shot, contentType: 'image/png' });
      throw err;
    });
  await agent.getByRole('button', { name: 'Search' }).click();
  await expect(agent.getByRole('table', { name: 'Figurine orders' })).toContainText(order.no);
  await expect(agent.getByRole('button', { name: `Refund order ${order.no}` })).toHaveCount(0);
  await agent.getByRole('button', { name: `Ship order ${order.no}` }).click();
  const ship = agent.getByRole('dialog', { name: `Ship order ${order.no}` });
  await ship.getByLabel('Tracking number').fill('SF2026112601');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship).toBeHidden();
  await expectAccessible(agent, 'admin orders as support');

  // The server refuses the refund, whatever the console shows.
  const agentToken = await agent.evaluate(() => localStorage.getItem('adminToken'));
  const refund = await request.post(`/api/admin/order/figurine/${order.orderId}/refund`, {
    headers: { authorization: `Bearer ${agentToken}` },
    data: {},
  });
  expect(refund.status()).toBe(403);
  expect(await refund.json()).toMatchObject({
    type: '/api/problems/permission-denied',
    params: { role: 'support', permission: 'orders.refund' },
  });

  // The owner's audit log names the agent on the shipment.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText(username);
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('figurine_order.ship');
  assertAgentConsole();
  assertNoConsoleErrors();
  await context.close();
});

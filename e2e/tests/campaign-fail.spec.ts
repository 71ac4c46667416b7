import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signInToConsole } from '../support/console';
import { adminToken, registerByApi, uniqueName, watchConsole } from '../support/helpers';
import { shopperApi } from '../support/orders';

// Issue 28 #2: an operator finishes a campaign as failed by hand; every paid support is refunded
// through the queue (statuses and amounts checked), an unpaid one is not charged, and every
// supporter is told, in their inbox and by email.
test.use({ viewport: { width: 1280, height: 800 } });

interface ShopperSupport {
  id: string;
  status: string;
  refundStatus: string | null;
  spec: { price: number };
}

async function supporter(request: APIRequestContext, characterId: string, specId: string, pay: boolean) {
  const who = await registerByApi(request, uniqueName('cffail'));
  const api = shopperApi(request, who.token);
  const { supportId } = await api.call<{ supportId: string }>('post', 'crowdfunding-support', { characterId, specId });
  if (pay) {
    const { clientSecret } = await api.createPayment('crowdfunding', supportId, 'stripe');
    expect((await api.sandboxCard(clientSecret!, '4242424242424242')).status).toBe('succeeded');
  }
  return { ...who, api, supportId };
}

test('an operator finishes a campaign as failed: every paid support is refunded through the queue and every supporter told', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const assertNoConsoleErrors = watchConsole(page);
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const adminCall = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const res = await request[method](`/api/${path}`, { headers: admin, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).data;
  };
  // A seeded character whose vote reached its target (the last one: the funnel journey takes the first).
  const ready = (await adminCall('get', 'admin/character/list?phase=vote-negotiation&pageSize=100')) as { id: string; name: string }[];
  expect(ready.length, 'a seeded character whose vote reached its target').toBeGreaterThan(0);
  const { id, name } = ready.at(-1)!;
  // Prepared as a draft with its tier and image, then started (decisions 066, 072).
  await adminCall('post', `admin/crowdfunding/${id}/draft`);
  const tier = (await adminCall('post', 'admin/crowdfunding-spec', { characterId: id, price: 35, diamond: 7, name: 'Backer' })) as {
    id: string;
  };
  await adminCall('put', `admin/crowdfunding/${id}`, { images: ['/uploads/cf/e2e-fail.webp'] });
  await adminCall('get', `admin/character/start-crowdfunding/${id}`);

  // Two paid supports and one left unpaid.
  const paid = [await supporter(request, id, tier.id, true), await supporter(request, id, tier.id, true)];
  const unpaid = await supporter(request, id, tier.id, false);
  const mine = async (s: { api: ReturnType<typeof shopperApi>; supportId: string }) =>
    (await s.api.call<ShopperSupport[]>('get', 'order/crowdfunding/list?page=1&pageSize=20')).find((x) => x.id === s.supportId)!;
  for (const s of paid) await expect.poll(async () => (await mine(s)).status).toBe('success');

  // The operator opens the campaign: below its goal, the next step says so and offers the ending.
  await signInToConsole(page);
  await page.goto(`/admin/characters/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const nextStep = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Next step' }) });
  await expect(nextStep).toContainText('$70.00 of');
  await expect(nextStep).toContainText('Below the goal it can only be funded with a written reason, or finished as failed');
  await expectAccessible(page, 'admin campaign below its goal');

  await page.getByRole('button', { name: 'Finish as failed…' }).click();
  const dialog = page.getByRole('dialog', { name: `Finish ${name}'s campaign as failed?` });
  await expect(dialog).toContainText('Every paid support is refunded in full');
  await expectAccessible(page, 'admin finish as failed dialog');
  await dialog.getByRole('button', { name: 'Finish as failed and refund everyone' }).click();
  await expect(page.getByText('Finished as failed. Supporters were told.')).toBeVisible();
  // The card now reads the failed state's step, and offers no ending any more.
  await expect(nextStep).toContainText('The campaign failed. Every paid support is refunded through the queue');
  await expect(page.getByRole('button', { name: 'Finish as failed…' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fund below goal…' })).toHaveCount(0);
  await expectAccessible(page, 'admin failed campaign');
  await page.screenshot({ path: test.info().outputPath('campaign-failed.png') });

  // The refund queue pays each paid support back in full; the unpaid one is not charged or refunded.
  for (const s of paid) {
    await expect.poll(async () => (await mine(s)).refundStatus, { timeout: 30_000 }).toBe('succeeded');
    expect(await mine(s)).toMatchObject({ status: 'failed', spec: { price: 35 } });
  }
  expect((await mine(unpaid)).refundStatus).toBeNull();

  // The Supports tab: the campaign's supports, refunded, with the list's totals.
  await page.goto(`/admin/orders?tab=supports&characterId=${id}`);
  const table = page.getByRole('table', { name: 'Crowdfunding supports' });
  await expect(table.getByRole('row').filter({ hasText: 'Refund succeeded' })).toHaveCount(2);
  await expect(page.getByLabel('supports totals')).toContainText('refunded $70.00');
  await expectAccessible(page, 'admin supports of a failed campaign');
  await page.screenshot({ path: test.info().outputPath('campaign-failed-supports.png') });

  // Every supporter is told, in the inbox and by email.
  for (const s of paid) {
    const inbox = await s.api.call<{ kind: string; body: string }[]>('get', 'message/pageForMine');
    expect(inbox.find((m) => m.kind === 'crowdfunding_failed')?.body).toContain(name);
  }
  const mail = (await (await request.get('/api/dev/mailbox')).json()).data as { to: string; subject: string }[];
  for (const s of paid)
    expect(
      mail.some((m) => m.to === s.email),
      `an email to ${s.email}`,
    ).toBe(true);

  // Audited under the operator.
  const audit = (await adminCall('get', `admin/audit/list?targetId=${id}`)) as { action: string }[];
  expect(audit.map((a) => a.action)).toContain('crowdfunding.finish_failed');
  assertNoConsoleErrors();
});

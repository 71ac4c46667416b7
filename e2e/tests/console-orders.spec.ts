import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signInToConsole } from '../support/console';
import { registerByApi, uniqueName, watchConsole } from '../support/helpers';
import { shopperApi } from '../support/orders';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Issue 39: an operator fulfils a part-refunded order from the console at 1280×800 — finds it by the
 * buyer's email, refunds one of two units on the order's page (the refund shows with its amount,
 * units and who asked), ships only the unit left (the packing list says so), corrects the tracking
 * number, then finds the order by the new tracking number and by its character. Axe on each screen.
 */
test('a part-refunded order is found, refunded, shipped without the refunded unit and its tracking corrected', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  watchConsole(page);
  const buyer = await registerByApi(request, uniqueName('fulfil'));
  const shopper = shopperApi(request, buyer.token);
  const orderId = await shopper.figurineOrder(2);
  const { clientSecret } = await shopper.createPayment('figurine', orderId, 'stripe');
  await shopper.sandboxCard(clientSecret!, '4242424242424242');
  await expect
    .poll(async () => (await shopper.call<{ status: string }>('get', `character-sale-order/show/${orderId}`)).status, { timeout: 20_000 })
    .toBe('undelivered');
  const order = await shopper.call<{ no: string; items: { characterName: string; price: number; tax: number }[] }>(
    'get',
    `character-sale-order/show/${orderId}`,
  );

  await signInToConsole(page);
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Figurine orders' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Search orders').fill(buyer.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = page.getByRole('table', { name: 'Figurine orders' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('link', { name: order.no }).click();

  await expect(page.getByRole('heading', { name: `Order ${order.no}` })).toBeVisible();
  const lines = page.getByRole('table', { name: `Lines of order ${order.no}` });
  await expect(lines.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('2');
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund order ${order.no}?` });
  await refund.getByLabel('What to refund').selectOption('part');
  await refund.getByLabel(/^Units of .* to refund/).fill('1');
  await refund.getByLabel('Reason').fill('One box crushed in the warehouse');
  await refund.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(refund).toBeHidden();

  const unit = order.items[0]!.price + order.items[0]!.tax;
  const refunds = page.getByRole('table', { name: 'Refunds' });
  await expect(refunds.getByRole('row').nth(1)).toContainText(`$${unit.toFixed(2)}`, { timeout: 20_000 });
  await expect(refunds.getByRole('row').nth(1)).toContainText('One box crushed in the warehouse');
  await expect(refunds.getByRole('row').nth(1)).toContainText('Succeeded', { timeout: 20_000 });
  await expect(lines.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('1');
  await expectAccessible(page, 'console order page after a partial refund');
  await page.screenshot({ path: test.info().outputPath('console-order-page.png'), fullPage: true });

  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = page.getByRole('dialog', { name: `Ship order ${order.no}` });
  await expect(ship.getByRole('listitem')).toHaveText(new RegExp(`× 1$`));
  await expect(ship.getByText('1 refunded unit is left out: do not pack it.')).toBeVisible();
  await expectAccessible(page, 'console ship dialog with a packing list');
  const typo = `TYPO${Date.now()}`;
  await ship.getByLabel('Tracking number').fill(typo);
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship).toBeHidden();
  await expect(page.getByRole('link', { name: typo })).toBeVisible();

  await page.getByRole('button', { name: 'Correct tracking' }).click();
  const correct = page.getByRole('dialog', { name: `Correct the tracking number of ${order.no}` });
  const fixed = `1Z${Date.now()}`;
  await correct.getByLabel('Tracking number').fill(fixed);
  await correct.getByRole('button', { name: 'Save and tell the buyer' }).click();
  await expect(correct).toBeHidden();
  await expect(page.getByRole('link', { name: fixed })).toBeVisible();
  await expect(page.getByText('New tracking number')).toBeVisible();
  await expect(page.getByText('figurine_order.correct_tracking')).toBeVisible();

  for (const keyword of [fixed, order.items[0]!.characterName]) {
    await page.goto(`/admin/orders?q=${encodeURIComponent(keyword)}&status=unreceived`);
    await expect(page.getByRole('table', { name: 'Figurine orders' }).getByRole('link', { name: order.no })).toBeVisible();
  }
  await expectAccessible(page, 'console orders searched by character');
  await page.screenshot({ path: test.info().outputPath('console-orders-search.png') });
});

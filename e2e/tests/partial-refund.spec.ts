import { expect, test } from '@playwright/test';
import { adminToken, registerByApi, signInWithToken, uniqueName } from '../support/helpers';
import { shopperApi } from '../support/orders';

/** Issue 24: a partial refund made by the operator is seen by the shopper on the order page, in both languages. */
test('the shopper sees a partial refund on the order, in English and in Chinese', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await registerByApi(request, uniqueName('partial'));
  const shopper = shopperApi(request, user.token);
  const orderId = await shopper.figurineOrder();
  const { clientSecret } = await shopper.createPayment('figurine', orderId, 'stripe');
  await shopper.sandboxCard(clientSecret!, '4242424242424242');
  await expect
    .poll(async () => (await shopper.call<{ status: string }>('get', `character-sale-order/show/${orderId}`)).status, { timeout: 20_000 })
    .toBe('undelivered');

  const admin = await adminToken(request);
  const refund = await request.post(`/api/admin/order/figurine/${orderId}/refund`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { amountCents: 500, reason: 'Box arrived dented' },
  });
  expect(refund.ok(), await refund.text()).toBeTruthy();
  await expect
    .poll(async () => (await shopper.call<{ refundedAmount: number }>('get', `character-sale-order/show/${orderId}`)).refundedAmount, {
      timeout: 20_000,
    })
    .toBe(5);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, user.token, `/order/show/${orderId}`);
  await expect(page.getByRole('status').filter({ hasText: 'of this order was refunded' })).toHaveText(
    '$5.00 of this order was refunded to your original payment method. The rest of the order goes on as before.',
  );
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('partial-refund-en.png'), fullPage: true });

  await page.evaluate(() => localStorage.setItem('pedestal.language', 'zh-CN'));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: '退回到你的原支付方式' })).toHaveText(
    '本订单已有 $5.00 退回到你的原支付方式，订单其余部分照常进行。',
  );
  await expect(page.getByText('已退款', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('partial-refund-zh.png'), fullPage: true });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, anAdmin } from '@admin/testing/data';
import { mockApi, refusal } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findDialog, findRows } from '@admin/testing/screen-helpers';
import type { UserActivity } from './user-activity';

const AT = '2026-05-01T02:00:00.000Z';
const activity = (o: Partial<UserActivity> = {}): UserActivity => ({
  orders: [{ id: 'order-1', no: 'FO20260501001', kind: 'checkout', status: 'undelivered', total: 79.99, createdAt: AT }],
  supports: [
    {
      id: 'sup-1',
      no: 'CS1',
      characterId: 'char-1',
      characterName: 'Lantern Keeper',
      amount: 30,
      diamond: 10,
      status: 'failed',
      refundStatus: 'succeeded',
      createdAt: AT,
    },
  ],
  raffleEntries: [
    { id: 'e-1', raffleId: 'raffle-1', raffleTitle: 'Lucky Draw', isWin: true, costDiamond: 160, orderId: null, createdAt: AT },
  ],
  ...o,
});
const screenApi = (user = adminUser(), a = activity()) => [
  mockApi.get('admin/user/show/:id', user),
  mockApi.get('admin/user/ledger/:id', []),
  mockApi.get('admin/user/activity/:id', a),
];

describe('user detail: activity and actions (decision 036)', () => {
  it("shows the user's orders, supports and raffle entries", async () => {
    renderConsole('/users/user-ann', { api: screenApi() });
    expect(await findRows('Orders')).toEqual([['FO20260501001', '05/01/2026 02:00', 'Checkout', 'Undelivered', '$79.99']]);
    expect(await findRows('Supports')).toEqual([
      ['CS1', '05/01/2026 02:00', 'Lantern Keeper', '$30.00 · 10 diamonds', 'Failed · refund Succeeded'],
    ]);
    expect(await findRows('Raffle entries')).toEqual([['05/01/2026 02:00', 'Lucky Draw', '160 diamonds', 'Won']]);
    expect(screen.getByRole('link', { name: 'Lantern Keeper' }).getAttribute('href')).toBe('/admin/characters/char-1');
  });

  it('suspends with a reason, checked as the server checks it', async () => {
    const suspend = mockApi.post('admin/user/suspend/:id');
    const { user } = renderConsole('/users/user-ann', { api: [suspend, ...screenApi()] });
    await user.click(await screen.findByRole('button', { name: 'Suspend…' }));
    const dialog = await findDialog('Suspend Ann?');
    expect(dialog.textContent).toContain('They cannot sign in');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Write a reason (at least 5 characters)')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Chargeback fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Ann is suspended and was signed out everywhere.')).toBeTruthy();
    expect(suspend.calls.map((c) => [c.path, c.body])).toEqual([['/api/admin/user/suspend/user-ann', { reason: 'Chargeback fraud' }]]);
  });

  it('shows a suspended user as such, with Restore', async () => {
    const restore = mockApi.post('admin/user/restore/:id');
    const { user } = renderConsole('/users/user-ann', { api: [restore, ...screenApi(adminUser({ suspendedAt: AT }))] });
    expect(await screen.findByText('Suspended since 05/01/2026 02:00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    await user.click(within(await findDialog('Restore Ann?')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Ann can sign in again.')).toBeTruthy();
    expect(restore.calls).toHaveLength(1);
  });

  it('adjusts a balance with an amount and a reason, and shows the server’s refusal', async () => {
    const adjust = mockApi.post('admin/user/adjust-balance/:id', (call) =>
      (call.body as { delta: number }).delta < -1000 ? refusal('adjustment-below-zero') : { balance: 1250 },
    );
    const { user } = renderConsole('/users/user-ann', { api: [adjust, ...screenApi()] });
    await user.click(await screen.findByRole('button', { name: 'Adjust balance…' }));
    const dialog = await findDialog("Adjust Ann's balance");
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(within(dialog).getByText('The amount must be a whole number other than 0')).toBeTruthy();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '-5000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Take back a duplicate grant');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    // Nothing is sent before the change is confirmed in words (issue 41).
    const take = await findDialog('Take 5000 diamonds from Ann?');
    expect(take.textContent).toContain('Take back a duplicate grant');
    expect(adjust.calls).toHaveLength(0);
    await user.click(within(take).getByRole('button', { name: 'Confirm adjustment' }));
    expect((await within(take).findByRole('alert')).textContent).toBe('This would take the balance below zero');
    await user.click(within(take).getByRole('button', { name: 'Back to the amount' }));
    const again = await findDialog("Adjust Ann's balance");
    await user.clear(within(again).getByRole('spinbutton', { name: 'Amount' }));
    await user.type(within(again).getByRole('spinbutton', { name: 'Amount' }), '50');
    await user.click(within(again).getByRole('button', { name: 'Adjust balance' }));
    await user.click(within(await findDialog('Add 50 diamonds to Ann?')).getByRole('button', { name: 'Confirm adjustment' }));
    expect(await screen.findByText('Adjusted. The new balance is 1250.')).toBeTruthy();
    expect(adjust.calls.map((c) => c.body)).toEqual([
      { currency: 'diamond', delta: -5000, reason: 'Take back a duplicate grant' },
      { currency: 'diamond', delta: 50, reason: 'Take back a duplicate grant' },
    ]);
  });

  it('offers read-only staff no action', async () => {
    renderConsole('/users/user-ann', { api: screenApi(), session: anAdmin({ role: 'read-only' }) });
    await screen.findByRole('heading', { name: 'Ann', level: 1 });
    for (const name of ['Suspend…', 'Adjust balance…', 'Sign out everywhere']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, ledgerRow } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findDialog, findRows } from '@admin/testing/screen-helpers';

describe('user detail', () => {
  const api = () => [
    mockApi.get('admin/user/show/:id', adminUser()),
    mockApi.get('admin/user/ledger/:id', [ledgerRow(), ledgerRow({ id: 'ledger-2', currency: 'vote_ticket', delta: -1, reason: 'vote' })]),
    mockApi.get('admin/user/activity/:id', { orders: [], supports: [], raffleEntries: [] }),
  ];

  it('shows balances and the ledger', async () => {
    renderConsole('/users/user-ann', { api: api() });
    expect(await screen.findByRole('heading', { name: 'Ann', level: 1 })).toBeTruthy();
    expect(screen.getByText('ann · joined 05/01/2026 02:00')).toBeTruthy();
    const diamonds = screen.getByRole('heading', { name: 'Diamonds' }).closest('section')!;
    expect(diamonds.textContent).toBe('Diamonds1200');
    expect(await findRows('Ledger')).toEqual([
      ['05/01/2026 02:00', 'Diamond', '+500', 'Crowdfunding reward'],
      ['05/01/2026 02:00', 'Vote ticket', '-1', 'Vote'],
    ]);
  });

  it('signs the user out everywhere after a confirmation', async () => {
    const revoke = mockApi.post('admin/user/revoke-sessions/:id');
    const { user } = renderConsole('/users/user-ann', { api: [revoke, ...api()] });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await findDialog('Sign Ann out everywhere?');
    expect(dialog.textContent).toContain('Their account, balances and orders are untouched');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke all sessions' }));
    expect(await screen.findByText('Every session of Ann was revoked.')).toBeTruthy();
    expect(revoke.calls.map((c) => [c.method, c.path])).toEqual([['POST', '/api/admin/user/revoke-sessions/user-ann']]);
  });

  it('says when the user does not exist', async () => {
    renderConsole('/users/nobody', {
      api: [
        mockApi.get('admin/user/show/:id', problem(404, 'User not found')),
        mockApi.get('admin/user/ledger/:id', problem(404, 'User not found')),
        mockApi.get('admin/user/activity/:id', problem(404, 'User not found')),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('User not found');
  });
});

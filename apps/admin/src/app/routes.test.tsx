import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminToken } from '@admin/lib/api';
import { adminUser } from '@admin/testing/data';
import { mockApi, problem } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { screenApis } from '@admin/testing/screen-apis';

describe('console shell', () => {
  it('shows the signed-in operator and the navigation, the current screen marked', async () => {
    renderConsole('/', { api: screenApis.dashboard() });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByText('operator', { selector: 'strong' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Review queue',
      'Characters',
      'Comments',
      'Orders',
      'Disputes',
      'Raffles',
      'Lotteries',
      'Users',
      'Content',
      'Settings',
      'Audit log',
      'Team',
      'Sign-in security',
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('returns the operator to sign-in when the server ends the session (401), keeping the page to come back to', async () => {
    const { path } = renderConsole('/users', { api: [mockApi.get('admin/user/list', problem(401, 'Account not logged in'))] });
    await screen.findByRole('heading', { name: 'Pedestal admin' });
    expect(path()).toBe(`/login?next=${encodeURIComponent('/users')}`);
    expect(adminToken.get()).toBeNull();
  });

  it('signs out: the token is forgotten and the sign-in screen shows', async () => {
    const { user } = renderConsole('/users/user-ann', {
      api: [
        mockApi.get('admin/user/show/:id', adminUser()),
        mockApi.get('admin/user/ledger/:id', []),
        mockApi.get('admin/user/activity/:id', { orders: [], supports: [], raffleEntries: [] }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Pedestal admin' });
    expect(adminToken.get()).toBeNull();
  });

  it('shows “Page not found” inside the console for an unknown path', async () => {
    renderConsole('/nowhere');
    expect((await screen.findByRole('alert')).textContent).toContain('Page not found');
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeTruthy();
  });
});

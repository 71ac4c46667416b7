import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '@admin/testing/data';
import { listPage, mockApi } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';
import { findRows } from '@admin/testing/screen-helpers';

describe('users', () => {
  it('lists accounts with contact, balances and state, and searches them', async () => {
    const list = mockApi.get('admin/user/list', [
      adminUser({ frozenDiamond: 50 }),
      adminUser({
        id: 'user-gone',
        username: null,
        email: null,
        phone: '+8613812345678',
        nickname: 'Gone',
        deletedAt: '2026-05-02T00:00:00.000Z',
      }),
    ]);
    const { user, path } = renderConsole('/users', { api: [list] });
    expect(await findRows('Users')).toEqual([
      ['Annann', 'ann@example.com', '1200 (+50 frozen)', '3', '05/01/2026 02:00', 'Active'],
      ['Gone—', '+8613812345678', '1200', '3', '05/01/2026 02:00', 'Deleted'],
    ]);
    await user.type(screen.getByLabelText('Search users'), 'ann');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await findRows('Users');
    expect(list.calls.at(-1)!.query).toEqual({ keyword: 'ann', page: '1', pageSize: '20' });
    expect(path()).toBe('/users?q=ann');
  });

  it('shows how many accounts the whole search matches, over every page', async () => {
    renderConsole('/users?q=ann', { api: [mockApi.get('admin/user/list', () => listPage([adminUser()], 1234))] });
    await findRows('Users');
    expect(screen.getByLabelText('Users total').textContent).toBe('1,234 users');
    expect(screen.getByRole('navigation', { name: 'Users pages' }).textContent).toContain('Page 1 of 62');
  });
});

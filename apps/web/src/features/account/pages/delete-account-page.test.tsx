import { fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { fakeApi, resetFakes } from '@/testing/fake-api';
import { renderAt } from '@/testing/render-at';
import DeleteAccountPage from './delete-account-page';

/** Issue 41 #3: an account with paid goods on their way, refunds or campaigns still open says so, and is not deleted. */
const show = () =>
  renderAt(
    [
      { path: '/account/delete', element: <DeleteAccountPage /> },
      { path: '/auth/login', element: <p>sign-in page</p> },
    ],
    '/account/delete',
  );

afterEach(resetFakes);
afterAll(() => setLanguage('en'));

describe('delete account: what is still open', () => {
  it('lists each open kind with a link to settle it, and keeps Delete disabled with the reason', async () => {
    await setLanguage('en');
    const calls = fakeApi({
      '/api/user/open-items': [
        { kind: 'orders-to-deliver', count: 2 },
        { kind: 'supports-open', count: 1 },
      ],
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Settle these first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 paid orders still to be delivered' }).getAttribute('href')).toBe('/order/list');
    expect(screen.getByRole('link', { name: '1 paid support of a campaign still running' }).getAttribute('href')).toBe(
      '/account/campaigns',
    );
    const remove = screen.getByRole('button', { name: 'Delete My Account' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.getAttribute('aria-describedby')).toBe('delete-blocked');
    fireEvent.click(remove);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('简体中文: the same list in Chinese', async () => {
    await setLanguage('zh-CN');
    fakeApi({ '/api/user/open-items': [{ kind: 'pledges', count: 1 }] });
    show();
    expect(await screen.findByRole('heading', { name: '请先处理以下事项' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '1 笔预授权将在众筹成功后扣款' })).toBeTruthy();
  });

  it('with nothing open, Delete asks for confirmation and deletes', async () => {
    await setLanguage('en');
    const calls = fakeApi({ '/api/user/open-items': [], '/api/authentication/delete-account': true });
    show();
    const remove = (await screen.findByRole('button', { name: 'Delete My Account' })) as HTMLButtonElement;
    expect(remove.disabled).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Settle these first' })).toBeNull();
    fireEvent.click(remove);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/authentication/delete-account']);
  });
});

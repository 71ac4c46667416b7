import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminToken } from '@admin/lib/api';
import { anAdmin } from '@admin/testing/data';
import { mockApi, problem, TEST_ADMIN_TOKEN } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';

const signIn = () => mockApi.post('admin/login/password', () => HttpResponse.json({ data: anAdmin(), meta: { token: TEST_ADMIN_TOKEN } }));

describe('sign-in', () => {
  it('shows the contract’s messages for an empty form and sends nothing', async () => {
    const login = signIn();
    const { user } = renderConsole('/login', { signedIn: false, api: [login] });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('username is required')).toBeTruthy();
    expect(screen.getByText('password is required')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(login.calls).toHaveLength(0);
  });

  it('sends a visitor to sign-in, then back to the page they asked for, signed in', async () => {
    const login = signIn();
    const { user, path } = renderConsole('/users?q=ann', {
      signedIn: false,
      api: [login, mockApi.get('admin/user/list', [])],
    });
    await screen.findByRole('heading', { name: 'Pedestal admin' });
    expect(path()).toBe(`/login?next=${encodeURIComponent('/users?q=ann')}`);
    await user.type(screen.getByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Users' });
    expect(path()).toBe('/users?q=ann');
    expect(login.calls.map((c) => c.body)).toEqual([{ username: 'operator', password: 'correct horse' }]);
    expect(adminToken.get()).toBe(TEST_ADMIN_TOKEN);
    expect(screen.getByText('operator', { selector: 'strong' })).toBeTruthy();
  });

  it('shows the server’s refusal and stays on the sign-in screen', async () => {
    const { user, path } = renderConsole('/login', {
      signedIn: false,
      api: [mockApi.post('admin/login/password', problem(401, 'Incorrect username or password'))],
    });
    await user.type(await screen.findByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password');
    expect(path()).toBe('/login');
    expect(adminToken.get()).toBeNull();
  });
});

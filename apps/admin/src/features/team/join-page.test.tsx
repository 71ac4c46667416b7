import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminToken } from '@admin/lib/api';
import { anAdmin } from '@admin/testing/data';
import { mockApi, refusal } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';

const CODE = 'invitation-code-0123456789';

describe('joining the team from an invitation', () => {
  it('chooses a username and password, signs in and goes on to set up the second factor', async () => {
    const join = mockApi.post(
      'admin/team/join',
      () =>
        new Response(
          JSON.stringify({
            data: anAdmin({
              id: 'admin-9',
              username: 'sam',
              role: 'support',
              secondFactor: { enrolled: false, required: true, recoveryCodesLeft: 0 },
            }),
            meta: { token: 'test-admin-token', type: 'Bearer' },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    const { user, path } = renderConsole(`/join?code=${CODE}`, {
      signedIn: false,
      api: [
        mockApi.get('admin/team/invitation', { email: 'sam@example.test', role: 'support', expiresAt: '2026-05-04T02:00:00.000Z' }),
        join,
        mockApi.post('admin/second-factor/totp/start', { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg></svg>' }),
      ],
    });
    expect(await screen.findByText(/Invitation for sam@example.test, as Support/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(screen.getByText(/password must be at least/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'sam');
    await user.type(screen.getByLabelText('Password'), 'agent-password-1');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await screen.findByRole('heading', { name: 'Sign-in security', level: 1 });
    expect(path()).toBe('/security');
    expect(adminToken.get()).toBe('test-admin-token');
    expect(join.calls.map((c) => c.body)).toEqual([{ code: CODE, username: 'sam', password: 'agent-password-1' }]);
  });

  it('says when the invitation is no longer valid', async () => {
    renderConsole(`/join?code=${CODE}`, { signedIn: false, api: [mockApi.get('admin/team/invitation', refusal('invitation-invalid'))] });
    expect((await screen.findByRole('alert')).textContent).toContain('This invitation is not valid any more');
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminToken } from '@admin/lib/api';
import { anAdmin, moneyReport } from '@admin/testing/data';
import { mockApi, refusal, TEST_ADMIN_TOKEN } from '@admin/testing/mock-api';
import { renderConsole } from '@admin/testing/render-console';

const notEnrolled = (required = false) => anAdmin({ secondFactor: { enrolled: false, required, recoveryCodesLeft: 0 } });
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '2')}`);
const enrolment = { secret: SECRET, uri: `otpauth://totp/x?secret=${SECRET}`, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };

describe('sign-in security', () => {
  it('sets up an authenticator app: QR code and secret, a confirming code, the recovery codes shown once', async () => {
    let enrolled = false;
    const state = mockApi.get('admin/auth/state', () =>
      enrolled ? anAdmin({ secondFactor: { enrolled: true, required: false, recoveryCodesLeft: 10 } }) : notEnrolled(),
    );
    const start = mockApi.post('admin/second-factor/totp/start', enrolment);
    const confirm = mockApi.post('admin/second-factor/totp/confirm', ({ body }) => {
      if ((body as { code: string }).code !== '123456') return refusal('totp-code-invalid');
      enrolled = true;
      return { recoveryCodes: CODES };
    });
    const { user } = renderConsole('/security', { api: [state, start, confirm] });
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or has expired');

    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(confirm.calls.map((c) => c.body)).toEqual([{ code: '654321' }, { code: '123456' }]);

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/10 of your recovery codes are unused/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('with ADMIN_REQUIRE_2FA opens on this page whatever was asked, until a factor is set up', async () => {
    const { path } = renderConsole('/orders', { api: [mockApi.get('admin/auth/state', notEnrolled(true))] });
    expect(await screen.findByText(/This server requires a second factor/)).toBeTruthy();
    expect(path()).toBe('/security');
  });

  it('renews the recovery codes and removes the factor, each for a current code', async () => {
    const renew = mockApi.post('admin/second-factor/recovery-codes', { recoveryCodes: CODES });
    const remove = mockApi.post('admin/second-factor/remove', refusal('totp-code-invalid'));
    const { user } = renderConsole('/security', { api: [renew, remove] });
    const [renewCode, removeCode] = await screen.findAllByLabelText('Code');
    await user.type(removeCode!, '111111');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or has expired');
    await user.type(renewCode!, 'abcde-fgh22');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    expect(renew.calls.map((c) => c.body)).toEqual([{ code: 'abcde-fgh22' }]);
  });
});

describe('sign-in with a second factor', () => {
  it('asks for the code after the password, then signs in with both', async () => {
    const login = mockApi.post('admin/login/password', ({ body }) =>
      (body as { code?: string }).code
        ? HttpResponse.json({ data: anAdmin(), meta: { token: TEST_ADMIN_TOKEN, type: 'Bearer' } })
        : refusal('second-factor-required'),
    );
    const { user, path } = renderConsole('/login', {
      signedIn: false,
      api: [login, mockApi.get('admin/dashboard', null), mockApi.get('admin/payment/money', moneyReport())],
    });
    await user.type(await screen.findByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await screen.findByText('operator', { selector: 'strong' });
    expect(path()).toBe(''); // the dashboard, at the console's root
    expect(login.calls.map((c) => c.body)).toEqual([
      { username: 'operator', password: 'correct horse' },
      { username: 'operator', password: 'correct horse', code: '123456' },
    ]);
    expect(adminToken.get()).toBe(TEST_ADMIN_TOKEN);
  });

  it('shows a wrong code’s refusal and keeps the code field', async () => {
    const login = mockApi.post('admin/login/password', ({ body }) =>
      (body as { code?: string }).code ? refusal('wrong-second-factor') : refusal('second-factor-required'),
    );
    const { user } = renderConsole('/login', { signedIn: false, api: [login] });
    await user.type(await screen.findByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or has expired');
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
  });
});

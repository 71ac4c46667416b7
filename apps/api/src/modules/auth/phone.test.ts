import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentCode } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

describe('phone registration and sign-in', () => {
  let t: TestApp;
  let n = 0;
  const nextPhone = () => `1380013${String(++n).padStart(4, '0')}`;
  const sendCode = (phone: string) => t.http.post('/api/authentication/send-phone-verification-code', { phone });
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('sends the code by SMS to the dev mailbox', async () => {
    const phone = nextPhone();
    const res = await sendCode(phone);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true });
    const [newest] = (await t.http.get('/api/dev/mailbox')).body.data;
    expect(newest).toMatchObject({ to: phone, text: expect.stringContaining(sentCode(t.ctx, phone)) });
  });

  it('enforces the 60 second cooldown per phone', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    expect((await sendCode(phone)).status).toBe(429);
    t.clock.advance(60_000);
    expect((await sendCode(phone)).status).toBe(200);
  });

  it('registers by phone, then signs in by phone with a new code', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const registered = await t.http.post('/api/authentication/register-by-phone', {
      phone,
      code: sentCode(t.ctx, phone),
      username: 'phone_person',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ data: { username: 'phone_person' }, meta: { token: expect.any(String), type: 'Bearer' } });
    expect((await t.http.get('/api/user/state', registered.body.meta.token)).body.data).toMatchObject({ phone, email: null });

    t.clock.advance(60_000);
    await sendCode(phone);
    const signedIn = await t.http.post('/api/authentication/login-by-phone', { phone, code: sentCode(t.ctx, phone) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.id).toBe(registered.body.data.id);
    expect(signedIn.body.meta.token).not.toBe(registered.body.meta.token);
  });

  it('refuses to register a phone that already has an account', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    await t.http.post('/api/authentication/register-by-phone', {
      phone,
      code: sentCode(t.ctx, phone),
      username: `p_${n}`,
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    t.clock.advance(60_000);
    await sendCode(phone);
    const again = await t.http.post('/api/authentication/register-by-phone', {
      phone,
      code: sentCode(t.ctx, phone),
      username: `q_${n}`,
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toMatchObject([{ path: 'phone', message: 'This phone number is already registered' }]);
  });

  it('refuses to sign in a phone without an account', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const res = await t.http.post('/api/authentication/login-by-phone', { phone, code: sentCode(t.ctx, phone) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject([{ path: 'phone', message: 'No account uses this phone number' }]);
  });

  it('refuses a wrong code', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const wrong = sentCode(t.ctx, phone) === '000000' ? '111111' : '000000';
    const res = await t.http.post('/api/authentication/login-by-phone', { phone, code: wrong });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject([{ path: 'code', message: 'verification code is incorrect' }]);
  });

  it.each(['12345678901', '1380013800', '138001380000', '+8613800138000', 'phone-number', ''])(
    'refuses the phone format %j',
    async (phone) => {
      // Each call sends only its own fields: any other is refused as unknown (decision 064).
      const bodies: Record<string, Record<string, string>> = {
        'send-phone-verification-code': { phone },
        'login-by-phone': { phone, code: '123456' },
        'register-by-phone': { phone, code: '123456', username: 'x', password: 'secret123', confirmPassword: 'secret123' },
      };
      for (const [path, body] of Object.entries(bodies)) {
        const res = await t.http.post(`/api/authentication/${path}`, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: '40003', errors: [{ path: 'phone', message: 'phone number format is incorrect' }] });
      }
    },
  );
});

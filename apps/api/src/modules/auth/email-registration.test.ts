import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, sentCode } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { verificationCodes } from './schema';

const register = (t: TestApp, email: string, code: string, username = email.split('@')[0]!) =>
  t.http.post('/api/authentication/register-by-email', { email, code, username, password: 'secret123', confirmPassword: 'secret123' });

describe('registration by email', () => {
  let t: TestApp;
  let n = 0;
  /** A fresh address per test: the cooldown and codes are per address. */
  const nextEmail = () => `reader${++n}@example.test`;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('delivers a 6-digit code to the dev mailbox, newest first', async () => {
    const email = nextEmail();
    const res = await t.http.post('/api/authentication/send-email-verification-code', { email: ` ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true });
    const mailbox = await t.http.get('/api/dev/mailbox');
    expect(mailbox.status).toBe(200);
    const [newest] = mailbox.body.data;
    expect(newest).toMatchObject({
      to: email,
      subject: expect.any(String),
      text: expect.stringMatching(/\b\d{6}\b/),
      html: expect.stringContaining(sentCode(t.ctx, email)),
      sentAt: expect.any(String),
    });
    expect(newest.text).toContain(sentCode(t.ctx, email));
    // Transports log subjects even in production, so the code must only be in the body.
    expect(newest.subject).not.toContain(sentCode(t.ctx, email));
  });

  it('stores only a hash of the code', async () => {
    const email = nextEmail();
    await t.http.post('/api/authentication/send-email-verification-code', { email });
    const code = sentCode(t.ctx, email);
    const rows = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.target, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(rows[0]!).map(String)).not.toContain(code);
  });

  it('refuses a second code within 60 seconds and allows it after', async () => {
    const email = nextEmail();
    expect((await t.http.post('/api/authentication/send-email-verification-code', { email })).status).toBe(200);
    t.clock.advance(59_000);
    const early = await t.http.post('/api/authentication/send-email-verification-code', { email });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({
      status: 429,
      code: '400000',
      title: 'Unknown client error',
      detail: 'Please wait 1 second before requesting a new code',
    });
    t.clock.advance(1_000);
    expect((await t.http.post('/api/authentication/send-email-verification-code', { email })).status).toBe(200);
  });

  it('registers with the code and answers the snapshot with a bearer token', async () => {
    const email = nextEmail();
    await t.http.post('/api/authentication/send-email-verification-code', { email });
    const res = await register(t, email, sentCode(t.ctx, email), 'Reader_One');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: expect.any(String),
        username: 'Reader_One',
        profileNickname: 'Reader_One',
        profileAvatar: null,
        voteToken: 0,
        diamond: 0,
        frozenDiamond: 0,
      },
      meta: { token: expect.any(String), type: 'Bearer' },
    });
    const state = await t.http.get('/api/user/state', res.body.meta.token);
    expect(state.body.data).toMatchObject({ id: res.body.data.id, email });
  });

  it('accepts a code only once', async () => {
    const email = nextEmail();
    await t.http.post('/api/authentication/send-email-verification-code', { email });
    const code = sentCode(t.ctx, email);
    expect((await register(t, email, code)).status).toBe(200);
    const again = await t.http.post('/api/authentication/register-by-email', {
      email,
      code,
      username: 'someone_else',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toMatchObject([
      { path: 'code', message: 'verification code has already been used, please request a new one' },
    ]);
  });

  it('accepts only the newest code once a new one is sent', async () => {
    const email = nextEmail();
    await t.http.post('/api/authentication/send-email-verification-code', { email });
    const first = sentCode(t.ctx, email);
    t.clock.advance(60_000);
    await t.http.post('/api/authentication/send-email-verification-code', { email });
    const second = sentCode(t.ctx, email);
    if (first !== second)
      expect((await register(t, email, first)).body.errors).toMatchObject([{ path: 'code', message: 'verification code is incorrect' }]);
    expect((await register(t, email, second)).status).toBe(200);
  });

  it('refuses a code older than 10 minutes', async () => {
    const email = nextEmail();
    await t.http.post('/api/authentication/send-email-verification-code', { email });
    t.clock.advance(10 * 60_000);
    const res = await register(t, email, sentCode(t.ctx, email));
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject([{ path: 'code', message: 'verification code has expired, please request a new one' }]);
  });

  it('refuses the right code after five wrong tries', async () => {
    const email = nextEmail();
    await t.http.post('/api/authentication/send-email-verification-code', { email });
    const code = sentCode(t.ctx, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await register(t, email, wrong);
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject([{ path: 'code', message: 'verification code is incorrect' }]);
    }
    const res = await register(t, email, code);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject([{ path: 'code', message: 'too many wrong tries, please request a new code' }]);
  });

  it('counts every wrong try even when they arrive in parallel', async () => {
    const email = nextEmail();
    await t.http.post('/api/authentication/send-email-verification-code', { email });
    const code = sentCode(t.ctx, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: 8 }, () => register(t, email, wrong)));
    expect(results.filter((r) => r.body.errors?.[0]?.message === 'verification code is incorrect')).toHaveLength(5);
    expect((await register(t, email, code)).body.errors).toMatchObject([
      { path: 'code', message: 'too many wrong tries, please request a new code' },
    ]);
  });

  it('asks for a code first when none was sent', async () => {
    const res = await register(t, nextEmail(), '123456');
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject([{ path: 'code', message: 'Please request a verification code first' }]);
  });

  it('names the taken username and keeps the code usable', async () => {
    const taken = await makeUser(t.ctx);
    const email = nextEmail();
    await t.http.post('/api/authentication/send-email-verification-code', { email });
    const code = sentCode(t.ctx, email);
    const res = await register(t, email, code, taken.username.toUpperCase());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '40003', errors: [{ path: 'username', message: 'This username is already taken' }] });
    expect((await register(t, email, code, 'fresh_name')).status).toBe(200);
  });

  it('names the email when it was registered after the code was sent', async () => {
    const email = nextEmail();
    await t.http.post('/api/authentication/send-email-verification-code', { email });
    await makeUser(t.ctx, { email });
    const res = await register(t, email, sentCode(t.ctx, email), 'another_name');
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject([{ path: 'email', message: 'This email is already registered' }]);
  });

  it('refuses a code for an email that is already registered', async () => {
    const taken = await makeUser(t.ctx);
    const res = await t.http.post('/api/authentication/send-email-verification-code', { email: taken.email });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject([{ path: 'email', message: 'This email is already registered' }]);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'email format is incorrect'],
    [{ code: '12345' }, 'code', 'verification code must be 6 digits'],
    [{ code: '12a456' }, 'code', 'verification code must be 6 digits'],
    [{ username: '' }, 'username', 'username is required'],
    [{ username: undefined }, 'username', 'username is required'],
    // Decision 063: a username is never another account's email address or phone number.
    [{ username: 'someone@example.test' }, 'username', 'A username cannot be an email address or a phone number'],
    [{ username: '13812345678' }, 'username', 'A username cannot be an email address or a phone number'],
    [{ username: '+44 20 7946 0958' }, 'username', 'A username cannot be an email address or a phone number'],
    [{ password: undefined, confirmPassword: 'x' }, 'password', 'password is required'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'password', 'password must be at least 6 characters'],
    [{ confirmPassword: 'secret124' }, 'confirmPassword', "Passwords don't match"],
  ])('validates %j with the SPEC message', async (override, path, message) => {
    const body = {
      email: 'valid@example.test',
      code: '123456',
      username: 'valid',
      password: 'secret123',
      confirmPassword: 'secret123',
      ...override,
    };
    const res = await t.http.post('/api/authentication/register-by-email', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: '40003', title: 'Request parameter error', detail: message });
    expect(res.body.errors).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('asks for the email first when sending a code without one', async () => {
    const res = await t.http.post('/api/authentication/send-email-verification-code', {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject([{ path: 'email', message: 'Please enter your email first' }]);
    const bad = await t.http.post('/api/authentication/send-email-verification-code', { email: 'nope' });
    expect(bad.body.errors).toMatchObject([{ path: 'email', message: 'email format is incorrect' }]);
  });
});

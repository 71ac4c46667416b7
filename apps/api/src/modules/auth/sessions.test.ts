import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, sentCode, TEST_PASSWORD } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { users } from '../account/schema';
import { sessions } from './schema';
import { findViewers } from './sessions';

describe('sessions: check-login, logout, change password, delete account', () => {
  let t: TestApp;
  const login = (username: string, password = TEST_PASSWORD) =>
    t.http.post('/api/authentication/login-by-password', { username, password });
  const tokenOf = async (username: string) => (await login(username)).body.meta.token as string;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('tells whether the caller is signed in', async () => {
    const user = await makeUser(t.ctx);
    expect((await t.http.get('/api/user/check-login', user.token)).body).toEqual({ data: true });
    expect((await t.http.get('/api/user/check-login')).body).toEqual({ data: false });
    expect((await t.http.get('/api/user/check-login', 'not-a-real-token')).body).toEqual({ data: false });
  });

  it('logout revokes only the token it was called with', async () => {
    const user = await makeUser(t.ctx);
    const other = await tokenOf(user.username);
    const res = await t.http.put('/api/authentication/logout', undefined, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true });
    expect((await t.http.get('/api/user/state', user.token)).body).toEqual({ data: null });
    expect((await t.http.get('/api/user/check-login', user.token)).body).toEqual({ data: false });
    const guarded = await t.http.get('/api/user/profile', user.token);
    expect(guarded.status).toBe(401);
    expect(guarded.body).toMatchObject({ status: 401, code: '40101', title: 'Account not logged in' });
    expect((await t.http.put('/api/authentication/logout', undefined, user.token)).status).toBe(401);
    expect((await t.http.get('/api/user/state', other)).body.data.id).toBe(user.id);
  });

  it('expires a token after 7 days', async () => {
    const user = await makeUser(t.ctx);
    t.clock.advance(7 * 86_400_000 - 1_000);
    expect((await t.http.get('/api/user/check-login', user.token)).body.data).toBe(true);
    t.clock.advance(1_000);
    expect((await t.http.get('/api/user/check-login', user.token)).body.data).toBe(false);
  });

  describe('change password', () => {
    const change = (token: string, body: Record<string, string>) => t.http.put('/api/authentication/change-password', body, token);

    it('names the wrong current password as a field error', async () => {
      const user = await makeUser(t.ctx);
      const res = await change(user.token, { oldPassword: 'not-mine', newPassword: 'newpass1', confirmPassword: 'newpass1' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: '40003', errors: [{ path: 'oldPassword', message: 'Current password is incorrect' }] });
      expect((await login(user.username)).status).toBe(200);
    });

    it('signs out the other sessions, keeps this one, and the new password works', async () => {
      const user = await makeUser(t.ctx);
      const other = await tokenOf(user.username);
      const res = await change(user.token, { oldPassword: TEST_PASSWORD, newPassword: 'newpass1', confirmPassword: 'newpass1' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: true });
      expect((await t.http.get('/api/user/check-login', user.token)).body.data).toBe(true);
      expect((await t.http.get('/api/user/check-login', other)).body.data).toBe(false);
      expect((await login(user.username)).status).toBe(401);
      expect((await login(user.username, 'newpass1')).status).toBe(200);
    });

    it.each([
      [{ newPassword: 'newpass1', confirmPassword: 'newpass1' }, 'oldPassword', 'Current password is required'],
      [{ oldPassword: 'x', confirmPassword: 'newpass1' }, 'newPassword', 'New password is required'],
      [{ oldPassword: 'x', newPassword: 'newpass1' }, 'confirmPassword', 'Please confirm the password'],
      [{ oldPassword: 'x', newPassword: 'newpass1', confirmPassword: 'newpass2' }, 'confirmPassword', "Passwords don't match"],
      [{ oldPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' }, 'newPassword', 'New password must be at least 6 characters'],
    ])('validates %j', async (body, path, message) => {
      const user = await makeUser(t.ctx);
      const res = await change(user.token, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path, message }));
    });

    it('needs a signed-in user', async () => {
      const res = await t.http.put('/api/authentication/change-password', {
        oldPassword: 'a',
        newPassword: 'newpass1',
        confirmPassword: 'newpass1',
      });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('40101');
    });
  });

  describe('delete account', () => {
    it('revokes every session and anonymises the account row', async () => {
      const user = await makeUser(t.ctx, { nickname: 'Soon gone' });
      const other = await tokenOf(user.username);
      const res = await t.http.delete('/api/authentication/delete-account', user.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: true });
      for (const token of [user.token, other]) expect((await t.http.get('/api/user/state', token)).body).toEqual({ data: null });
      const live = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(live.every((s) => s.revokedAt !== null)).toBe(true);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({
        username: null,
        email: null,
        phone: null,
        passwordHash: null,
        nickname: 'Deleted user',
        deletedAt: expect.any(Date),
      });
    });

    it('makes sign-in impossible and frees the email and username for a new account', async () => {
      const user = await makeUser(t.ctx);
      await t.http.delete('/api/authentication/delete-account', user.token);
      expect((await login(user.username)).status).toBe(401);
      expect((await login(user.email)).status).toBe(401);
      expect((await t.http.post('/api/authentication/send-email-verification-code', { email: user.email })).status).toBe(200);
      const again = await t.http.post('/api/authentication/register-by-email', {
        email: user.email,
        code: sentCode(t.ctx, user.email),
        username: user.username,
        password: 'another1',
        confirmPassword: 'another1',
      });
      expect(again.status).toBe(200);
      expect(again.body.data.id).not.toBe(user.id);
    });

    it('refuses a body with fields and needs a signed-in user', async () => {
      const user = await makeUser(t.ctx);
      expect((await t.http.delete('/api/authentication/delete-account', user.token, { confirm: true })).status).toBe(400);
      expect((await t.http.delete('/api/authentication/delete-account', user.token, {})).status).toBe(200);
      const anonymous = await t.http.delete('/api/authentication/delete-account');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('40101');
    });
  });
});

describe('sessions looked up many at once (issue 25, decision 060)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('finds each token its own viewer in one statement, and nobody for unknown, revoked and expired ones', async () => {
    const shoppers = await Promise.all(Array.from({ length: 40 }, () => makeUser(t.ctx)));
    const revoked = await makeUser(t.ctx);
    await t.http.put('/api/authentication/logout', undefined, revoked.token);
    const expired = await makeUser(t.ctx);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(sessions.userId, expired.id));
    const tokens = [...shoppers.map((s) => s.token), 'not-a-session', revoked.token, expired.token, shoppers[0]!.token];
    const found = await findViewers(t.ctx.db, tokens, t.clock.now());
    expect(found.size).toBe(shoppers.length);
    for (const s of shoppers) expect(found.get(s.token)?.viewer).toMatchObject({ kind: 'user', userId: s.id });
    expect(found.has('not-a-session') || found.has(revoked.token) || found.has(expired.token)).toBe(false);
  });
});

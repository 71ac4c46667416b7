import { permissionsOf } from '@pedestal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser, TEST_PASSWORD } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

describe('admin sign-in', () => {
  let t: TestApp;
  const adminLogin = (username: string, password: string) => t.http.post('/api/admin/login/password', { username, password });
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('signs an admin in and answers the admin state for that token', async () => {
    const admin = await makeAdmin(t.ctx);
    const res = await adminLogin(admin.username, TEST_PASSWORD);
    expect(res.status).toBe(200);
    const data = {
      id: admin.id,
      username: admin.username,
      role: 'owner',
      permissions: permissionsOf('owner'),
      secondFactor: { enrolled: false, required: false, recoveryCodesLeft: 0 },
    };
    expect(res.body).toEqual({ data, meta: { token: expect.any(String), type: 'Bearer' } });
    const state = await t.http.get('/api/admin/auth/state', res.body.meta.token);
    expect(state.body).toEqual({
      data,
    });
  });

  it('answers null admin state to a visitor and to a shopper', async () => {
    const user = await makeUser(t.ctx);
    expect((await t.http.get('/api/admin/auth/state')).body).toEqual({ data: null });
    expect((await t.http.get('/api/admin/auth/state', user.token)).body).toEqual({ data: null });
  });

  it('keeps admin and shopper accounts apart', async () => {
    const admin = await makeAdmin(t.ctx);
    const user = await makeUser(t.ctx);
    expect((await adminLogin(user.username, TEST_PASSWORD)).status).toBe(401);
    expect((await t.http.post('/api/authentication/login-by-password', { username: admin.username, password: TEST_PASSWORD })).status).toBe(
      401,
    );
    expect((await t.http.get('/api/user/state', admin.token)).body).toEqual({ data: null });
    expect((await t.http.get('/api/user/check-login', admin.token)).body).toEqual({ data: false });
    expect((await t.http.get('/api/user/profile', admin.token)).status).toBe(401);
  });

  it('refuses a wrong password with a 401 problem and locks after five', async () => {
    const admin = await makeAdmin(t.ctx);
    const wrong = await adminLogin(admin.username, 'not-it');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      type: '/api/problems/wrong-credentials',
      status: 401,
      code: '40101',
      title: 'Account not logged in',
      detail: 'Incorrect username or password',
    });
    for (let i = 0; i < 4; i++) await adminLogin(admin.username, 'not-it');
    expect((await adminLogin(admin.username, TEST_PASSWORD)).status).toBe(429);
  });

  it('validates the login body with the SPEC messages', async () => {
    const res = await t.http.post('/api/admin/login/password', { username: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject([
      { path: 'username', message: 'username is required' },
      { path: 'password', message: 'password is required' },
    ]);
  });
});

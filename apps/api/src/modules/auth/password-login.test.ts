import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

describe('sign-in with a password', () => {
  let t: TestApp;
  const login = (username: string, password: string) => t.http.post('/api/authentication/login-by-password', { username, password });
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('signs in by username in any case and answers the snapshot with a bearer token', async () => {
    const user = await makeUser(t.ctx, { nickname: 'Mika' });
    const res = await login(user.username.toUpperCase(), TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: user.id,
        username: user.username,
        profileNickname: 'Mika',
        profileAvatar: null,
        voteToken: 0,
        diamond: 0,
        frozenDiamond: 0,
      },
      meta: { token: expect.any(String), type: 'Bearer' },
    });
    expect(res.body.meta.token).not.toBe(user.token);
    expect((await t.http.get('/api/user/state', res.body.meta.token)).body.data.id).toBe(user.id);
  });

  it('signs in by email', async () => {
    const user = await makeUser(t.ctx);
    const res = await login(` ${user.email.toUpperCase()} `, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(user.id);
  });

  it('refuses a wrong password with a 401 problem', async () => {
    const user = await makeUser(t.ctx);
    const res = await login(user.username, 'wrong-password');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body).toEqual({
      type: '/api/problems/wrong-credentials',
      status: 401,
      code: '40101',
      title: 'Account not logged in',
      detail: 'Incorrect username or password',
    });
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const res = await login('nobody_here', 'whatever1');
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Incorrect username or password');
  });

  it('locks the account after five wrong passwords, even for the right one, until 15 minutes pass', async () => {
    const user = await makeUser(t.ctx);
    for (let i = 0; i < 5; i++) expect((await login(user.username, `wrong-${i}`)).status).toBe(401);
    const locked = await login(user.username, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      status: 429,
      code: '400000',
      detail: 'Too many failed sign-in attempts, please try again in 15 minutes',
    });
    // The shared counters expire on the wall clock (rate-limiter-flexible), so it is moved on here.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1_000 });
    try {
      expect((await login(user.username, TEST_PASSWORD)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts one account whichever name signs in, and each address on its own', async () => {
    const user = await makeUser(t.ctx);
    for (let i = 0; i < 3; i++) expect((await login(user.username, `wrong-${i}`)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(user.email, `wrong-${i}`)).status).toBe(401);
    expect((await login(user.email.toUpperCase(), TEST_PASSWORD)).status).toBe(429);
    expect((await login(user.username, TEST_PASSWORD)).status).toBe(429);
  });

  it('counts parallel guesses before checking them, so at most five get through', async () => {
    const user = await makeUser(t.ctx);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(user.username, `guess-${i}`)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await makeUser(t.ctx);
    for (let i = 0; i < 4; i++) await login(user.username, 'wrong-pass');
    expect((await login(user.username, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.username, 'wrong-pass')).status).toBe(401);
    expect((await login(user.username, TEST_PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ password: 'x' }, 'username', 'username is required'],
    [{ username: '   ', password: 'x' }, 'username', 'username is required'],
    [{ username: 'someone' }, 'password', 'password is required'],
    [{ username: 'someone', password: '' }, 'password', 'password is required'],
  ])('validates %j with the SPEC message', async (body, path, message) => {
    const res = await t.http.post('/api/authentication/login-by-password', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 400,
      code: '40003',
      title: 'Request parameter error',
      detail: message,
      errors: [{ path, message }],
    });
  });
});

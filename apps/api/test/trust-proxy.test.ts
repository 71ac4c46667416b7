import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD } from './factories';
import { startTestApp, type TestApp } from './harness';

/** Behind a load balancer: each shopper is known by their own address, not the balancer's. */
describe('client addresses behind a trusted proxy', () => {
  let trusting: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [trusting, plain] = await Promise.all([startTestApp({ env: { TRUST_PROXY: 'loopback' } }), startTestApp()]);
  });
  afterAll(() => Promise.all([trusting.close(), plain.close()]));

  const login = (t: TestApp, username: string, password: string, forwardedFor: string) =>
    t.http.request('POST', '/api/authentication/login-by-password', {
      body: { username, password },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('locks one shopper’s address out of an account without locking the others', async () => {
    const user = await makeUser(trusting.ctx);
    for (let i = 0; i < 5; i++) expect((await login(trusting, user.username, 'wrong', '203.0.113.7')).status).toBe(401);
    expect((await login(trusting, user.username, TEST_PASSWORD, '203.0.113.7')).status).toBe(429);
    expect((await login(trusting, user.username, TEST_PASSWORD, '198.51.100.4')).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a proxy it does not trust', async () => {
    const user = await makeUser(plain.ctx);
    for (let i = 0; i < 5; i++) expect((await login(plain, user.username, 'wrong', `203.0.113.${i}`)).status).toBe(401);
    expect((await login(plain, user.username, TEST_PASSWORD, '198.51.100.4')).status).toBe(429);
  });
});

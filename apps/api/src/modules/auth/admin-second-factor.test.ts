import { permissionsOf } from '@pedestal/contract';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, TEST_PASSWORD } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { adminRecoveryCodes } from './schema';

/** The code an authenticator app shows at `at` (ms). */
const codeAt = (secret: string, at: Date) => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Enrols the admin: answers the secret and the recovery codes. */
async function enrol(t: TestApp, token: string) {
  const start = await t.http.post('/api/admin/second-factor/totp/start', {}, token);
  expect(start.status).toBe(200);
  const { secret } = start.body.data;
  const confirm = await t.http.post('/api/admin/second-factor/totp/confirm', { code: codeAt(secret, t.clock.now()) }, token);
  expect(confirm.status).toBe(200);
  return { secret: secret as string, recoveryCodes: confirm.body.data.recoveryCodes as string[] };
}

const nextStep = (t: TestApp) => t.clock.advance(30_000);

describe('admin second factor (TOTP)', () => {
  let t: TestApp;
  const login = (body: { username: string; password: string; code?: string }, address?: string) =>
    t.http.request('POST', '/api/admin/login/password', { body, headers: address ? { 'x-forwarded-for': address } : {} });
  const reasonOf = (res: { body: { type?: string } }) => res.body.type?.replace('/api/problems/', '');

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  it('enrols with a QR code and a confirmed code; answers ten recovery codes once', async () => {
    const admin = await makeAdmin(t.ctx);
    const other = await makeAdmin(t.ctx).then(() => login({ username: admin.username, password: TEST_PASSWORD }));
    const start = await t.http.post('/api/admin/second-factor/totp/start', {}, admin.token);
    expect(start.body.data).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{16,}$/),
      uri: expect.any(String),
      qrSvg: expect.any(String),
    });
    expect(start.body.data.uri).toMatch(new RegExp(`^otpauth://totp/.*${admin.username}\\?.*secret=${start.body.data.secret}`));
    expect(start.body.data.qrSvg).toMatch(/^<svg[^>]*>/);

    const wrong = await t.http.post('/api/admin/second-factor/totp/confirm', { code: '000000' }, admin.token);
    expect([wrong.status, reasonOf(wrong)]).toEqual([400, 'totp-code-invalid']);
    const confirm = await t.http.post(
      '/api/admin/second-factor/totp/confirm',
      { code: codeAt(start.body.data.secret, t.clock.now()) },
      admin.token,
    );
    expect(confirm.status).toBe(200);
    const codes: string[] = confirm.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const state = await t.http.get('/api/admin/auth/state', admin.token);
    expect(state.body.data).toEqual({
      id: admin.id,
      username: admin.username,
      role: 'owner',
      permissions: permissionsOf('owner'),
      secondFactor: { enrolled: true, required: false, recoveryCodesLeft: 10 },
    });
    // A session opened with the password alone before enrolment ends with it.
    expect((await t.http.get('/api/admin/auth/state', other.body.meta.token)).body).toEqual({ data: null });
    // Stored hashed: no clear recovery code and the secret only in its own column.
    const stored = await t.ctx.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(stored).toHaveLength(10);
    const hashes = JSON.stringify(stored);
    for (const c of codes) expect(hashes).not.toContain(c);
    // A second enrolment is refused.
    const again = await t.http.post('/api/admin/second-factor/totp/start', {}, admin.token);
    expect([again.status, reasonOf(again)]).toEqual([400, 'second-factor-already-enrolled']);
  });

  it('asks for a code at every sign-in once enrolled; a code is good once', async () => {
    const admin = await makeAdmin(t.ctx);
    const { secret } = await enrol(t, admin.token);
    const alone = await login({ username: admin.username, password: TEST_PASSWORD });
    expect([alone.status, reasonOf(alone)]).toEqual([401, 'second-factor-required']);
    // The code that confirmed the enrolment was spent.
    const replay = await login({ username: admin.username, password: TEST_PASSWORD, code: codeAt(secret, t.clock.now()) });
    expect([replay.status, reasonOf(replay)]).toEqual([401, 'wrong-second-factor']);
    nextStep(t);
    const code = codeAt(secret, t.clock.now());
    const ok = await login({ username: admin.username, password: TEST_PASSWORD, code });
    expect(ok.status).toBe(200);
    expect((await t.http.get('/api/admin/auth/state', ok.body.meta.token)).body.data.username).toBe(admin.username);
    expect(reasonOf(await login({ username: admin.username, password: TEST_PASSWORD, code }))).toBe('wrong-second-factor');
    // A wrong password with a right code is a wrong password.
    nextStep(t);
    const badPassword = await login({ username: admin.username, password: 'nope', code: codeAt(secret, t.clock.now()) });
    expect(reasonOf(badPassword)).toBe('wrong-credentials');
  });

  it('lets two sign-ins racing with one code through once', async () => {
    const admin = await makeAdmin(t.ctx);
    const { secret } = await enrol(t, admin.token);
    nextStep(t);
    const code = codeAt(secret, t.clock.now());
    const results = await Promise.all(
      [1, 2, 3].map((i) => login({ username: admin.username, password: TEST_PASSWORD, code }, `198.51.100.${i}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('signs in with a recovery code, each once, and audits sign-ins, failures and changes', async () => {
    const admin = await makeAdmin(t.ctx);
    const { recoveryCodes } = await enrol(t, admin.token);
    const [first, second] = recoveryCodes as [string, string];
    const ok = await login({ username: admin.username, password: TEST_PASSWORD, code: ` ${first.toUpperCase()} ` });
    expect(ok.status).toBe(200);
    expect(reasonOf(await login({ username: admin.username, password: TEST_PASSWORD, code: first }))).toBe('wrong-second-factor');
    expect(reasonOf(await login({ username: admin.username, password: 'wrong' }))).toBe('wrong-credentials');
    const state = await t.http.get('/api/admin/auth/state', ok.body.meta.token);
    expect(state.body.data.secondFactor.recoveryCodesLeft).toBe(9);

    // New codes for a current one: the old ones stop working.
    const renewed = await t.http.post('/api/admin/second-factor/recovery-codes', { code: second }, ok.body.meta.token);
    expect(renewed.status).toBe(200);
    const [fresh] = renewed.body.data.recoveryCodes as [string];
    expect(reasonOf(await login({ username: admin.username, password: TEST_PASSWORD, code: recoveryCodes[2]! }))).toBe(
      'wrong-second-factor',
    );
    const withFresh = await login({ username: admin.username, password: TEST_PASSWORD, code: fresh });
    expect(withFresh.status).toBe(200);

    const audit = await t.http.get(`/api/admin/audit/list?targetType=admin&targetId=${admin.id}&pageSize=50`, withFresh.body.meta.token);
    const actions = (audit.body.data as { action: string; detail: Record<string, unknown> }[]).map((r) => r.action).sort();
    expect(actions).toEqual(
      [
        'admin.sign_in', // makeAdmin
        'admin.second_factor.enrolled',
        'admin.second_factor.recovery_code_used',
        'admin.sign_in',
        'admin.sign_in_failed',
        'admin.sign_in_failed',
        'admin.second_factor.recovery_codes_renewed',
        'admin.sign_in_failed',
        'admin.second_factor.recovery_code_used',
        'admin.sign_in',
      ].sort(),
    );
    const failure = (audit.body.data as { action: string; detail: Record<string, unknown> }[]).find(
      (r) => r.action === 'admin.sign_in_failed',
    );
    expect(failure!.detail).toEqual({ address: '127.0.0.1', stage: 'second-factor' });
  });

  it('removes the factor for a current code; the password alone signs in again', async () => {
    const admin = await makeAdmin(t.ctx);
    const { secret } = await enrol(t, admin.token);
    const wrong = await t.http.post('/api/admin/second-factor/remove', { code: '123456' }, admin.token);
    expect([wrong.status, reasonOf(wrong)]).toEqual([400, 'totp-code-invalid']);
    nextStep(t);
    expect((await t.http.post('/api/admin/second-factor/remove', { code: codeAt(secret, t.clock.now()) }, admin.token)).status).toBe(200);
    expect((await login({ username: admin.username, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('100 wrong guesses from five addresses leave the admin able to sign in from a sixth', async () => {
    const admin = await makeAdmin(t.ctx);
    const { secret } = await enrol(t, admin.token);
    const statuses: number[] = [];
    for (let a = 1; a <= 5; a++) {
      for (let i = 0; i < 20; i++) {
        // Password guesses, and a code guessed with the (leaked) password.
        const body =
          i % 2
            ? { username: admin.username, password: `guess-${i}` }
            : { username: admin.username, password: TEST_PASSWORD, code: '000000' };
        statuses.push((await login(body, `203.0.113.${a}`)).status);
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(25);
    expect(statuses.filter((s) => s === 429)).toHaveLength(75);
    // The guessing addresses stay locked out, even with the right password and code …
    nextStep(t);
    const locked = await login({ username: admin.username, password: TEST_PASSWORD, code: codeAt(secret, t.clock.now()) }, '203.0.113.1');
    expect([locked.status, reasonOf(locked)]).toEqual([429, 'admin-sign-in-locked']);
    // … and the real admin signs in from elsewhere.
    const real = await login({ username: admin.username, password: TEST_PASSWORD, code: codeAt(secret, t.clock.now()) }, '192.0.2.44');
    expect(real.status).toBe(200);
  });
});

describe('ADMIN_REQUIRE_2FA and API_DOCS_PUBLIC', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ADMIN_REQUIRE_2FA: 'true', API_DOCS_PUBLIC: 'false' } });
  });
  afterAll(() => t.close());

  it('are on, and off, by default in production only', () => {
    const prod = loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' });
    expect([prod.ADMIN_REQUIRE_2FA, prod.API_DOCS_PUBLIC]).toEqual([true, false]);
    const dev = loadConfig({});
    expect([dev.ADMIN_REQUIRE_2FA, dev.API_DOCS_PUBLIC]).toEqual([false, true]);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', API_DOCS_PUBLIC: 'true' }).API_DOCS_PUBLIC).toBe(true);
  });

  it('lets an admin without a second factor do nothing but set one up', async () => {
    const admin = await makeAdmin(t.ctx);
    const refused = await t.http.get('/api/admin/dashboard', admin.token);
    expect([refused.status, refused.body.type]).toEqual([403, '/api/problems/second-factor-enrolment-required']);
    const state = await t.http.get('/api/admin/auth/state', admin.token);
    expect(state.body.data.secondFactor).toEqual({ enrolled: false, required: true, recoveryCodesLeft: 0 });
    await enrol(t, admin.token);
    // The same session goes on, now with the factor (no stale cached viewer).
    expect((await t.http.get('/api/admin/dashboard', admin.token)).status).toBe(200);
  });

  it('shows the API docs to a signed-in admin only', async () => {
    expect((await t.http.get('/api/docs/json')).status).toBe(404);
    expect((await t.http.get('/api/docs')).status).toBe(404);
    const admin = await makeAdmin(t.ctx);
    const doc = await t.http.get('/api/docs/json', admin.token);
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    // The problem types the refusals name stay public.
    expect((await t.http.get('/api/problems/wrong-second-factor')).status).toBe(200);
  });
});

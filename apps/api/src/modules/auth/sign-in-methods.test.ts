import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { loadConfig } from '../../config';
import { signInMethods } from './sign-in-methods';

describe('sign-in methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('tells the client there is no Google sign-in on a server without Google credentials', async () => {
    const res = await t.http.get('/api/authentication/methods');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ password: true, email: true, phone: true, google: false });
  });

  it('offers code sign-in in production only with a transport that reaches people', () => {
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' };
    expect(signInMethods(loadConfig(production), true)).toEqual({ password: true, email: false, phone: false, google: true });
    expect(signInMethods(loadConfig({ ...production, MAIL_TRANSPORT: 'smtp', SMTP_HOST: 'mail.example' }), false).email).toBe(true);
    expect(signInMethods(loadConfig({}), false)).toMatchObject({ email: true, phone: true });
  });
});

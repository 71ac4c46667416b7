import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';

describe('payment methods checkout offers', () => {
  let cardOnly: TestApp;
  let sandbox: TestApp;
  beforeAll(async () => {
    cardOnly = await startTestApp({
      env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_dummy', STRIPE_WEBHOOK_SECRET: 'whsec_test' },
    });
    sandbox = await startTestApp();
  });
  afterAll(async () => {
    await cardOnly.close();
    await sandbox.close();
  });

  it('offers only the configured providers: a card-only store has no PayPal', async () => {
    expect((await cardOnly.http.get('/api/pay/methods')).body.data).toEqual({ methods: ['stripe'] });
  });

  it('offers both methods with the sandbox, which plays both providers', async () => {
    expect((await sandbox.http.get('/api/pay/methods')).body.data).toEqual({ methods: ['stripe', 'paypal'] });
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('seeds demo data and uses the sandbox by default, for a local try-out', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ SEED_DEMO_DATA: true, PAYMENT_PROVIDER: 'sandbox', production: false, trustProxy: false });
  });

  it('in production seeds nothing unless asked and refuses to start without a real payment provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
  });

  it('logs requests only outside production unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' }).LOG_LEVEL).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', LOG_LEVEL: 'info' }).LOG_LEVEL).toBe('info');
  });

  it('trusts the proxies it is told about', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
  });
});

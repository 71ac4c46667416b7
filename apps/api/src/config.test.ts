import { describe, expect, it } from 'vitest';
import { assertSafeProduction, loadConfig, productionProblems } from './config';

/** A production configuration with nothing unsafe in it. */
const safeProduction = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  MAIL_TRANSPORT: 'smtp',
  SMTP_HOST: 'mail.example.com',
  PUBLIC_URL: 'https://shop.example.com',
  DATABASE_URL: 'postgres://pedestal@db.example.com/pedestal',
};

describe('configuration', () => {
  it('seeds demo data and uses the sandbox by default, for a local try-out', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ SEED_DEMO_DATA: true, PAYMENT_PROVIDER: 'sandbox', production: false, trustProxy: false });
  });

  it('in production seeds nothing unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
  });

  it('logs requests only outside production unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' }).LOG_LEVEL).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', LOG_LEVEL: 'info' }).LOG_LEVEL).toBe('info');
  });

  it('starts in production when nothing unsafe is left', () => {
    expect(productionProblems(loadConfig(safeProduction))).toEqual([]);
    expect(() => assertSafeProduction(loadConfig(safeProduction))).not.toThrow();
    // Development and tests try the store out with every default.
    expect(() => assertSafeProduction(loadConfig({}))).not.toThrow();
  });

  it.each([
    ['sandbox-payments', { PAYMENT_PROVIDER: 'sandbox' }, /PAYMENT_PROVIDER is sandbox/],
    ['sandbox-payments', { PAYMENT_PROVIDER: '' }, /PAYMENT_PROVIDER is sandbox \(or unset\)/],
    ['console-mail', { MAIL_TRANSPORT: 'console' }, /MAIL_TRANSPORT is console/],
    ['public-url', { PUBLIC_URL: '' }, /PUBLIC_URL is unset/],
    ['public-url', { PUBLIC_URL: 'http://localhost:3000' }, /PUBLIC_URL is local \(http:\/\/localhost:3000\)/],
    ['public-url', { PUBLIC_URL: 'http://127.0.0.1:3000/' }, /PUBLIC_URL is local/],
    ['embedded-database', { DATABASE_URL: '' }, /DATABASE_URL is unset/],
  ])('refuses to start in production with %s (%o) unless ALLOW_UNSAFE_PRODUCTION names it', (name, change, why) => {
    const config = loadConfig({ ...safeProduction, ...change });
    expect(() => assertSafeProduction(config)).toThrow(new RegExp(`ALLOW_UNSAFE_PRODUCTION=${name} to start anyway`));
    expect(() => assertSafeProduction(config)).toThrow(new RegExp(`\\n  ${name}: ${why.source}`));
    expect(() => assertSafeProduction(loadConfig({ ...safeProduction, ...change, ALLOW_UNSAFE_PRODUCTION: name }))).not.toThrow();
  });

  it('names every unsafe default of a bare production start in one message, and accepts only those named', () => {
    const bare = { NODE_ENV: 'production' };
    expect(() => assertSafeProduction(loadConfig(bare))).toThrow(
      /refuses 4 unsafe defaults .*ALLOW_UNSAFE_PRODUCTION=sandbox-payments,console-mail,public-url,embedded-database to start anyway/,
    );
    const partly = loadConfig({ ...bare, ALLOW_UNSAFE_PRODUCTION: 'console-mail, public-url' });
    expect(productionProblems(partly).map((p) => p.name)).toEqual(['sandbox-payments', 'embedded-database']);
    const all = loadConfig({ ...bare, ALLOW_UNSAFE_PRODUCTION: 'sandbox-payments,console-mail,public-url,embedded-database' });
    expect(() => assertSafeProduction(all)).not.toThrow();
    expect(() => loadConfig({ ...bare, ALLOW_UNSAFE_PRODUCTION: 'everything' })).toThrow(/"everything" is not one of sandbox-payments/);
  });

  it('listens on this machine only outside production unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig(safeProduction).HOST).toBe('0.0.0.0');
  });

  it('trusts the proxies it is told about', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
  });
});

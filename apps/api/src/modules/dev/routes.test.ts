import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';

describe('dev mailbox', () => {
  let t: TestApp;
  let production: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [t, production, proxied] = await Promise.all([
      startTestApp(),
      startTestApp({ env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' } }),
      // Behind a proxy on this machine, the caller is the address it forwards.
      startTestApp({ env: { TRUST_PROXY: 'loopback' } }),
    ]);
  });
  afterAll(() => Promise.all([t.close(), production.close(), proxied.close()]));

  it('lists sent messages newest first, as JSON and as a page', async () => {
    expect((await t.http.get('/api/dev/mailbox')).body).toEqual({ data: [] });
    await t.http.post('/api/authentication/send-email-verification-code', { email: 'first@example.test' });
    t.clock.advance(1_000);
    await t.http.post('/api/authentication/send-phone-verification-code', { phone: '13900139000' });
    const res = await t.http.get('/api/dev/mailbox');
    expect(res.body.data.map((m: { to: string }) => m.to)).toEqual(['13900139000', 'first@example.test']);
    for (const m of res.body.data) expect(Object.keys(m).sort()).toEqual(['headers', 'html', 'id', 'sentAt', 'subject', 'text', 'to']);
    // The email goes as HTML too, and the page shows it as the shopper sees it; the SMS is text only.
    expect(res.body.data[1].html).toContain('<!DOCTYPE html');
    expect(res.body.data[0].html).toBeNull();
    expect(Date.parse(res.body.data[0].sentAt)).toBeGreaterThan(Date.parse(res.body.data[1].sentAt));
    const page = await t.http.get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('first@example.test');
    expect(page.body).toContain('<iframe');
    const one = await t.http.get(`/dev/mailbox/${res.body.data[1].id}`);
    expect(one.headers.get('content-type')).toContain('text/html');
    expect(one.body).toBe(res.body.data[1].html);
    expect((await t.http.get('/dev/mailbox/9999')).status).toBe(404);
  });

  it('escapes message content on the page', async () => {
    t.ctx.mailbox!.add({ to: '<script>alert(1)</script>', subject: 'x', text: 'y' }, t.clock.now());
    const page = await t.http.get('/dev/mailbox');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&#60;script&#62;');
  });

  it('answers only callers on the machine the server runs on, even when it listens on the network', async () => {
    for (const path of ['/api/dev/mailbox', '/dev/mailbox', '/dev/mailbox/1']) {
      const lan = await t.app.inject({ method: 'GET', url: path, remoteAddress: '192.168.1.20' });
      expect(lan.statusCode, path).toBe(403);
      expect(lan.json()).toMatchObject({ type: '/api/problems/dev-mailbox-local-only', status: 403 });
      const mapped = await t.app.inject({ method: 'GET', url: path, remoteAddress: '::ffff:10.0.0.7' });
      expect(mapped.statusCode, path).toBe(403);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
    // Over real HTTP, through a trusted proxy that says who is calling.
    const forwarded = await proxied.http.request('GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '192.168.1.20' } });
    expect(forwarded.status).toBe(403);
    expect((await proxied.http.request('GET', '/dev/mailbox', { headers: { 'x-forwarded-for': '192.168.1.20' } })).status).toBe(403);
    expect((await proxied.http.request('GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
    // The rest of the store is not affected.
    expect((await proxied.http.request('GET', '/api/health', { headers: { 'x-forwarded-for': '192.168.1.20' } })).status).toBe(200);
  });

  it('does not exist in production, where codes still go out without a mailbox', async () => {
    expect(production.ctx.mailbox).toBeNull();
    const api = await production.http.get('/api/dev/mailbox');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ status: 404, code: '40401' });
    expect((await production.http.get('/dev/mailbox')).status).toBe(404);
    expect((await production.http.post('/api/authentication/send-email-verification-code', { email: 'prod@example.test' })).status).toBe(
      200,
    );
  });
});

describe('test clock (issue 29 journeys)', () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [t, plain] = await Promise.all([startTestApp({ env: { NODE_ENV: 'test', TEST_CLOCK: 'true' } }), startTestApp()]);
  });
  afterAll(() => Promise.all([t.close(), plain.close()]));

  it('moves the server clock and runs named scheduled jobs only on a test server that asks for it', async () => {
    const before = t.clock.now().getTime();
    const moved = await t.http.post('/api/dev/clock', { advanceMs: 3_600_000 });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.data.now)).toBe(before + 3_600_000);
    expect(t.clock.now().getTime()).toBe(before + 3_600_000);
    expect((await t.http.post('/api/dev/clock', { advanceMs: -1 })).status).toBe(400);
    expect((await t.http.post('/api/dev/jobs/run', { names: ['shop.delay-consent'] })).body.data).toEqual({ ran: ['shop.delay-consent'] });
    expect((await plain.http.post('/api/dev/clock', { advanceMs: 1 })).status).toBe(404);
    expect((await plain.http.post('/api/dev/jobs/run', { names: ['shop.delay-consent'] })).status).toBe(404);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_QUEUE } from '../src/modules/notification';
import { addAddress, buy, CARD, makeAdmin, makeUser, openSale, payOrder, sentCode } from './factories';
import { startTestApp, type TestApp } from './harness';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series in Prometheus's text format (labels given must all match), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('metrics', () => {
  let t: TestApp;
  let off: TestApp;
  const scrape = async () => {
    const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    return res.text();
  };
  // A built store beside the app without a token: /metrics must not fall through to its pages.
  const web = mkdtempSync(join(tmpdir(), 'pedestal-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Pedestal</title><meta name="app-name" content="Pedestal">');
  beforeAll(async () => {
    [t, off] = await Promise.all([
      startTestApp({ env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_ENABLED: 'true' } }),
      startTestApp({ env: { WEB_DIST_DIR: web } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), off?.close()]);
    rmSync(web, { recursive: true, force: true });
  });

  it('answers only with the token, and is a 404 (never the store page) without METRICS_TOKEN', async () => {
    expect((await fetch(`${t.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${off.baseUrl}/some-page`)).headers.get('content-type')).toContain('text/html');
    const absent = await fetch(`${off.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(absent.status).toBe(404);
    expect(absent.headers.get('content-type')).toContain('application/problem+json');
  });

  it('after a journey (register, buy, pay, a declined card, a refund) shows every series with plausible values', async () => {
    // Register by email: the code is an email sent.
    const email = 'metrics-reader@example.test';
    expect((await t.http.post('/api/authentication/send-email-verification-code', { email })).status).toBe(200);
    const registered = await t.http.post('/api/authentication/register-by-email', {
      email,
      code: sentCode(t.ctx, email),
      username: 'metrics_reader',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(registered.status).toBe(200);
    const token = registered.body.data.token as string;
    const shopper = (await t.http.get('/api/user/check-login', token)).body;
    expect(shopper).toBeTruthy();

    // Buy and pay one order; a second is declined once.
    const owner = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id);
    const buyer = await makeUser(t.ctx);
    await addAddress(t, buyer.id);
    const paid = await buy(t, buyer.token, specId);
    expect(await payOrder(t, buyer.token, paid)).toBe('succeeded');
    const declined = await buy(t, buyer.token, specId);
    const created = await t.http.post('/api/pay/figurine/create', { id: declined, paymentMethod: 'stripe' }, buyer.token);
    const refused = await t.http.post('/api/pay/sandbox/confirm', {
      clientSecret: created.body.data.clientSecret,
      ...CARD,
      cardNumber: '4000000000000002',
    });
    expect(refused.body.data.status).toBe('failed');
    // An operator refunds the paid order: queued, pending until the provider confirms.
    const admin = await makeAdmin(t.ctx);
    expect((await t.http.post(`/api/admin/order/figurine/${paid}/refund`, {}, admin.token)).status).toBe(200);

    // Codes asked for too often from one address: the limit refuses.
    const asks = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.http.post('/api/authentication/send-email-verification-code', { email: `flood${i}@example.test` }),
      ),
    );
    expect(asks.filter((r) => r.status === 429).length).toBeGreaterThan(0);

    const before = await scrape();
    // The order-paid email waits in the outbox (its queue) until delivered.
    expect(sample(before, 'pedestal_queue_depth', { queue: EMAIL_QUEUE, state: 'waiting' })).toBeGreaterThanOrEqual(1);
    expect(sample(before, 'pedestal_queue_oldest_job_age_seconds', { queue: EMAIL_QUEUE })).toBeGreaterThanOrEqual(0);
    expect(sample(before, 'pedestal_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(before, 'pedestal_refunds_pending')).toBe(1);
    const emailsBefore = sample(before, 'pedestal_messages_total', { channel: 'email', result: 'sent' })!;
    expect(emailsBefore).toBeGreaterThanOrEqual(1);

    expect(await t.ctx.jobs.drain([EMAIL_QUEUE])).toBeGreaterThanOrEqual(1);
    const text = await scrape();
    // HTTP: by route pattern, never the raw URL.
    expect(sample(text, 'pedestal_http_requests_total', { method: 'POST', route: '/api/figurine/buy', status: '200' })).toBe(2);
    expect(
      sample(text, 'pedestal_http_requests_total', { method: 'POST', route: '/api/admin/order/figurine/:id/refund', status: '200' }),
    ).toBe(1);
    expect(text).not.toContain(paid);
    expect(sample(text, 'pedestal_http_request_duration_seconds_count', { route: '/api/figurine/buy', status: '200' })).toBe(2);
    expect(sample(text, 'pedestal_http_request_duration_seconds_sum', { route: '/api/figurine/buy', status: '200' })).toBeGreaterThan(0);
    expect(sample(text, 'pedestal_http_requests_total', { route: '/metrics', status: '401' })).toBe(3);
    // Database.
    expect(sample(text, 'pedestal_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(10);
    expect(sample(text, 'pedestal_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'pedestal_db_pool_waiting')).toBe(0);
    expect(sample(text, 'pedestal_db_pool_max')).toBeGreaterThanOrEqual(1);
    // Queues, outbox, emails, payments, refunds, rate limits.
    expect(sample(text, 'pedestal_queue_depth', { queue: EMAIL_QUEUE, state: 'waiting' })).toBe(0);
    expect(sample(text, 'pedestal_outbox_lag_seconds')).toBe(0);
    expect(sample(text, 'pedestal_messages_total', { channel: 'email', result: 'sent' })).toBeGreaterThan(emailsBefore);
    expect(sample(text, 'pedestal_messages_total', { channel: 'email', result: 'failed' })).toBe(0);
    expect(sample(text, 'pedestal_payments', { status: 'success' })).toBe(1);
    expect(sample(text, 'pedestal_payments', { status: 'failed' })).toBe(1);
    expect(sample(text, 'pedestal_refunds_pending')).toBe(1);
    expect(sample(text, 'pedestal_rate_limit_refusals_total', { route: '/api/authentication/send-email-verification-code' })).toBe(
      asks.filter((r) => r.status === 429).length,
    );
    // The process.
    expect(sample(text, 'pedestal_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'pedestal_process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(text, 'pedestal_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('still answers when the database cannot be read, without the gauges read from it', async () => {
    const stats = t.ctx.jobs.stats.bind(t.ctx.jobs);
    t.ctx.jobs.stats = () => Promise.reject(new Error('connect ECONNREFUSED'));
    try {
      const text = await scrape();
      expect(sample(text, 'pedestal_queue_depth', { queue: EMAIL_QUEUE, state: 'waiting' })).toBeUndefined();
      expect(sample(text, 'pedestal_process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sample(text, 'pedestal_refunds_pending')).toBe(1);
    } finally {
      t.ctx.jobs.stats = stats;
    }
  });
});

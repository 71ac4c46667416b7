import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';

describe('health and the error model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is ready with the database reachable, migrated and the queue started; /api/health is its alias', async () => {
    const ready = { data: { status: 'ok', checks: { database: 'ok', migrations: 'ok', queue: 'ok', redis: 'off' } } };
    for (const path of ['/api/health/ready', '/api/health']) {
      const res = await t.http.get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(ready);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('answers liveness without touching anything', async () => {
    const res = await t.http.get('/api/health/live');
    expect(res).toMatchObject({ status: 200, body: { data: { status: 'ok' } } });
  });

  it('answers /metrics, /api and unknown API paths with a 404 Problem Details, never the store page', async () => {
    for (const path of ['/metrics', '/metrics/x', '/api', '/api/no-such-thing', '/uploads/avatars/none.webp']) {
      const res = await t.http.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/problem+json');
    }
  });

  it('answers an unknown API path with a Problem Details 404', async () => {
    const res = await t.http.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body).toMatchObject({ status: 404, code: '40401', title: 'Resource not found' });
  });

  it('answers malformed JSON with 400 and code 40003', async () => {
    const res = await t.http.request('POST', '/api/authentication/login-by-password', { body: '{not json', headers: {} });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: '40003' });
  });

  it('sets security headers', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.http.get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toContain('/api/authentication/login-by-password');
  });
});

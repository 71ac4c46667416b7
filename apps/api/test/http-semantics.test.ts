import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reasonOfType } from '@pedestal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeUser } from './factories';
import { assertCataloguedProblem, startTestApp, type TestApp } from './harness';

const UNKNOWN_ID = 'zq8x2k4m9v1p7r3t5w6y0b1c';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** One raw HTTP/1.1 exchange over a socket (what fetch cannot send: a 20 kB header or request line). */
function rawRequest(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

/** A refusal answered as Problem Details of a catalogued reason, with the security headers of every answer. */
function expectRefusal(res: Response, body: unknown, status: number, reason: string) {
  expect(res.status).toBe(status);
  assertCataloguedProblem(`${status}`, res, body);
  expect(reasonOfType((body as { type?: string }).type)).toBe(reason);
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

/**
 * HTTP semantics an outside fuzzer checked: a wrong method at a known path is a 405 with Allow, who
 * calls is checked before the body is read, every refusal of the framework or of Node's parser is
 * Problem Details with the security headers, and HEAD answers as GET without a body.
 */
describe('HTTP semantics', () => {
  let t: TestApp;
  let dist: string;
  let admin: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pedestal-http-'));
    for (const app of ['web', 'admin']) {
      mkdirSync(join(dist, app, 'assets'), { recursive: true });
      writeFileSync(join(dist, app, 'index.html'), `<!doctype html><title>Pedestal</title><meta name="app-name" content="Pedestal">`);
      writeFileSync(join(dist, app, 'assets/index-abc123.js'), `console.log('${app}');`);
    }
    t = await startTestApp({ env: { WEB_DIST_DIR: join(dist, 'web'), ADMIN_DIST_DIR: join(dist, 'admin') } });
    admin = join(dist, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const call = async (method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${t.baseUrl}${path}`, { method, body: init.body, headers: init.headers });
    const text = await res.text();
    return { res, text, body: text ? (JSON.parse(text) as unknown) : null };
  };

  describe('405 Method Not Allowed', () => {
    it('answers a wrong method at a known path with Allow listing its methods, HEAD with GET', async () => {
      const put = await call('PUT', '/api/shipping/countries');
      expectRefusal(put.res, put.body, 405, 'method-not-allowed');
      expect(put.res.headers.get('allow')).toBe('GET, HEAD');

      const get = await call('GET', '/api/user-address');
      expectRefusal(get.res, get.body, 405, 'method-not-allowed');
      expect(get.res.headers.get('allow')).toBe('POST');

      // A parameter's path answers its pattern's methods.
      const post = await call('POST', `/api/user-address/${UNKNOWN_ID}`);
      expectRefusal(post.res, post.body, 405, 'method-not-allowed');
      expect(post.res.headers.get('allow')?.split(', ')).toEqual(expect.arrayContaining(['DELETE', 'PUT']));

      const asset = await call('DELETE', '/assets/index-abc123.js');
      expectRefusal(asset.res, asset.body, 405, 'method-not-allowed');
      expect(asset.res.headers.get('allow')).toBe('GET, HEAD');
    });

    it('keeps an unknown path a 404', async () => {
      const api = await call('PUT', '/api/no-such-thing');
      expectRefusal(api.res, api.body, 404, 'no-such-endpoint');
      expect(api.res.headers.get('allow')).toBeNull();
      const page = await call('POST', '/figurines');
      expectRefusal(page.res, page.body, 404, 'page-not-found');
    });

    it('answers every published path, for each method it does not answer, 405 with Allow naming those it does', async () => {
      const doc = (await t.http.get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
      const patterns = Object.entries(doc.paths).map(([path, item]) => ({
        match: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
        methods: Object.keys(item).map((m) => m.toUpperCase()),
      }));
      let checked = 0;
      for (const [path, item] of Object.entries(doc.paths)) {
        const registered = Object.keys(item).map((m) => m.toUpperCase());
        const url = path.replace(/\{\w+\}/g, UNKNOWN_ID);
        // What every route matching this address answers (`/user-address/default` is also `/user-address/{id}`).
        const answered = new Set(patterns.filter((p) => p.match.test(url)).flatMap((p) => p.methods));
        for (const method of METHODS.filter((m) => !answered.has(m))) {
          const { res, body } = await call(method, url);
          const where = `${method} ${url}: ${res.status} ${JSON.stringify(body)}`;
          expect(res.status, where).toBe(405);
          const allow = res.headers.get('allow')?.split(', ') ?? [];
          expect(allow, where).toEqual(expect.arrayContaining(registered));
          if (registered.includes('GET')) expect(allow, where).toContain('HEAD');
          expect(allow, where).not.toContain(method);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(300);
    }, 180_000);
  });

  describe('who calls is checked before the body is read', () => {
    it('answers a visitor 401 on a shopper route, whatever the body', async () => {
      const badField = await call('POST', '/api/user-address', {
        body: JSON.stringify({ phone: 'not a phone' }),
        headers: { 'content-type': 'application/json' },
      });
      expectRefusal(badField.res, badField.body, 401, 'not-logged-in');
      const malformed = await call('POST', '/api/user-address', { body: '{"phone":', headers: { 'content-type': 'application/json' } });
      expectRefusal(malformed.res, malformed.body, 401, 'not-logged-in');
      // A signed-in shopper's bad body is then a 400 of its field.
      const shopper = await makeUser(t.ctx);
      const own = await call('POST', '/api/user-address', {
        body: JSON.stringify({ phone: 'not a phone' }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
      });
      expect(own.res.status).toBe(400);
    });

    it('answers a visitor 401 and a shopper 403 on an admin route, with malformed JSON or invalid fields', async () => {
      const shopper = await makeUser(t.ctx);
      for (const body of ['{"email":', JSON.stringify({ email: 'nope', role: 'no-such-role' })]) {
        const headers = { 'content-type': 'application/json' };
        const anonymous = await call('POST', '/api/admin/team/invite', { body, headers });
        expectRefusal(anonymous.res, anonymous.body, 401, 'not-logged-in');
        const asShopper = await call('POST', '/api/admin/team/invite', {
          body,
          headers: { ...headers, authorization: `Bearer ${shopper.token}` },
        });
        expectRefusal(asShopper.res, asShopper.body, 403, 'access-denied');
      }
      // An operator whose role lacks the route's permission is refused before its body too.
      const support = await makeAdmin(t.ctx, 'support');
      const denied = await call('POST', '/api/admin/team/invite', {
        body: '{"email":',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${support.token}` },
      });
      expectRefusal(denied.res, denied.body, 403, 'permission-denied');
      // The owner gets to the body: malformed JSON is then a 400.
      const owner = await makeAdmin(t.ctx);
      const parsed = await call('POST', '/api/admin/team/invite', {
        body: '{"email":',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      });
      expectRefusal(parsed.res, parsed.body, 400, 'invalid-json');
    });
  });

  describe('refusals of the framework and of the HTTP parser', () => {
    it('answers 413 and 415 as Problem Details with the security headers', async () => {
      const owner = await makeAdmin(t.ctx);
      const auth = { authorization: `Bearer ${owner.token}` };
      const large = await call('POST', '/api/admin/team/invite', {
        body: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
        headers: { ...auth, 'content-type': 'application/json' },
      });
      expectRefusal(large.res, large.body, 413, 'payload-too-large');
      const media = await call('POST', '/api/admin/team/invite', { body: 'email=a', headers: { ...auth, 'content-type': 'text/csv' } });
      expectRefusal(media.res, media.body, 415, 'unsupported-media-type');
    });

    it('answers a 20 kB header 431 and a 20 kB address 414, as Problem Details with the security headers', async () => {
      const port = Number(new URL(t.baseUrl).port);
      const cases = [
        [`GET /api/health/live HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'headers-too-large'],
        [`GET /api/health/live?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 414, 'address-too-long'],
      ] as const;
      for (const [request, status, reason] of cases) {
        const res = await rawRequest(port, request);
        expect(res.status).toBe(status);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const body = JSON.parse(res.body) as { type: string; status: number };
        expect(reasonOfType(body.type)).toBe(reason);
        expect(body.status).toBe(status);
        expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      }
    });

    it('answers a broken address 400 with the security headers (refused before routing)', async () => {
      const res = await call('GET', '/api/user-address/show/%E0%A4%A');
      expectRefusal(res.res, res.body, 400, 'address-invalid');
    });
  });

  describe('HEAD answers as GET without a body', () => {
    for (const path of [
      '/',
      '/figurines',
      '/admin/',
      '/admin/orders',
      '/assets/index-abc123.js',
      '/admin/assets/index-abc123.js',
      '/api/shipping/countries',
    ]) {
      it(`HEAD ${path}`, async () => {
        const get = await fetch(`${t.baseUrl}${path}`);
        expect(get.status).toBe(200);
        expect((await get.text()).length).toBeGreaterThan(0);
        const head = await fetch(`${t.baseUrl}${path}`, { method: 'HEAD' });
        expect(head.status).toBe(200);
        expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
        expect(head.headers.get('content-security-policy')).toBe(get.headers.get('content-security-policy'));
        expect(await head.text()).toBe('');
      });
    }

    it('HEAD of an upload', async () => {
      await t.ctx.storage.put('http-semantics/one.txt', Buffer.from('hello'));
      const head = await fetch(`${t.baseUrl}/uploads/http-semantics/one.txt`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await head.text()).toBe('');
      expect(admin).toBeTruthy();
    });
  });
});

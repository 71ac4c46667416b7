import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

/** How the built web app is sent: hashed files cached for a year, everything else revalidated, compressed files as built. */
describe('web app assets', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('pedestal '.repeat(400))});`;
  const inline = 'window.__early = {};';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pedestal-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>Pedestal</title><meta name="app-name" content="Pedestal"><script>${inline}</script>`,
    );
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'assets/index-abc123.js'), script);
    writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
    t = await startTestApp({ env: { WEB_DIST_DIR: dist, APP_NAME: 'Figure Hall' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, encoding?: string) =>
    fetch(`${t.baseUrl}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a hashed script brotli- or gzip-compressed as built, immutable for a year', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toBe(script); // fetch decodes: the body is the script itself
    }
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('revalidates the service worker and the pages on every load, so a deploy is seen at once', async () => {
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    const page = await get('/figurines');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Figure Hall</title>');
  });

  it('sends the pages compressed, and allows their inline script by its hash alone', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const page = await get('/', accept);
      expect(page.headers.get('content-encoding')).toBe(encoding);
      expect(page.headers.get('vary')).toContain('accept-encoding');
      expect(await page.text()).toContain(`<script>${inline}</script>`);
    }
    const csp = (await get('/')).headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});

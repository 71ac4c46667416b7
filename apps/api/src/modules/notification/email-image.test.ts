import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';

/** Decision 035: an email loads a stored WebP as JPEG, which every mail client shows. */
describe('GET /api/notification/email-image', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const webp = await sharp({ create: { width: 480, height: 320, channels: 4, background: { r: 190, g: 24, b: 93, alpha: 0.5 } } })
      .webp()
      .toBuffer();
    await t.ctx.storage.put('characters/mail.w960.480.webp', webp);
  });
  afterAll(() => t.close());

  it('answers the stored WebP re-encoded as JPEG, on white, cacheable', async () => {
    const res = await fetch(`${t.baseUrl}/api/notification/email-image/characters/mail.w960.480.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('max-age');
    const image = sharp(Buffer.from(await res.arrayBuffer()));
    expect(await image.metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
  });

  it('answers 404 for a file that is not stored, a name that is not a .jpg, and a path that climbs out', async () => {
    for (const path of ['characters/missing.w960.jpg', 'characters/mail.w960.480.webp', '..%2F..%2Fetc%2Fpasswd.jpg']) {
      const res = await fetch(`${t.baseUrl}/api/notification/email-image/${path}`);
      expect(res.status, path).toBe(404);
    }
  });
});

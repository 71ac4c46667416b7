import { request as httpRequest } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterInput, makeUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startLocalS3, type LocalS3 } from '../../../test/stand-ins/s3';
import { copyUploads } from './copy-uploads';
import { DELETE_OBJECTS_QUEUE } from './deletion';
import { LocalFileStorage } from './file-storage';
import { S3FileStorage } from './s3-storage';

/**
 * Uploads in an S3-compatible bucket (a local s3rver, through the same @aws-sdk/client-s3 calls as
 * AWS S3, R2 or MinIO), with S3_PUBLIC_URL pointing browsers at the bucket's own address as a CDN's.
 */
/** A GET of `path` exactly as given to the server at `baseUrl` (no dot-segment resolution). */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port: Number(port), path }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('S3-compatible storage', () => {
  let s3: LocalS3;
  let t: TestApp;
  let publicUrl: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    publicUrl = `${s3.endpoint}/${s3.bucket}`;
    t = await startTestApp({ env: { ...s3.env, S3_PUBLIC_URL: publicUrl } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const png = (shade: number) =>
    sharp({ create: { width: 700, height: 500, channels: 3, background: { r: shade, g: 120, b: 80 } } })
      .png()
      .toBuffer();
  const upload = async (path: string, token: string, shade = 10) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png(shade))], { type: 'image/png' }), 'a.png');
    const res = await t.http.request('POST', path, { token, form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Record<string, string>;
  };
  const status = async (url: string) => (await fetch(url)).status;
  /** A 700 px image's address and those of its 240 and 480 px copies. */
  const withVariants = (url: string) => [url, url.replace('.w700.webp', '.w700.240.webp'), url.replace('.w700.webp', '.w700.480.webp')];
  const deleteQueued = () => t.ctx.jobs.drain([DELETE_OBJECTS_QUEUE]);

  it('puts every variant in the bucket and answers its public address, with nothing on local disk', async () => {
    const user = await makeUser(t.ctx);
    const { avatar } = await upload('/api/upload/user/avatar', user.token);
    expect(avatar).toMatch(new RegExp(`^${publicUrl}/avatars/${user.id}/[a-z0-9]+\\.w512\\.webp$`));
    const res = await fetch(avatar!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const w of [240, 480]) expect(await status(avatar!.replace('.w512.webp', `.w512.${w}.webp`))).toBe(200);
    expect(existsSync(t.ctx.config.uploadDir) ? readdirSync(t.ctx.config.uploadDir, { recursive: true }) : []).toEqual([]);
  });

  it('answers /uploads/ addresses from the bucket on any instance (addresses saved before the move), with validators', async () => {
    const user = await makeUser(t.ctx);
    const { illustration } = await upload('/api/upload/character/illustration', user.token);
    const key = illustration!.slice(publicUrl.length + 1);
    const proxied = await fetch(`${t.baseUrl}/uploads/${key}`);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await proxied.arrayBuffer())).toEqual(Buffer.from(await (await fetch(illustration!)).arrayBuffer()));
    const etag = proxied.headers.get('etag')!;
    expect((await fetch(`${t.baseUrl}/uploads/${key}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const missing = await t.http.get('/uploads/characters/nothing-here.webp');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    // Sent as written (fetch would resolve the dots to /etc/passwd, which the web app's pages answer
    // when a build is on disk): the uploads route itself refuses to leave its folder.
    const traversal = await rawGet(t.baseUrl, '/uploads/../../etc/passwd');
    expect(traversal.status).toBe(404);
    expect(traversal.body).not.toContain('root:');
  });

  it('lets the pages load images from the public address (CSP img-src)', async () => {
    const res = await t.http.get('/api/health/live');
    expect(res.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
  });

  it("accepts an account's own avatar by either address and refuses another account's", async () => {
    const ann = await makeUser(t.ctx);
    const ben = await makeUser(t.ctx);
    const { avatar } = await upload('/api/upload/user/avatar', ann.token);
    const refused = await t.http.put('/api/user/profile', { avatar }, ben.token);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({
      path: 'avatar',
      message: 'The avatar must be an image uploaded here',
      type: '/api/problems/avatar-not-uploaded',
    });
    const asUploads = `/uploads/${avatar!.slice(publicUrl.length + 1)}`;
    expect((await t.http.put('/api/user/profile', { avatar: asUploads }, ann.token)).status).toBe(200);
    expect((await t.http.put('/api/user/profile', { avatar }, ann.token)).status).toBe(200);
    // The same image under its other address is not a replacement: nothing is deleted.
    expect(await deleteQueued()).toBe(0);
    expect(await status(avatar!)).toBe(200);
  });

  it('deletes a replaced avatar and its copies, once the change is committed', async () => {
    const user = await makeUser(t.ctx);
    const first = (await upload('/api/upload/user/avatar', user.token, 30)).avatar!;
    const second = (await upload('/api/upload/user/avatar', user.token, 60)).avatar!;
    await deleteQueued();
    for (const url of [first, first.replace('.w512.webp', '.w512.240.webp'), first.replace('.w512.webp', '.w512.480.webp')]) {
      expect(await status(url)).toBe(404);
    }
    expect(await status(second)).toBe(200);
    // Removing it from the profile deletes it too.
    expect((await t.http.put('/api/user/profile', { avatar: '' }, user.token)).status).toBe(200);
    await deleteQueued();
    expect(await status(second)).toBe(404);
  });

  it("deletes a deleted account's avatar and its submissions' illustrations", async () => {
    const user = await makeUser(t.ctx);
    const { avatar } = await upload('/api/upload/user/avatar', user.token);
    const { illustration } = await upload('/api/upload/character/illustration', user.token);
    const created = await t.http.post('/api/character', characterInput({ illustration }), user.token);
    expect(created.status).toBe(200);
    expect((await t.http.delete('/api/authentication/delete-account', user.token)).status).toBe(200);
    await deleteQueued();
    for (const url of [...withVariants(illustration!), avatar!]) expect(await status(url)).toBe(404);
  });

  it("deletes a submission's illustration with the submission, unless another submission shows it", async () => {
    await deleteQueued();
    const user = await makeUser(t.ctx);
    const other = await makeUser(t.ctx);
    const { illustration } = await upload('/api/upload/character/illustration', user.token);
    const mine = (await t.http.post('/api/character', characterInput({ illustration }), user.token)).body.data.id as string;
    const theirs = (await t.http.post('/api/character', characterInput({ illustration }), other.token)).body.data.id as string;
    expect((await t.http.delete(`/api/character/${mine}`, user.token)).status).toBe(200);
    expect(await deleteQueued()).toBe(0);
    expect(await status(illustration!)).toBe(200);
    expect((await t.http.delete(`/api/character/${theirs}`, other.token)).status).toBe(200);
    expect(await deleteQueued()).toBe(1);
    for (const url of withVariants(illustration!)) expect(await status(url)).toBe(404);
  });

  it('copies local uploads into the bucket under the same keys, and skips them when run again', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pedestal-copy-'));
    mkdirSync(join(root, 'avatars', 'u1'), { recursive: true });
    mkdirSync(join(root, 'seed'), { recursive: true });
    writeFileSync(
      join(root, 'avatars', 'u1', 'a.w512.webp'),
      await sharp(await png(1))
        .webp()
        .toBuffer(),
    );
    writeFileSync(
      join(root, 'seed', 'banner-0.webp'),
      await sharp(await png(2))
        .webp()
        .toBuffer(),
    );
    const bucket = new S3FileStorage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      expect(await copyUploads(root, bucket)).toEqual({ copied: 2, skipped: 0 });
      expect(await copyUploads(root, bucket)).toEqual({ copied: 0, skipped: 2 });
      for (const key of ['avatars/u1/a.w512.webp', 'seed/banner-0.webp']) {
        const res = await fetch(`${t.baseUrl}/uploads/${key}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
      }
    } finally {
      bucket.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('local storage', () => {
  it('keeps keys inside its folder and deletes what it is asked to, absent files included', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pedestal-local-'));
    const storage = new LocalFileStorage(root);
    try {
      expect(await storage.put('avatars/u/a.webp', Buffer.from('x'))).toBe('/uploads/avatars/u/a.webp');
      await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow('invalid storage key');
      await expect(storage.put('avatars//a.webp', Buffer.from('x'))).rejects.toThrow('invalid storage key');
      await storage.delete(['avatars/u/a.webp', 'avatars/u/never.webp']);
      expect(await storage.get('avatars/u/a.webp')).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { LocalFileStorage } from './file-storage';
import { storeImage } from './images';

describe('storeImage', () => {
  const root = mkdtempSync(join(tmpdir(), 'pedestal-images-'));
  const storage = new LocalFileStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const read = (path: string) => readFileSync(join(root, path.replace('/uploads/', '')));
  const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 40, height = 30) =>
    sharp({ create: { width, height, channels: 3, background: '#336699' } })
      [format]()
      .toBuffer();

  it.each(['png', 'jpeg', 'gif', 'webp'] as const)('accepts %s and stores WebP', async (format) => {
    const path = await storeImage(storage, 'test', await image(format));
    expect(path).toMatch(/^\/uploads\/test\/[a-z0-9]+\.w40\.webp$/);
    expect((await sharp(read(path)).metadata()).format).toBe('webp');
  });

  it('shrinks to the longest side asked and never enlarges', async () => {
    const big = await storeImage(storage, 'test', await image('png', 1200, 300), 600);
    expect(await sharp(read(big)).metadata()).toMatchObject({ width: 600, height: 150 });
    const small = await storeImage(storage, 'test', await image('png', 40, 30), 600);
    expect(await sharp(read(small)).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('strips metadata such as EXIF', async () => {
    const withExif = await sharp(await image('jpeg'))
      .withExif({ IFD0: { Artist: 'Secret Location' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const path = await storeImage(storage, 'test', withExif);
    expect((await sharp(read(path)).metadata()).exif).toBeUndefined();
  });

  it.each([
    ['text', Buffer.from('hello, not an image')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
  ])('refuses %s by its bytes', async (_name, bytes) => {
    await expect(storeImage(storage, 'test', bytes)).rejects.toMatchObject({ status: 400, reason: 'unsupported-image-type' });
  });

  it('refuses a truncated image it cannot decode with a 400, not a crash', async () => {
    const png = await image('png', 400, 400);
    const error = await storeImage(storage, 'test', png.subarray(0, 60)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  compressionFailedMessage,
  notAnImageMessage,
  notAFileMessage,
  compressImage,
  compressionOptions,
  initialQualityFor,
  isSupportedImage,
} from './compress-image';

const compress = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compress }));

const MB = 1024 * 1024;
const LIMIT = 5 * MB;
const fileOf = (size: number, name = 'photo.png', type = 'image/png') => new File([new Uint8Array(size)], name, { type });

afterEach(() => compress.mockReset());

describe('initialQualityFor', () => {
  it('starts at 0.8 up to twice the limit', () => {
    expect(initialQualityFor(LIMIT + 1, LIMIT)).toBe(0.8);
    expect(initialQualityFor(2 * LIMIT, LIMIT)).toBe(0.8);
  });
  it('uses 0.75 over twice the limit', () => {
    expect(initialQualityFor(2 * LIMIT + 1, LIMIT)).toBe(0.75);
    expect(initialQualityFor(3 * LIMIT, LIMIT)).toBe(0.75);
  });
  it('uses 0.7 over three times the limit', () => {
    expect(initialQualityFor(3 * LIMIT + 1, LIMIT)).toBe(0.7);
    expect(initialQualityFor(5 * LIMIT, LIMIT)).toBe(0.7);
  });
  it('uses 0.6 over five times the limit', () => {
    expect(initialQualityFor(5 * LIMIT + 1, LIMIT)).toBe(0.6);
    expect(initialQualityFor(40 * LIMIT, LIMIT)).toBe(0.6);
  });
  it('defaults to the 5 MB upload limit', () => {
    expect(initialQualityFor(11 * MB)).toBe(0.75);
  });
});

describe('compressionOptions', () => {
  it('targets 95% of the limit as JPEG within 1920 px, 10 iterations, no web worker', () => {
    expect(compressionOptions(16 * MB, LIMIT)).toEqual({
      maxSizeMB: 4.75,
      maxWidthOrHeight: 1920,
      fileType: 'image/jpeg',
      initialQuality: 0.7,
      maxIteration: 10,
      useWebWorker: false,
    });
  });
});

describe('isSupportedImage', () => {
  it.each(['a.png', 'a.jpeg', 'a.JPG', 'a.webp', 'a.gif'])('accepts %s', (name) => expect(isSupportedImage({ name })).toBe(true));
  it.each(['a.bmp', 'a.svg', 'a.heic', 'png', 'a.png.exe'])('refuses %s', (name) => expect(isSupportedImage({ name })).toBe(false));
});

describe('compressImage', () => {
  it('returns a file within the limit untouched, without loading the library', async () => {
    const file = fileOf(LIMIT);
    await expect(compressImage(file, LIMIT)).resolves.toBe(file);
    expect(compress).not.toHaveBeenCalled();
  });

  it('re-encodes a file over the limit to a .jpg JPEG with the SPEC options', async () => {
    compress.mockResolvedValue(new Blob([new Uint8Array(10)], { type: 'image/jpeg' }));
    const out = await compressImage(fileOf(LIMIT * 4, 'big.photo.png'), LIMIT);
    expect(compress).toHaveBeenCalledWith(expect.any(File), compressionOptions(LIMIT * 4, LIMIT));
    expect(out.name).toBe('big.photo.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(10);
  });

  it('reports a compression failure with the compression message', async () => {
    compress.mockRejectedValue(new Error('canvas died'));
    await expect(compressImage(fileOf(LIMIT * 2), LIMIT)).rejects.toThrow(compressionFailedMessage());
  });

  it('refuses what is not a Blob or not an image', async () => {
    await expect(compressImage('nope')).rejects.toThrow(notAFileMessage());
    await expect(compressImage(fileOf(10, 'a.txt', 'text/plain'))).rejects.toThrow(notAnImageMessage());
  });
});

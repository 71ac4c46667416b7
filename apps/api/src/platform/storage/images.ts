import { newId } from '../../db/ids';
import { IMAGE_MIME_TYPES, UPLOAD_LIMIT_BYTES } from '@pedestal/contract';
import { sizedImageKey, variantKey, variantWidths } from '@pedestal/contract/rules/image-variants';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../errors';
import type { FileStorage } from './file-storage';

type WebpOptions = { quality: number; effort?: number };

/**
 * Saves a WebP image at its own width and a copy at each standard width below it (contract
 * rules/image-variants: 240/480/960/1920, never upscaled), made once here so pages can pick the
 * size a screen needs (srcset). Answers the public path of the full-size file.
 */
export async function putImageWithVariants(
  storage: FileStorage,
  base: string,
  full: Buffer,
  width: number,
  webp: WebpOptions,
): Promise<string> {
  const key = sizedImageKey(base, width);
  const copies = await Promise.all(
    variantWidths(width).map(async (w) => ({
      key: variantKey(key, w),
      body: await sharp(full).resize({ width: w }).webp(webp).toBuffer(),
    })),
  );
  for (const copy of copies) await storage.put(copy.key, copy.body);
  // The full-size file last: a path handed out always has its variants beside it.
  return storage.put(key, full);
}

const UPLOAD_WEBP = { quality: 82 } as const;

/**
 * Checks an uploaded image by its bytes (never the name or the declared type), then re-encodes it
 * with sharp: metadata stripped, at most 1920 px, WebP, plus its narrower variants. Returns the
 * public path of the full-size file.
 */
export async function storeImage(storage: FileStorage, folder: string, body: Buffer, maxSide = 1920): Promise<string> {
  if (body.length === 0) throw AppError.field('file', 'not-an-image');
  if (body.length > UPLOAD_LIMIT_BYTES) throw new AppError('payload-too-large');
  const type = await fileTypeFromBuffer(body);
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw AppError.field('file', 'unsupported-image-type');
  }
  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    output = await sharp(body, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp(UPLOAD_WEBP)
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw AppError.field('file', 'image-processing-failed');
  }
  return putImageWithVariants(storage, `${folder}/${newId()}`, output.data, output.info.width, UPLOAD_WEBP);
}

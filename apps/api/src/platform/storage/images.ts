import { createId } from '@paralleldrive/cuid2';
import { IMAGE_MIME_TYPES, UPLOAD_LIMIT_BYTES } from '@pedestal/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../errors';
import type { FileStorage } from './file-storage';

export const UNSUPPORTED_IMAGE_MESSAGE = 'Unsupported file type, please select png, jpeg, jpg, webp, gif format image';

/**
 * Checks an uploaded image by its bytes (never the name or the declared type), then re-encodes it
 * with sharp: metadata stripped, at most 1920 px, WebP. Returns the public path.
 */
export async function storeImage(storage: FileStorage, folder: string, body: Buffer, maxSide = 1920): Promise<string> {
  if (body.length === 0)
    throw AppError.validation('The file given is not an image', [{ path: 'file', message: 'The file given is not an image' }]);
  if (body.length > UPLOAD_LIMIT_BYTES) throw AppError.rejected('File or request body is too large', 413);
  const type = await fileTypeFromBuffer(body);
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw AppError.validation(UNSUPPORTED_IMAGE_MESSAGE, [{ path: 'file', message: UNSUPPORTED_IMAGE_MESSAGE }]);
  }
  let output: Buffer;
  try {
    output = await sharp(body, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw AppError.validation('Error processing file, please try again', [
      { path: 'file', message: 'Error processing file, please try again' },
    ]);
  }
  return storage.put(`${folder}/${createId()}.webp`, output);
}

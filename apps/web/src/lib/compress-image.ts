import { IMAGE_EXTENSIONS, UPLOAD_LIMIT_BYTES } from '@pedestal/contract/constants';
import { i18next } from '@/i18n';

/**
 * SPEC §8's image errors in the shopper's language: the English store shows SPEC's English words,
 * the Chinese store SPEC's Chinese compression message and Chinese for the others (decision 035).
 */
export const notAFileMessage = () => i18next.t('errors.notAFile');
export const notAnImageMessage = () => i18next.t('errors.notAnImage');
export const compressionFailedMessage = () => i18next.t('errors.compressionFailed');

/** SPEC §5: the extension decides (png, jpeg, jpg, webp, gif). */
export function isSupportedImage(file: { name: string }): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.name.includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

/** SPEC §9: the bigger the file against the limit, the lower the starting JPEG quality. */
export function initialQualityFor(size: number, limit = UPLOAD_LIMIT_BYTES): number {
  const ratio = size / limit;
  if (ratio > 5) return 0.6;
  if (ratio > 3) return 0.7;
  if (ratio > 2) return 0.75;
  return 0.8;
}

/** The browser-image-compression options of SPEC §9; in the main thread so no worker script is fetched from a CDN. */
export function compressionOptions(size: number, limit = UPLOAD_LIMIT_BYTES) {
  return {
    maxSizeMB: (limit * 0.95) / 1024 / 1024,
    maxWidthOrHeight: 1920,
    fileType: 'image/jpeg',
    initialQuality: initialQualityFor(size, limit),
    maxIteration: 10,
    useWebWorker: false,
  };
}

/**
 * Returns the file unchanged when it is within the upload limit, else a JPEG re-encoded to fit.
 * The compression library is loaded on first use so screens that never compress stay small.
 */
export async function compressImage(file: unknown, limit = UPLOAD_LIMIT_BYTES): Promise<File> {
  if (!(file instanceof Blob)) throw new Error(notAFileMessage());
  const named = file instanceof File ? file : new File([file], 'image', { type: file.type });
  if (!named.type.startsWith('image/')) throw new Error(notAnImageMessage());
  if (named.size <= limit) return named;
  let output: Blob;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    output = await imageCompression(named, compressionOptions(named.size, limit));
  } catch (cause) {
    throw new Error(compressionFailedMessage(), { cause });
  }
  const base = named.name.replace(/\.[^.]+$/, '') || 'image';
  return new File([output], `${base}.jpg`, { type: 'image/jpeg', lastModified: Date.now() });
}

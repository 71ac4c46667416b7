import type { Config } from '../../config';
import { LocalFileStorage, type FileStorage } from './file-storage';

/**
 * The storage the configuration names: a bucket with S3_BUCKET, else UPLOAD_DIR on local disk. The
 * AWS SDK is loaded only for a bucket (about a second of every start otherwise).
 */
export async function configuredStorage(config: Config): Promise<FileStorage> {
  if (!config.S3_BUCKET) return new LocalFileStorage(config.uploadDir);
  const { S3FileStorage } = await import('./s3-storage');
  return new S3FileStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: config.S3_PUBLIC_URL,
  });
}

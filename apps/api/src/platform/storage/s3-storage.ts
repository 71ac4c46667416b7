import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertKey, contentTypeOf, OBJECT_CACHE_CONTROL, UPLOADS_PATH, type FileStorage } from './file-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Absent for AWS itself; R2, MinIO and other S3-compatible stores name their API address. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Absent: the AWS SDK's credential chain (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where browsers load objects from (a CDN or the bucket's public address); absent: /uploads/ on every instance. */
  publicUrl?: string;
}

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), so that every instance of a
 * fleet sees every upload. Addresses point at S3_PUBLIC_URL when there is one (a CDN), else at
 * /uploads/, which each instance answers from the bucket.
 */
export class S3FileStorage implements FileStorage {
  readonly publicPrefix: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.publicPrefix = settings.publicUrl ? settings.publicUrl.replace(/\/+$/, '') : UPLOADS_PATH;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: 3,
    });
  }

  async put(key: string, body: Buffer) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: assertKey(key),
        Body: body,
        ContentType: contentTypeOf(key),
        CacheControl: OBJECT_CACHE_CONTROL,
      }),
    );
    return `${this.publicPrefix}/${key}`;
  }

  async get(key: string, options: { ifNoneMatch?: string } = {}) {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: assertKey(key), IfNoneMatch: options.ifNoneMatch }),
      );
      return {
        body: res.Body as Readable,
        contentType: res.ContentType ?? contentTypeOf(key),
        length: res.ContentLength,
        etag: res.ETag,
      };
    } catch (err) {
      if (statusOf(err) === 304) return 'not-modified' as const;
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  /** Whether an object of `size` bytes is under `key` already (the copy command skips it). */
  async has(key: string, size: number): Promise<boolean> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertKey(key) }));
      return head.ContentLength === size;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      throw err;
    }
  }

  async delete(keys: string[]) {
    // DeleteObjects takes at most 1000 keys; an absent key counts as deleted.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((key) => ({ Key: assertKey(key) }));
      const res = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
      if (res.Errors?.length) {
        const first = res.Errors[0]!;
        throw new Error(`S3 did not delete ${res.Errors.length} object(s), e.g. ${first.Key}: ${first.Code} ${first.Message ?? ''}`.trim());
      }
    }
  }

  close() {
    this.client.destroy();
  }
}

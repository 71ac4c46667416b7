import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../harness';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The settings that point the server at this bucket (S3_PUBLIC_URL left out: /uploads/ is proxied). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver: the S3 REST API, path-style, objects on disk) with one bucket,
 * for the same @aws-sdk/client-s3 calls the server makes against AWS S3, R2 or MinIO.
 */
export async function startLocalS3(bucket = 'media'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'pedestal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

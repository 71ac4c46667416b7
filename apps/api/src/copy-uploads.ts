import { loadConfig } from './config';
import { copyUploads } from './platform/storage/copy-uploads';
import { configuredStorage } from './platform/storage/configured';
import { S3FileStorage } from './platform/storage/s3-storage';

/**
 * `npm run uploads:copy -w apps/api`: copies the uploads on this machine's disk (UPLOAD_DIR) into the
 * bucket the S3_* settings name, before the instances are switched to it (docs/OPERATIONS.md).
 */
async function main() {
  const config = loadConfig();
  const storage = await configuredStorage(config);
  if (!(storage instanceof S3FileStorage)) throw new Error('Set S3_BUCKET (and the other S3_* settings) to the bucket to copy into');
  try {
    const { copied, skipped } = await copyUploads(config.uploadDir, storage, (done) => {
      if (done % 100 === 0) process.stdout.write(`  ${done} files…\n`);
    });
    process.stdout.write(`Copied ${copied} files from ${config.uploadDir} to bucket ${config.S3_BUCKET} (${skipped} already there)\n`);
  } finally {
    storage.close();
  }
}

main().catch((err: unknown) => {
  console.error(`Copy failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { assertKey } from './file-storage';
import type { S3FileStorage } from './s3-storage';

/**
 * Copies every file under a local upload folder into the bucket under the same key, so the
 * `/uploads/…` addresses already saved keep loading once the instances use the bucket. Objects
 * already there with the same size are skipped: the copy can be run again after an interruption.
 */
export async function copyUploads(
  root: string,
  bucket: Pick<S3FileStorage, 'has' | 'put'>,
  onProgress: (done: number) => void = () => {},
): Promise<{ copied: number; skipped: number }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  let copied = 0;
  let skipped = 0;
  // A few at a time: enough to hide the round trips, few enough for a small machine.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const key = assertKey(relative(root, file).split(sep).join('/'));
      const { size } = await stat(file);
      if (await bucket.has(key, size)) skipped++;
      else {
        await bucket.put(key, await readFile(file));
        copied++;
      }
      onProgress(copied + skipped);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { copied, skipped };
}

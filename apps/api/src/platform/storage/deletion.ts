import { imageWidth, variantKey, variantWidths } from '@pedestal/contract/rules/image-variants';
import type { DbOrTx } from '../../db/client';
import type { JobQueue, QueueDefinition } from '../jobs/queue';
import { keyOf, type FileStorage } from './file-storage';

export const DELETE_OBJECTS_QUEUE = 'storage.delete-objects';

/** An image's key and the keys of its narrower copies (contract rules/image-variants). */
function imageKeys(key: string): string[] {
  const width = imageWidth(key);
  return [key, ...(width ? variantWidths(width).map((w) => variantKey(key, w)) : [])];
}

/**
 * Deletes stored images (each with its variants) once the transaction that dropped their last
 * reference commits: the deletion is a queued job written in that transaction, so a crash can
 * neither lose it nor delete an image whose row stayed. Addresses that are not ours are skipped.
 */
export async function deleteStoredImages(
  ctx: { storage: FileStorage; jobs: JobQueue },
  tx: DbOrTx,
  addresses: readonly (string | null | undefined)[],
): Promise<void> {
  const keys = addresses.flatMap((address) => {
    const key = address ? keyOf(ctx.storage, address) : null;
    return key ? imageKeys(key) : [];
  });
  if (keys.length > 0) await ctx.jobs.enqueue(tx, DELETE_OBJECTS_QUEUE, { keys: [...new Set(keys)] });
}

/** Runs the queued deletions (deleting an absent object is no error, so a repeated run is harmless). */
export function objectDeletionJob(storage: FileStorage): QueueDefinition<{ keys: string[] }> {
  return { name: DELETE_OBJECTS_QUEUE, run: ({ keys }) => storage.delete(keys) };
}

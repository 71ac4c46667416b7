import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

/** The path every instance serves uploads under, whatever the storage (S3 objects are proxied there). */
export const UPLOADS_PATH = '/uploads';

export interface StoredObject {
  body: Readable;
  contentType: string;
  length?: number;
  etag?: string;
}

/**
 * Where uploaded and generated images are kept: local disk by default, an S3-compatible bucket for a
 * fleet (s3-storage.ts). Keys look like `avatars/abc.w512.webp`; the database keeps the address
 * `put` answered, so it must stay loadable for as long as the row lives.
 */
export interface FileStorage {
  /** Saves the bytes under `key` and answers the address browsers load them from. */
  put(key: string, body: Buffer): Promise<string>;
  /** The object under `key`, or null when there is none. */
  get(key: string, options?: { ifNoneMatch?: string }): Promise<StoredObject | 'not-modified' | null>;
  /** Deletes the objects; keys without one are no error (a deletion may run twice). */
  delete(keys: string[]): Promise<void>;
  /** Where `put`'s addresses start: `/uploads`, or S3_PUBLIC_URL. */
  readonly publicPrefix: string;
  /** Releases its connections (the server closing). */
  close?(): void;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;

/** A key that stays inside the storage's folder or bucket: no empty, `.` or `..` segment. */
const validKey = (key: string) => KEY.test(key) && !key.split('/').some((part) => part === '' || part === '.' || part === '..');

export function assertKey(key: string): string {
  if (!validKey(key)) throw new Error('invalid storage key');
  return key;
}

/**
 * The key of an address this storage handed out — under its public prefix, or under /uploads/, which
 * every storage serves (addresses saved before a move to a bucket keep working) — else null.
 */
export function keyOf(storage: Pick<FileStorage, 'publicPrefix'>, url: string): string | null {
  const path = url.split(/[?#]/)[0]!;
  for (const prefix of new Set([`${storage.publicPrefix}/`, `${UPLOADS_PATH}/`])) {
    if (!path.startsWith(prefix)) continue;
    const key = path.slice(prefix.length);
    return validKey(key) ? key : null;
  }
  return null;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

export const contentTypeOf = (key: string) => CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

/** How long browsers and CDNs may keep an object: its key never names other bytes. */
export const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export class LocalFileStorage implements FileStorage {
  readonly publicPrefix = UPLOADS_PATH;
  readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(this.root, { recursive: true });
  }
  async put(key: string, body: Buffer) {
    const file = join(this.root, assertKey(key));
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, body);
    return `${this.publicPrefix}/${key}`;
  }
  async get(key: string) {
    const file = join(this.root, assertKey(key));
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(file), contentType: contentTypeOf(key), length: info.size };
  }
  async delete(keys: string[]) {
    for (const key of keys) await rm(join(this.root, assertKey(key)), { force: true });
  }
}

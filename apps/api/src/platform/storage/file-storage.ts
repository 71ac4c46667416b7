import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where uploaded and generated images are kept; local disk by default, S3-compatible at scale. */
export interface FileStorage {
  /** Saves the bytes and answers the public path (e.g. /uploads/avatars/x.webp). */
  put(key: string, body: Buffer): Promise<string>;
  readonly publicPrefix: string;
  readonly root: string;
}

export class LocalFileStorage implements FileStorage {
  readonly publicPrefix = '/uploads';
  readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(this.root, { recursive: true });
  }
  async put(key: string, body: Buffer) {
    if (key.includes('..') || key.startsWith('/')) throw new Error('invalid storage key');
    const file = join(this.root, key);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, body);
    return `${this.publicPrefix}/${key}`;
  }
}

import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStorage } from '../platform/storage/file-storage';

/**
 * The demo artwork rendered at build time (`dist/demo-art`, written by `dist/prebuild.js`): on a
 * first start its files are copied into storage instead of drawn again (issue 13: first start ≤ 5 s).
 */
export class PrebuiltArt {
  private constructor(
    private readonly root: string,
    private readonly files: string[],
  ) {}

  /** The build's art beside the server bundle; null when running from source or not built. */
  static beside(moduleUrl: string): PrebuiltArt | null {
    const root = join(dirname(fileURLToPath(moduleUrl)), 'demo-art');
    return existsSync(root)
      ? new PrebuiltArt(
          root,
          listFiles(root).map((f) => relative(root, f)),
        )
      : null;
  }

  /** Copies the image saved under `base` and its variants into storage; its public path, or null. */
  async copyTo(storage: FileStorage, base: string): Promise<string | null> {
    const own = this.files.filter((f) => f.startsWith(`${base}.w`));
    const full = own.find((f) => /^\.w\d+\.webp$/.test(f.slice(base.length)));
    if (!full) return null;
    for (const file of own) if (file !== full) await storage.put(file, await readFile(join(this.root, file)));
    return storage.put(full, await readFile(join(this.root, full)));
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

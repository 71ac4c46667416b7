// The initial JavaScript of the store (issue 13 budget: ≤ 130 KB): the entry script and every
// script index.html loads with it, each compressed with gzip -9, summed. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @param {string} dist the web build folder; answers the total and each file's gzip bytes. */
export function initialJsGzip(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The entry and its preloads are named in index.html's loader script (vite.config.ts).
  const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const files = [...new Set(scripts)].map((path) => ({ path, gzip: gzipSync(readFileSync(join(dist, path)), { level: 9 }).length }));
  return { total: files.reduce((sum, f) => sum + f.gzip, 0), files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { total, files } = initialJsGzip(join(import.meta.dirname, '..', 'dist'));
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.path}`);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  initial JS (gzip -9), budget 130 KB`);
}

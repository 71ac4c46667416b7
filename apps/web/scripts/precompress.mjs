// Writes .br and .gz beside every text asset of the build, so the server sends them as they are
// (@fastify/static preCompressed) instead of compressing on each request or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
let raw = 0;
let br = 0;
let count = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && statSync(path).size >= 1024) {
      const body = readFileSync(path);
      const brotli = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      writeFileSync(`${path}.br`, brotli);
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      raw += body.length;
      br += brotli.length;
      count++;
    }
  }
}

walk(dist);
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);

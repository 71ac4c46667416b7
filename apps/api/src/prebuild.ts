import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import { PGLITE_TEMPLATE } from './db/client';
import { makePgliteTemplate } from './pglite-template';
import { LocalFileStorage } from './platform/storage/file-storage';
import { storeDemoArt } from './seed/demo-art';

/**
 * Run by the build after bundling (issue 13: a new user waits ≤ 5 s on the first start): draws the
 * demo artwork (and its variants) into dist/demo-art, which the seed copies into storage, and makes
 * dist/pglite-template, which a new data directory starts as a copy of. Nothing here is per
 * install: the seed (demo shopper, first admin with a generated password, dates relative to today)
 * still runs on the first start.
 */
const dist = dirname(fileURLToPath(import.meta.url));
const started = performance.now();
rmSync(join(dist, 'demo-art'), { recursive: true, force: true });
const art = await storeDemoArt(new LocalFileStorage(join(dist, 'demo-art')), null);
await makePgliteTemplate(join(dist, PGLITE_TEMPLATE));
process.stdout.write(
  `prebuild: ${art.size} demo pictures and the PGlite template in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);

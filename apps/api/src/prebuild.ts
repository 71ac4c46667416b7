import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, PGLITE_TEMPLATE } from './db/client';
import { LocalFileStorage } from './platform/storage/file-storage';
import { storeDemoArt } from './seed/demo-art';

/**
 * Run by the build after bundling (issue 13: a new user waits ≤ 5 s on the first start):
 * - draws the demo artwork (and its variants) into dist/demo-art, copied into storage by the seed;
 * - makes dist/pglite-template, a PGlite data directory with every migration applied and the job
 *   queue's tables made, which a new data directory starts as a copy of.
 * Nothing here is per install: the template holds no rows of users, secrets or dates; the seed
 * (demo shopper, first admin with a generated password, dates relative to today) runs on the first start.
 */
const dist = dirname(fileURLToPath(import.meta.url));
const started = performance.now();

rmSync(join(dist, 'demo-art'), { recursive: true, force: true });
const art = await storeDemoArt(new LocalFileStorage(join(dist, 'demo-art')), null);

const templateDir = join(dist, PGLITE_TEMPLATE);
const scratch = mkdtempSync(join(tmpdir(), 'pedestal-prebuild-'));
rmSync(templateDir, { recursive: true, force: true });
delete process.env.DATABASE_URL;
Object.assign(process.env, {
  DATA_DIR: templateDir,
  UPLOAD_DIR: join(scratch, 'uploads'),
  SEED_DEMO_DATA: 'false',
  JOBS_ENABLED: 'false',
  LOG_LEVEL: 'warn',
});
const database = await openDatabase({ dataDir: templateDir });
await database.migrate();
// Booting the app once makes the job queue's tables and queues, as a first start would.
const { app } = await buildApp({ config: loadConfig(), database, logger: false });
await app.close();
await database.close();
rmSync(scratch, { recursive: true, force: true });

console.log(`prebuild: ${art.size} demo pictures and the PGlite template in ${((performance.now() - started) / 1000).toFixed(1)} s`);

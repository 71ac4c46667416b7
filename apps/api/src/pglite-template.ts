import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

/**
 * Makes `dir` a PGlite data directory with every migration applied and the job queue's tables and
 * queues made, and nothing else: no users, secrets or dates. A new data directory starts as a copy
 * of it (db/client.ts), skipping initdb and the migrations (issue 13: first start ≤ 5 s).
 */
export async function makePgliteTemplate(dir: string): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'pedestal-template-'));
  rmSync(dir, { recursive: true, force: true });
  // Only what the template needs: no database URL (it is PGlite), no jobs running, no seed.
  const config = loadConfig({
    DATA_DIR: dir,
    UPLOAD_DIR: join(scratch, 'uploads'),
    SEED_DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    // Booting the app once makes the job queue's tables and queues, as a first start would.
    const { app } = await buildApp({ config, database, logger: false });
    await app.close();
  } finally {
    await database.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

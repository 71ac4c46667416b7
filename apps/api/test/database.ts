import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, PGLITE_POSTGRES_MAJOR, type Database, type PoolLimits } from '../src/db/client';

const migrationsDir = join(import.meta.dirname, '..', 'drizzle');

/** Changes whenever a committed migration does. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  return hash.digest('hex');
}

/**
 * A migrated PGlite cluster, made once per set of migrations and shared by every test file (like
 * PostgreSQL's template databases): starting from it takes about 1 s instead of about 5 s for initdb
 * plus the migrations in each file.
 */
async function migratedTemplate(): Promise<Blob> {
  // Keyed by PGlite's PostgreSQL major too: a cluster of another major does not open (0.3 → 0.5).
  const path = join(tmpdir(), `pedestal-pglite-template-${migrationsHash().slice(0, 16)}-pg${PGLITE_POSTGRES_MAJOR}.tar`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const snapshot = await database.snapshot!();
    await database.close();
    // Parallel workers may all build it: each writes its own file and the rename is atomic.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    renameSync(partial, path);
    return snapshot;
  }
}

/** The name of a migrated template database for the committed migrations on the PostgreSQL server (made once). */
async function migratedServerTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `pedestal_template_${migrationsHash().slice(0, 16)}`;
  // One maker at a time across the parallel test workers; the others find it made.
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ url: url.toString(), pool: { max: 2 } });
    await database.migrate();
    await database.close();
    // Renamed when complete, so a template that exists is always whole.
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database on
 * the PostgreSQL server of DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(options: { pool?: Partial<PoolLimits> } = {}): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://', template: await migratedTemplate() });
    // A no-op on the template, kept so a test file always sees the committed migrations applied.
    await database.migrate();
    return database;
  }
  const name = `pedestal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedServerTemplate(admin, serverUrl)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The product's default of 10 connections, and a request waits up to 30 s for one (the product's
  // default is 5 s): CI runs two of these files at once beside two browser shards and the instances
  // some files start, all under PostgreSQL's 100 connections, and a crowd queued on one row must not
  // turn into store-busy 503s on a saturated machine. Tests of the pool's own limits pass theirs.
  const database = await openDatabase({ url: url.toString(), pool: { max: 10, connectTimeoutMs: 30_000, ...options.pool } });
  // A no-op on the template, kept so a test file always sees the committed migrations applied.
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

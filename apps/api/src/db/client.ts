import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { installTimestampReader } from './timestamps';

/** One type for both drivers: the code is written once against PostgreSQL's dialect. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Raw SQL with `$n` parameters outside drizzle (the job queue's own connection). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  /**
   * The public lists' reads (decision 041): on PostgreSQL a small pool of their own
   * (`PoolLimits.listMax` connections), so a drop's order transactions and lookups cannot keep
   * the shared visitor lists waiting for a connection; otherwise (PGlite, or `listMax` 0) `db`.
   */
  listDb: Db;
  executor: SqlExecutor;
  driver: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: LISTEN on `channel` over a dedicated connection that reconnects by itself;
   * `onListening(false)` while it is down (notifications may be missed), `true` once it listens again.
   */
  listen?(channel: string, handlers: { onNotify(payload: string): void; onListening(listening: boolean): void }): () => Promise<void>;
  migrate(): Promise<void>;
  /** Whether every migration this build knows has been applied (a newer build's extra ones are fine). */
  migrationsCurrent(): Promise<boolean>;
  /**
   * Runs `fn` while no other instance runs one under the same name (a PostgreSQL advisory lock held
   * on one connection; PGlite has a single process). For start-up work several instances may try at once.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Calls `observer` after every statement with its duration (metrics). */
  observeQueries(observer: QueryObserver | null): void;
  /** PostgreSQL only: opens the pools' kept connections (`PoolLimits.min`) before the first request needs them. */
  warm?(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (in use, idle) and the requests waiting for one. */
  poolState?(): { inUse: number; idle: number; waiting: number; max: number };
  /** PGlite only: the whole data directory as a tarball, to start other databases from (`template`). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export type QueryObserver = (seconds: number, ok: boolean) => void;

/**
 * Times every statement a client runs, promise or callback form (node-postgres and PGlite), and
 * tells `observer()` (when set) its duration. A submittable (a cursor) is passed through untimed.
 */
function timeQueries(target: object, observer: () => QueryObserver | null) {
  type Query = (...args: unknown[]) => unknown;
  const client = target as { query: Query };
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const observe = observer();
    if (!observe) return query(...args);
    const start = performance.now();
    const done = (ok: boolean) => observe((performance.now() - start) / 1000, ok);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (err: unknown, result: unknown) => void;
      args[last] = (err: unknown, result: unknown) => {
        done(!err);
        callback(err, result);
      };
      return query(...args);
    }
    const result = query(...args) as { then?: unknown } | undefined;
    if (result && typeof result.then === 'function') {
      (result as Promise<unknown>).then(
        () => done(true),
        () => done(false),
      );
    }
    return result;
  };
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from this snapshot of a data directory instead of an empty cluster. */
  template?: Blob;
  /** PostgreSQL only: the pool's limits (config DATABASE_POOL_MAX and the timeouts). */
  pool?: Partial<PoolLimits>;
  /** PGlite only: a data directory a new one on disk starts as a copy of (dist/pglite-template, src/prebuild.ts). */
  templateDir?: string;
}

/** The committed migrations live in apps/api/drizzle, found from source (src/db) or the bundle (dist). */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Migrations folder not found (apps/api/drizzle)');
}

export interface PoolLimits {
  max: number;
  /**
   * Connections kept open however quiet the instance is (at most `max`; the list pool keeps all of
   * its own), opened by `warm()`. pg closes idle connections after 10 s otherwise: a drop after a
   * quiet minute then opened them in its first second, each a new PostgreSQL backend with cold
   * caches, while its first orders waited (issue 25).
   */
  min: number;
  /** Connections of the public lists' own pool (0: they share the main one). */
  listMax: number;
  /** Waiting for a pooled or a new connection, in ms. */
  connectTimeoutMs: number;
  /** PostgreSQL's statement_timeout for every pooled connection, in ms. */
  statementTimeoutMs: number;
}

const DEFAULT_POOL: PoolLimits = { max: 10, min: 0, listMax: 0, connectTimeoutMs: 5_000, statementTimeoutMs: 30_000 };

/** The newest migration of this build (drizzle records each applied one by its journal time). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  installTimestampReader();
  if (options.url) {
    const limits = { ...DEFAULT_POOL, ...options.pool };
    const observed: { onQuery: QueryObserver | null } = { onQuery: null };
    const newPool = (max: number, min: number, name: string) => {
      const made = new pg.Pool({
        connectionString: options.url,
        max,
        min,
        connectionTimeoutMillis: limits.connectTimeoutMs,
        statement_timeout: limits.statementTimeoutMs,
        // A transaction left open by a stuck request must not hold its locks (and a connection) forever.
        idle_in_transaction_session_timeout: Math.max(limits.statementTimeoutMs, 60_000),
        application_name: name,
        keepAlive: true,
      });
      // Surface idle-client errors (a restarted server, a cut network) in the log instead of crashing the process.
      made.on('error', (err) => console.error('postgres pool error', err.message));
      made.on('connect', (client) => timeQueries(client, () => observed.onQuery));
      return made;
    };
    const kept = Math.min(limits.min, limits.max);
    const listKept = kept > 0 ? limits.listMax : 0;
    const pool = newPool(limits.max, kept, 'pedestal');
    const listPool = limits.listMax > 0 ? newPool(limits.listMax, listKept, 'pedestal-lists') : null;
    const db = drizzlePg(pool) as unknown as Db;
    const newest = newestMigrationMillis();
    let migrated = false;
    const exclusive = async <T>(name: string, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        // Waiting for another instance's migrations may take longer than any statement should.
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [`pedestal:${name}`]);
        return await fn(client);
      } finally {
        await client
          .query('SELECT pg_advisory_unlock(hashtext($1))', [`pedestal:${name}`])
          .then(() => client.query('RESET statement_timeout'))
          .then(
            () => client.release(),
            // A connection that cannot unlock is dropped, which releases the lock too.
            (err: Error) => client.release(err),
          );
      }
    };
    const database: Database = {
      db,
      listDb: listPool ? (drizzlePg(listPool) as unknown as Db) : db,
      executor: { executeSql: (text, values) => pool.query(text, values) },
      driver: 'postgres',
      observeQueries: (observer) => {
        observed.onQuery = observer;
      },
      async warm() {
        // Opened together and handed back: each stays, being within its pool's minimum.
        const opened = await Promise.allSettled([
          ...Array.from({ length: kept }, () => pool.connect()),
          ...Array.from({ length: listPool ? listKept : 0 }, () => listPool!.connect()),
        ]);
        for (const o of opened) if (o.status === 'fulfilled') o.value.release();
        const failed = opened.find((o) => o.status === 'rejected');
        if (failed) throw failed.reason;
      },
      poolState: () => ({
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: limits.max,
      }),
      listen: sharedListener(options.url!),
      // Several instances may start at once: one migrates, the others wait for it and find nothing to do.
      migrate: () => exclusive('migrations', (client) => migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() })),
      async migrationsCurrent() {
        if (migrated) return true;
        const { rows } = await pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations WHERE created_at >= $1',
          [newest],
        );
        // Applied migrations are never taken back: once current, always current for this build.
        migrated = rows[0]!.n > 0;
        return migrated;
      },
      exclusive: (name, fn) => exclusive(name, () => fn()),
      close: async () => {
        await Promise.all([pool.end(), listPool?.end()]);
      },
    };
    return database;
  }
  const dataDir = options.dataDir ?? 'memory://';
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(resolve(dataDir), { recursive: true });
  // A new data directory starts as a copy of the build's template (migrated, job tables made, no
  // rows): no initdb and no migrations to run (issue 13: first start ≤ 5 s). Pending migrations
  // still run in migrate().
  if (onDisk) refuseOtherPgliteMajor(resolve(dataDir));
  const template = options.templateDir;
  if (onDisk && template && !existsSync(join(resolve(dataDir), 'PG_VERSION')) && existsSync(join(template, 'PG_VERSION'))) {
    cpSync(template, resolve(dataDir), { recursive: true });
  }
  // pg_trgm backs the trigram name-search index (migration 0001_trigram_search).
  const client = new PGlite({
    dataDir: onDisk ? resolve(dataDir) : undefined,
    extensions: { pg_trgm },
    loadDataDir: options.template,
  });
  const observed: { onQuery: QueryObserver | null } = { onQuery: null };
  timeQueries(client, () => observed.onQuery);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    listDb: db,
    observeQueries: (observer) => {
      observed.onQuery = observer;
    },
    executor: {
      // PGlite takes several statements in one text only without parameters (pg-boss migrations).
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    driver: 'pglite',
    // One process, one connection: its own NOTIFYs come back to it after each statement.
    listen(channel, handlers) {
      const unsubscribe = client
        .listen(channel, (payload) => handlers.onNotify(payload))
        .then((stop) => {
          handlers.onListening(true);
          return stop;
        });
      return async () => (await unsubscribe)();
    },
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    },
    async migrationsCurrent() {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations WHERE created_at >= $1',
        [newestMigrationMillis()],
      );
      return rows[0]!.n > 0;
    },
    exclusive: (_name, fn) => fn(),
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** The PostgreSQL major of the PGlite this build uses (0.5: 18); a data directory of another cannot be opened. */
export const PGLITE_POSTGRES_MAJOR = '18';

/**
 * A data directory made by another PGlite (0.3 and 0.4 were PostgreSQL 17) fails deep inside its
 * start-up with "PGlite failed to initialize properly"; this says what it is and what to do instead.
 */
function refuseOtherPgliteMajor(dir: string) {
  const file = join(dir, 'PG_VERSION');
  if (!existsSync(file)) return;
  const major = readFileSync(file, 'utf8').trim();
  if (major === PGLITE_POSTGRES_MAJOR) return;
  throw new Error(
    `The embedded database in ${dir} is PostgreSQL ${major} (made by an older PGlite); this build's is ${PGLITE_POSTGRES_MAJOR}. ` +
      'Move that directory aside to start afresh (demo data is made again); to keep its data, run the previous release ' +
      'on it and move the data to PostgreSQL (DATABASE_URL) first.',
  );
}

/** The template the build writes beside the server bundle (src/prebuild.ts); absent when run from source. */
export const PGLITE_TEMPLATE = 'pglite-template';

type ListenHandlers = { onNotify(payload: string): void; onListening(listening: boolean): void };

/**
 * One LISTEN connection per instance for every channel (settings, sessions, catalogue…), so the
 * sizing rule stays pool + 1 whatever subscribes. It reconnects after a loss (each subscriber hears
 * `onListening(false)`, then `true` once its channel listens again) and closes with its last subscriber.
 */
function sharedListener(url: string) {
  const subscribers = new Map<string, Set<ListenHandlers>>();
  let client: pg.Client | null = null;
  let ready = false;
  let retry: NodeJS.Timeout | null = null;
  const all = () => [...subscribers.values()].flatMap((set) => [...set]);
  const listenTo = async (c: pg.Client, channel: string) => {
    await c.query(`LISTEN ${channel}`);
    if (client === c && ready) for (const h of subscribers.get(channel) ?? []) h.onListening(true);
  };
  const connect = async () => {
    retry = null;
    if (subscribers.size === 0) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    ready = false;
    const lost = () => {
      if (client !== c) return;
      client = null;
      ready = false;
      for (const h of all()) h.onListening(false);
      c.end().catch(() => {});
      if (subscribers.size > 0) retry = setTimeout(() => void connect(), 1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      for (const h of subscribers.get(n.channel) ?? []) h.onNotify(n.payload ?? '');
    });
    try {
      await c.connect();
      if (client !== c) return;
      ready = true;
      for (const channel of subscribers.keys()) await listenTo(c, channel);
    } catch {
      lost();
    }
  };
  return (channel: string, handlers: ListenHandlers): (() => Promise<void>) => {
    const first = !subscribers.has(channel);
    const set = subscribers.get(channel) ?? new Set<ListenHandlers>();
    set.add(handlers);
    subscribers.set(channel, set);
    if (!client && !retry) void connect();
    else if (client && ready) {
      const c = client;
      if (first) listenTo(c, channel).catch(() => c.emit('error', new Error(`LISTEN ${channel} failed`)));
      else handlers.onListening(true);
    }
    return async () => {
      set.delete(handlers);
      if (set.size === 0) subscribers.delete(channel);
      if (subscribers.size > 0) return;
      if (retry) clearTimeout(retry);
      retry = null;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

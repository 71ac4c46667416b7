import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';

/** pg's own idle timeout: a connection idle this long is closed unless the pool is at its minimum. */
const PG_IDLE_TIMEOUT_MS = 10_000;

describe.skipIf(!process.env.DATABASE_URL)('the pool keeps its minimum of connections warm (DATABASE_POOL_MIN)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let admin: pg.Client;
  const backends = async () => {
    const { rows } = await admin.query<{ app: string; n: number }>(
      'select application_name as app, count(*)::int as n from pg_stat_activity where datname = $1 group by 1',
      [new URL(database.url!).pathname.slice(1)],
    );
    return Object.fromEntries(rows.map((r) => [r.app, r.n]));
  };

  beforeAll(async () => {
    database = await openTestDatabase({ pool: { max: 6, min: 3, listMax: 2 } });
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  it('opens the minimum at once, and still holds it after a quiet spell that closes the connections above it', async () => {
    await database.warm!();
    expect(database.poolState!()).toMatchObject({ idle: 3, inUse: 0, max: 6 });
    expect(await backends()).toMatchObject({ pedestal: 3, 'pedestal-lists': 2 });

    // A burst takes the pool to its maximum; once quiet, pg closes what is above the minimum only.
    await Promise.all(Array.from({ length: 6 }, () => database.db.execute('select pg_sleep(0.05)')));
    expect(database.poolState!().idle).toBe(6);
    await new Promise((r) => setTimeout(r, PG_IDLE_TIMEOUT_MS + 1_500));
    expect(database.poolState!()).toMatchObject({ idle: 3, inUse: 0 });
    expect(await backends()).toMatchObject({ pedestal: 3, 'pedestal-lists': 2 });
  }, 30_000);
});

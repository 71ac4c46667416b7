import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { ensureFirstAdmin } from '../src/modules/auth';
import { makePgliteTemplate } from '../src/pglite-template';
import { seedDemoData } from '../src/seed';
import { startTestApp } from './harness';

/**
 * Issue 13 item 4: a new PGlite data directory starts as a copy of the build's template (migrated,
 * no rows) instead of running initdb and the migrations; the first start still seeds per install.
 */
describe('first start from the PGlite template', () => {
  const root = mkdtempSync(join(tmpdir(), 'pedestal-first-start-'));
  const template = join(root, 'template');
  beforeAll(() => makePgliteTemplate(template), 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Opens (and on the first time, seeds) a data directory as main.ts does. */
  async function start(dataDir: string) {
    const database = await openDatabase({ dataDir, templateDir: template });
    await database.migrate();
    const t = await startTestApp({ database });
    const demo = await seedDemoData(t.ctx);
    const admin = await ensureFirstAdmin(t.ctx);
    return { t, demo, admin };
  }

  it('holds the schema and no rows: nothing per install is baked in', async () => {
    const database = await openDatabase({ dataDir: template });
    const count = async (table: string) => {
      const { rows } = await database.executor.executeSql(`select count(*)::int as n from ${table}`);
      return (rows[0] as { n: number }).n;
    };
    try {
      for (const table of ['users', 'admins', 'characters', 'notification_keys']) expect(await count(table), table).toBe(0);
      expect(await count('pgboss.queue')).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('seeds a new data directory with its own admin password; the demo shopper logs in; a restart keeps the data', async () => {
    const [a, b] = [join(root, 'a'), join(root, 'b')];
    const first = await start(a);
    expect(existsSync(join(a, 'PG_VERSION'))).toBe(true);
    expect(first.demo).toEqual({ username: 'demo', password: 'demo1234' });
    const login = await first.t.http.post('/api/authentication/login-by-password', first.demo);
    expect(login.status).toBe(200);
    expect(login.body.meta.token).toBeTruthy();
    const adminLogin = await first.t.http.post('/api/admin/login/password', {
      username: first.admin!.username,
      password: first.admin!.password,
    });
    expect(adminLogin.status).toBe(200);
    const catalogue = (await first.t.http.get('/api/figurine/page-list?page=1&pageSize=50')).body.data as { illustration: string }[];
    expect(catalogue.length).toBeGreaterThan(0);
    await first.t.close();

    const second = await start(b);
    expect(second.admin!.password).not.toBe(first.admin!.password);
    await second.t.close();

    const again = await start(a);
    expect(again.demo).toBeNull();
    expect(again.admin).toBeNull();
    expect((await again.t.http.post('/api/authentication/login-by-password', first.demo)).status).toBe(200);
    expect((await again.t.http.get('/api/figurine/page-list?page=1&pageSize=50')).body.data).toHaveLength(catalogue.length);
    await again.t.close();
  }, 180_000);
});

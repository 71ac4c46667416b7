import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_POSTGRES_MAJOR } from './client';

describe('the embedded database across PGlite upgrades', () => {
  it("knows its PGlite's PostgreSQL major", async () => {
    const db = await PGlite.create();
    const { rows } = await db.query<{ v: string }>("select current_setting('server_version') as v");
    expect(rows[0]!.v.split('.')[0]).toBe(PGLITE_POSTGRES_MAJOR);
    await db.close();
  });

  it('refuses a data directory of another major with what to do, instead of failing inside PGlite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pedestal-old-pglite-'));
    try {
      writeFileSync(join(dir, 'PG_VERSION'), '17\n');
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        /is PostgreSQL 17 \(made by an older PGlite\); this build's is 18\. Move that directory aside/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

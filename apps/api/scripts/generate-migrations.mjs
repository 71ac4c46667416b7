// Generates the SQL migration for schema changes: `npm run db:generate -- --name <change>`.
// `--fresh` regenerates the initial migration from scratch (allowed only before the first release:
// no database outside development holds the schema yet). Hand-written (custom) migrations that
// follow it are kept and re-appended after the new initial one.
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const generate = (extra) => {
  const result = spawnSync('npx', ['drizzle-kit', 'generate', ...extra], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!args.includes('--fresh')) {
  generate(args);
  process.exit(0);
}

const journalPath = 'drizzle/meta/_journal.json';
const kept = [];
if (existsSync(journalPath)) {
  for (const entry of JSON.parse(readFileSync(journalPath, 'utf8')).entries.slice(1)) {
    kept.push({ entry, sql: readFileSync(`drizzle/${entry.tag}.sql`, 'utf8') });
  }
}
rmSync('drizzle', { recursive: true, force: true });
generate(['--name', 'init']);

const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
const initSnapshot = JSON.parse(readFileSync('drizzle/meta/0000_snapshot.json', 'utf8'));
let prevId = initSnapshot.id;
kept.forEach(({ entry, sql }, i) => {
  const idx = i + 1;
  const tag = `${String(idx).padStart(4, '0')}${entry.tag.slice(4)}`;
  writeFileSync(`drizzle/${tag}.sql`, sql);
  const id = randomUUID();
  writeFileSync(`drizzle/meta/${String(idx).padStart(4, '0')}_snapshot.json`, JSON.stringify({ ...initSnapshot, id, prevId }, null, 2));
  prevId = id;
  journal.entries.push({ ...entry, idx, tag });
});
writeFileSync(journalPath, JSON.stringify(journal, null, 2));

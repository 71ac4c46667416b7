// Generates the SQL migration for schema changes: `npm run db:generate -- --name <change>`.
// `--fresh` regenerates the single initial migration from scratch; allowed only before the first
// release (no database outside development holds the schema yet).
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
if (args.includes('--fresh')) {
  rmSync('drizzle', { recursive: true, force: true });
  args.splice(args.indexOf('--fresh'), 1, '--name', 'init');
}
const result = spawnSync('npx', ['drizzle-kit', 'generate', ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);

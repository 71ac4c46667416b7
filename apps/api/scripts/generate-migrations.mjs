// Generates the SQL migration for schema changes. Run from apps/api: `npm run db:generate -- --name <change>`.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const result = spawnSync('npx', ['drizzle-kit', 'generate', ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);

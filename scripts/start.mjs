// `npm start`: builds the web app, the admin console and the server when no build exists, then runs the product.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = ['apps/web/dist/index.html', 'apps/admin/dist/index.html', 'apps/api/dist/main.js'].every((f) => existsSync(f));
if (!built || process.env.REBUILD === 'true') {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawnSync(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], { stdio: 'inherit' });
process.exit(server.status ?? 0);

// `npm start`: builds the web app, the admin console and the server when no build exists, then runs the product.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = ['apps/web/dist/index.html', 'apps/admin/dist/index.html', 'apps/api/dist/main.js'].every((f) => existsSync(f));
if (!built || process.env.REBUILD === 'true') {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Tracing (OpenTelemetry) must be loaded before the server: only when it has somewhere to send spans.
const tracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT ? ['--import', './apps/api/dist/tracing.js'] : [];
const server = spawnSync(process.execPath, ['--enable-source-maps', ...tracing, 'apps/api/dist/main.js'], { stdio: 'inherit' });
process.exit(server.status ?? 0);

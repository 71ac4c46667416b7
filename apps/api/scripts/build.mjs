// Bundles the server (and the workspace contract, which ships as TypeScript) into dist/main.js
// (and dist/tracing.js, the OpenTelemetry preload);
// npm packages stay external and load from node_modules. Then runs dist/prebuild.js: the demo art
// and the migrated PGlite template a first start begins from (src/prebuild.ts).
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  // tracing.ts: the preload that starts OpenTelemetry before main.js loads (`node --import`).
  entryPoints: ['src/main.ts', 'src/prebuild.ts', 'src/tracing.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@pedestal/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
const prebuild = spawnSync(process.execPath, ['dist/prebuild.js'], { stdio: 'inherit' });
if (prebuild.status !== 0) process.exit(prebuild.status ?? 1);

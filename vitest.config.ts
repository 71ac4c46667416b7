import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** One runner, four projects: pure contract rules, web units (jsdom), console screens (jsdom, mocked API), API against a real database. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/i18n/test-setup.ts'],
        },
      },
      {
        resolve: { alias: { '@admin': fileURLToPath(new URL('./apps/admin/src', import.meta.url)) } },
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One module graph per worker instead of one per file: a third of the CPU time. Each test
          // makes its own query client and router, and the setup resets the API mock and storage.
          isolate: false,
          setupFiles: ['apps/admin/src/testing/setup.ts'],
          // Dates on screen are local times: one zone makes them the same on every machine.
          env: { TZ: 'UTC' },
          // A screen test types into forms the way an operator does: seconds on a busy CI machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

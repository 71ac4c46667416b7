import { defineConfig } from 'drizzle-kit';

/** Each domain owns its tables in its own schema.ts; migrations are generated from all of them. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/schema.ts', './src/platform/*/schema.ts'],
  out: './drizzle',
});

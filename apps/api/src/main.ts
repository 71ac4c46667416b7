import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureFirstAdmin } from './modules/admin/accounts';
import { DEMO_USER, seedDemoData } from './seed';

/** Starts the whole product: migrations, demo data on first start, API and web app on one port. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const { app, ctx } = await buildApp({ config, db: database.db });

  const seeded = config.SEED_DEMO_DATA ? await seedDemoData(ctx) : false;
  const admin = await ensureFirstAdmin(ctx);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.JOBS_ENABLED) ctx.jobs.start();

  const lines = [`${config.APP_NAME} is running at ${config.publicUrl} (database: ${database.driver === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`];
  if (seeded) lines.push(`Demo shopper:  username "${DEMO_USER.username}"  password "${DEMO_USER.password}"`);
  if (admin) lines.push(`Admin:         username "${admin.username}"  password "${admin.generated ? admin.password : '(from ADMIN_PASSWORD)'}"  (shown once)`);
  if (ctx.mailbox) lines.push(`Dev mailbox:   ${config.publicUrl}/dev/mailbox   API docs: ${config.publicUrl}/api/docs`);
  // Printed to the terminal on purpose, not to the structured log: credentials stay out of log files.
  process.stdout.write(`\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await ctx.jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

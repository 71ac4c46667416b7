import { buildApp } from './app';
import { assertSafeProduction, loadConfig } from './config';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { describeError, retryWhileUnavailable } from './db/availability';
import { openDatabase, PGLITE_TEMPLATE } from './db/client';
import { ensureFirstAdmin } from './modules/auth';
import { safeError } from './platform/observability/safe-errors';
import { shutdownTracing, traceFields } from './platform/observability/trace-context';
import { lanAddresses } from './platform/origins';
import { seedDemoData } from './seed';

/** Starts the whole product: migrations, demo data on first start, API and web app on one port. */
async function main() {
  const config = loadConfig();
  // Sandbox payments, console mail, a local PUBLIC_URL or the embedded database: refused in production unless accepted by name.
  assertSafeProduction(config);
  const log = pino({ level: config.LOG_LEVEL, serializers: { err: safeError }, mixin: traceFields });
  // A database that is restarting, or full while a fleet starts, is waited for (within bounds).
  const retrying = { timeoutSeconds: config.DATABASE_START_TIMEOUT_SECONDS, warn: (message: string) => log.warn(message) };
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    templateDir: join(dirname(fileURLToPath(import.meta.url)), PGLITE_TEMPLATE),
    pool: {
      max: config.DATABASE_POOL_MAX,
      min: config.DATABASE_POOL_MIN,
      listMax: config.DATABASE_LIST_POOL_MAX,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    },
  });
  await retryWhileUnavailable('migrating the database', () => database.migrate(), retrying);
  await retryWhileUnavailable('opening the kept database connections', () => database.warm?.() ?? Promise.resolve(), retrying);
  const { app, ctx } = await buildApp({ config, database });

  // Instances starting together must not both seed or both make (and print) a first admin.
  const { seeded, admin } = await retryWhileUnavailable(
    'preparing the first start',
    () =>
      database.exclusive('first-start', async () => ({
        seeded: config.SEED_DEMO_DATA ? await seedDemoData(ctx) : null,
        admin: await ensureFirstAdmin(ctx),
      })),
    retrying,
  );
  await app.listen({ port: config.PORT, host: config.HOST, backlog: config.LISTEN_BACKLOG }).catch((err: unknown) => {
    throw new Error(`Start failed while listening on ${config.HOST}:${config.PORT}: ${describeError(err)}`);
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const loopback = ['0.0.0.0', '::', 'localhost'].includes(config.HOST) || config.HOST.startsWith('127.');
  ctx.self.url = `http://${loopback ? '127.0.0.1' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;

  const lines = [
    `${config.APP_NAME} is running at ${config.publicUrl} (database: ${database.driver === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
  ];
  // Without PUBLIC_URL the store follows the address it is opened at (platform/origins.ts): list them.
  if (!config.PUBLIC_URL && !config.HOST.startsWith('127.') && config.HOST !== 'localhost') {
    for (const address of lanAddresses()) lines.push(`On your network: http://${address}:${port}`);
  } else if (!config.production && config.HOST.startsWith('127.')) {
    lines.push('Only this machine can open it; HOST=0.0.0.0 opens it to your network (the dev mailbox stays on this machine).');
  }
  if (seeded) lines.push(`Demo shopper:  username "${seeded.username}"  password "${seeded.password}"`);
  if (admin)
    lines.push(
      `Admin:         username "${admin.username}"  password "${admin.generated ? admin.password : '(from ADMIN_PASSWORD)'}"  (shown once)`,
    );
  if (ctx.mailbox) lines.push(`Dev mailbox:   ${config.publicUrl}/dev/mailbox   API docs: ${config.publicUrl}/api/docs`);
  // Printed to the terminal on purpose, not to the structured log: credentials stay out of log files.
  process.stdout.write(`\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    // The last spans go out before the process does (a no-op without tracing).
    await shutdownTracing();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  // One line an operator can act on: what failed, and why (the steps above name themselves).
  const message = describeError(err);
  console.error(message.startsWith('Start failed') || message.startsWith('Invalid configuration') ? message : `Start failed: ${message}`);
  process.exit(1);
});

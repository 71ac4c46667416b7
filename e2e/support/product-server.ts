import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const serverEntry = join(resolve(import.meta.dirname, '..'), '../apps/api/dist/main.js');

/** The ports the payment journeys may use for their stand-ins and extra servers (E2E_STANDIN_PORT … +9). */
export const STANDIN_PORT = Number(process.env.E2E_STANDIN_PORT ?? 4290);

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not become healthy:\n${output()}`);
}

export interface ProductServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built product on `port` over a fresh database (PGlite in a temp dir, or a new
 * PostgreSQL database when DATABASE_URL is set), with `env` on top of the test defaults.
 */
export async function startProductServer(port: number, env: Record<string, string>): Promise<ProductServer> {
  if (!existsSync(serverEntry)) throw new Error('Build first: npm run build');
  const dataDir = mkdtempSync(join(tmpdir(), 'pedestal-e2e-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `pedestal_e2e_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  let output = '';
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      // Journeys register many shoppers from one address in a minute; the API tests cover the limits.
      RATE_LIMIT_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    output += d;
    // Errors the server logs (pino level 50 and up) show in the run's output as they happen: a journey
    // that fails on a 5xx then says which request failed and why.
    for (const line of String(d).split('\n')) if (/"level":(5|6)\d/.test(line)) process.stderr.write(`[product server] ${line}\n`);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server, () => output);
  return {
    url,
    output: () => output,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r).once('error', r));
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

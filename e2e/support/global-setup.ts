import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startLocalOidcProvider } from '../../apps/api/test/oidc-provider';
import { ADMIN, E2E_BASE_URL, E2E_PORT, OIDC_PORT } from './env';

const root = resolve(import.meta.dirname, '..');
const serverEntry = join(root, '../apps/api/dist/main.js');

async function waitForHealth(server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      const res = await fetch(`${E2E_BASE_URL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not become healthy:\n${output()}`);
}

/**
 * Starts the built product on a fresh database (PGlite in a temp dir, or a new PostgreSQL database
 * when DATABASE_URL is set) beside a local OpenID provider standing in for Google.
 */
export default async function globalSetup() {
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

  const oidc = await startLocalOidcProvider({ port: OIDC_PORT, redirectUris: [`${E2E_BASE_URL}/api/auth/google/callback`] });
  let output = '';
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      OIDC_ISSUER: oidc.issuer,
      OIDC_ALLOW_INSECURE: 'true',
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  await waitForHealth(server, () => output);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r).once('error', r));
    await oidc.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

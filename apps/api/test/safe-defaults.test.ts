import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './harness';
import { serverBundle } from './server-process';

const apiRoot = resolve(import.meta.dirname, '..');

/** Runs the real server (bundled main.ts) with exactly `env` (plus PATH), until it exits or prints `until`. */
async function run(env: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((done) => {
    child.once('exit', (c) => done(c));
    if (until) child.stdout.on('data', () => until.test(stdout) && done(null));
  });
  return { code, stdout, stderr, stop: () => child.kill('SIGTERM') && new Promise((r) => child.once('exit', r)) };
}

describe('safe defaults of the real server', () => {
  it('refuses a bare production start before touching anything, naming every unsafe default in one message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pedestal-unsafe-'));
    try {
      const { code, stderr, stdout } = await run({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toMatch(
        /^Invalid configuration: production refuses 4 unsafe defaults \(fix it, or name it in ALLOW_UNSAFE_PRODUCTION=sandbox-payments,console-mail,public-url,embedded-database to start anyway\):\n {2}sandbox-payments: .*\n {2}console-mail: .*\n {2}public-url: .*\n {2}embedded-database: .*\n$/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('in development listens on this machine only unless HOST says otherwise', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pedestal-dev-'));
    const port = await freePort();
    const server = await run(
      { NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), SEED_DEMO_DATA: 'false', JOBS_ENABLED: 'false', LOG_LEVEL: 'warn' },
      /Only this machine can open it/,
    );
    try {
      expect(server.code, server.stderr).toBeNull();
      expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
      const lan = Object.values(networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
      if (lan) await expect(fetch(`http://${lan}:${port}/api/health/live`)).rejects.toThrow();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

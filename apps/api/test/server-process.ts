import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { HttpClient, freePort } from './harness';

const apiRoot = resolve(import.meta.dirname, '..');

let bundle: Promise<string> | null = null;

/** Whether a process of that id runs (a bundle's folder is named after the test process that made it). */
const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `src/main.ts` bundled once per test process, as `npm run build` does (without the front ends)
 * and as `npm start` runs it: it starts in about half the time tsx takes.
 * Written inside apps/api (under node_modules/.cache, out of git and lint) so that it finds the
 * migrations and the packages as the real build does; folders of finished test processes are removed.
 */
export function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const root = join(apiRoot, 'node_modules', '.cache', 'test-server');
    mkdirSync(root, { recursive: true });
    for (const dir of readdirSync(root)) if (!running(Number(dir))) rmSync(join(root, dir), { recursive: true, force: true });
    const outdir = join(root, String(process.pid));
    await build({
      // tracing.ts: the OpenTelemetry preload (`node --import tracing.js main.js`).
      entryPoints: [join(apiRoot, 'src/main.ts'), join(apiRoot, 'src/tracing.ts')],
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      plugins: [
        {
          name: 'external-packages',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@pedestal/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    return join(outdir, 'main.js');
  })();
  return bundle;
}

/**
 * The real server (`src/main.ts`, bundled) as a child process on a given database, as an operator runs it:
 * it can be killed with SIGKILL and started again on the same data.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private output = '';
  readonly http: HttpClient;
  readonly baseUrl: string;

  private constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.http = new HttpClient(this.baseUrl);
  }

  static async create(databaseUrl: string, env: Record<string, string> = {}) {
    const port = await freePort();
    return new ServerProcess(port, {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pedestal-proc-')),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      JOBS_ENABLED: 'true',
      JOB_POLL_SECONDS: '0.5',
      JOB_LEASE_SECONDS: '5',
      JOB_MAINTENANCE_SECONDS: '2',
      ADMIN_USERNAME: 'rootadmin',
      ADMIN_PASSWORD: 'rootadmin-password',
      // Small pools that wait long: CI runs fleets of these beside other test files and two browser
      // shards, all under PostgreSQL's 100 connections (the fleet test's three instances at the
      // product's defaults held 39), on a machine busy enough to outwait the product's 5 s.
      DATABASE_POOL_MAX: '5',
      DATABASE_POOL_MIN: '2',
      DATABASE_LIST_POOL_MAX: '1',
      DATABASE_CONNECT_TIMEOUT_SECONDS: '30',
      ...env,
    });
  }

  /** The instance's own data directory (its UPLOAD_DIR unless set otherwise). */
  get dataDir() {
    return this.env.DATA_DIR!;
  }

  /** Starts it (with extra settings, e.g. CRASH_POINTS) and waits until it answers its health check. */
  async start(extraEnv: Record<string, string> = {}) {
    this.output = '';
    const child = spawn(process.execPath, [await serverBundle()], {
      cwd: apiRoot,
      env: { ...process.env, ...this.env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child = child;
    // Generous: on a loaded 2-core machine several servers starting at once each take tens of seconds.
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited while starting:\n${this.output}`);
      const ok = await fetch(`${this.baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not start:\n${this.output}`);
  }

  get alive() {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Resolves when the process has gone (killed by the test or by a crash point). */
  exited(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((r) => child.once('exit', () => r()));
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL') {
    if (this.alive) this.child!.kill(signal);
    await this.exited();
  }

  get log() {
    return this.output;
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms. */
export function cpuMs(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Waits until `url` answers 2xx; fails if `child` exits first or after a minute. */
export async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * A built API (`dist/main.js`) as the benches run it: production mode over `databaseUrl`, with no
 * demo data, rate limits or jobs, answering on `port` once its health check does.
 */
export async function startBenchApi(
  entry: string,
  options: { databaseUrl: string; port: number; dataDir: string; env?: Record<string, string> },
) {
  // BENCH_API_NODE_ARGS: flags for the API's Node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a drop's CPU goes).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'false',
      JOBS_ENABLED: 'false',
      // The sandbox takes no money, so production refuses it (and console mail, a local address) unless named.
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_UNSAFE_PRODUCTION: 'sandbox-payments,console-mail,public-url',
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${options.port}/api/health`, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return child;
}

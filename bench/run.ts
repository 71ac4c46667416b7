import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedBenchData } from './seed';

/**
 * `npm run bench`: seeds 100k characters into PostgreSQL (DATABASE_URL), starts the built product
 * and a bare Fastify+pg baseline as separate processes, and load-tests them from this process.
 * Each scenario runs once at a fixed 300 req/s (latency) and once flat out (throughput).
 */
const ROOT = resolve(import.meta.dirname, '..');
const CHARACTERS = Number(process.env.BENCH_CHARACTERS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 300;
const APP_PORT = 4310;
const BASE_PORT = 4311;

async function createDatabase(serverUrl: string) {
  const name = 'pedestal_bench';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitFor(url: string, child: ChildProcess) {
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

interface Scenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: () => string;
  headers?: () => Record<string, string>;
}

function run(s: Scenario, options: { rate?: number; connections: number; duration: number }) {
  return new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: s.url,
        method: s.method ?? 'GET',
        connections: options.connections,
        duration: options.duration,
        overallRate: options.rate,
        headers: { 'content-type': 'application/json', ...s.headers?.() },
        body: s.body?.(),
        requests: s.body
          ? [{ setupRequest: (req) => ({ ...req, body: s.body!(), headers: { ...req.headers, ...s.headers?.() } }) }]
          : undefined,
      },
      (err, result) => (err ? fail(err) : done(result)),
    );
    void instance;
  });
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  if (!existsSync(join(ROOT, 'apps/api/dist/main.js'))) throw new Error('Build first: npm run build');
  const url = await createDatabase(serverUrl);

  const app = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'false',
      JOBS_ENABLED: 'false',
      DATA_DIR: '/tmp/pedestal-bench',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseline = fork(join(import.meta.dirname, 'baseline-server.mjs'), {
    env: { ...process.env, DATABASE_URL: url, PORT: String(BASE_PORT) },
    stdio: 'inherit',
  });
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app);
    console.log(`seeding ${CHARACTERS} characters...`);
    const started = Date.now();
    const { tokens } = await seedBenchData(url, CHARACTERS, 200);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await waitFor(`http://127.0.0.1:${BASE_PORT}/list`, baseline);

    const api = `http://127.0.0.1:${APP_PORT}/api`;
    let voter = 0;
    const scenarios: Scenario[] = [
      { name: 'GET vote/page-list', url: `${api}/vote/page-list?page=1&orderBy=latest` },
      { name: 'GET vote/page-list mostView, genre', url: `${api}/vote/page-list?page=3&orderBy=mostView&genre=Anime` },
      { name: 'GET explore/page-list', url: `${api}/explore/page-list?page=1&orderBy=latest` },
      { name: 'GET explore/page-list name search', url: `${api}/explore/page-list?page=1&orderBy=latest&name=Frost%2012` },
      { name: 'GET vote/show/{id}', url: `${api}/vote/show/bc12342` },
      {
        name: 'POST vote/{id}',
        url: `${api}/vote/bc12342`,
        method: 'POST',
        body: () => JSON.stringify({ targetCount: 1 }),
        headers: () => ({ authorization: `Bearer ${tokens[voter++ % tokens.length]}` }),
      },
      { name: 'baseline: bare Fastify + pg', url: `http://127.0.0.1:${BASE_PORT}/list` },
    ];

    const rows: { name: string; rps: number; p50: number; p99: number; p99At300: number; errors: number }[] = [];
    for (const s of scenarios) {
      await run(s, { connections: 4, duration: 2 });
      const fixed = await run(s, { rate: RATE, connections: 10, duration: DURATION });
      const flat = await run(s, { connections: 16, duration: DURATION });
      rows.push({
        name: s.name,
        rps: Math.round(flat.requests.average),
        p50: flat.latency.p50,
        p99: flat.latency.p99,
        p99At300: fixed.latency.p99,
        errors: fixed.non2xx + fixed.errors + flat.non2xx + flat.errors,
      });
      console.log(`done: ${s.name}`);
    }
    const base = rows.at(-1)!.rps;
    const lines = [
      `| scenario | req/s (max) | p50 ms | p99 ms | p99 ms at ${RATE} req/s | ratio to baseline | non-2xx/errors |`,
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.p99At300} | ${(r.rps / base).toFixed(2)} | ${r.errors} |`),
    ];
    const table = lines.join('\n');
    console.log(`\n${CHARACTERS} characters, ${DURATION} s per run, Node ${process.version}\n\n${table}\n`);
    writeFileSync(join(import.meta.dirname, 'last-result.md'), `${table}\n`);
  } finally {
    app.kill('SIGTERM');
    baseline.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

import { fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs, startBenchApi, waitFor } from './processes';
import { seedBenchData } from './seed';

/**
 * `npm run bench`: seeds 100k characters into PostgreSQL (DATABASE_URL), starts the built product
 * and a bare Fastify+pg baseline as separate processes, and load-tests them from this process.
 * Each read runs once at a fixed 300 req/s (latency) and once flat out (throughput and the app's
 * CPU per request); writes run flat out only (a hot row cannot take 300 req/s in every build).
 * Every row is compared with a baseline run of its kind made right before it.
 */
const ROOT = resolve(import.meta.dirname, '..');
const CHARACTERS = Number(process.env.BENCH_CHARACTERS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const RATE = 300;
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4310);
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 4311);
/** A second instance of the app with its session cache off (signed-in reads with a cold cache). */
const COLD_PORT = Number(process.env.BENCH_COLD_PORT ?? 4312);
const DB_NAME = process.env.BENCH_DB ?? 'pedestal_bench';
/** Another build to measure (e.g. a copy of an earlier dist/main.js), relative to the repository. */
const API_ENTRY = join(ROOT, process.env.BENCH_API_DIST ?? 'apps/api/dist/main.js');
/** Only the scenarios whose name contains this (e.g. `BENCH_ONLY=vote`); baselines always run. */
const ONLY = process.env.BENCH_ONLY;

async function createDatabase(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

/** PIDs of the PostgreSQL backends serving the bench database (the app's and the baseline's pools). */
async function backendPids(admin: pg.Client) {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
    DB_NAME,
  ]);
  return rows.map((r) => r.pid);
}

/** CPU used by those backends since `before` (a backend that was not there yet counts from zero). */
async function backendCpuMs(admin: pg.Client, before: Map<number, number>) {
  let total = 0;
  for (const pid of await backendPids(admin)) {
    try {
      total += cpuMs(pid) - (before.get(pid) ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

async function backendCpuSnapshot(admin: pg.Client) {
  const snapshot = new Map<number, number>();
  for (const pid of await backendPids(admin)) {
    try {
      snapshot.set(pid, cpuMs(pid));
    } catch {
      // ended meanwhile
    }
  }
  return snapshot;
}

type Kind = 'read' | 'write';
interface Scenario {
  name: string;
  kind: Kind;
  url: string;
  /** Which server answers (whose CPU is counted); `cold` is the app with no session cache. */
  server: 'app' | 'cold' | 'baseline';
  method?: 'GET' | 'POST';
  body?: () => string;
  headers?: () => Record<string, string>;
  baseline?: boolean;
}

function run(s: Scenario, options: { rate?: number; connections: number; duration: number }) {
  return new Promise<autocannon.Result>((done, fail) => {
    const perRequest = !!(s.body || s.headers);
    autocannon(
      {
        url: s.url,
        method: s.method ?? 'GET',
        connections: options.connections,
        duration: options.duration,
        overallRate: options.rate,
        headers: { 'content-type': 'application/json', ...s.headers?.() },
        body: s.body?.(),
        requests: perRequest
          ? [{ setupRequest: (req) => ({ ...req, body: s.body?.(), headers: { ...req.headers, ...s.headers?.() } }) }]
          : undefined,
      },
      (err, result) => (err ? fail(err) : done(result)),
    );
  });
}

interface Row {
  name: string;
  kind: Kind;
  baseline: boolean;
  rps: number;
  /** To the baseline run paired with it. */
  ratio: number;
  /**
   * The same ratio by CPU per request (server + PostgreSQL) against the paired baseline run: what
   * the throughput ratio would be with the machine to themselves (CPU-bound), far steadier than
   * req/s while other work shares the cores.
   */
  cpuRatio: number;
  p50: number;
  p99: number;
  p99At300: number | null;
  cpuPerRequest: number;
  dbCpuPerRequest: number;
  errors: number;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  if (!existsSync(API_ENTRY)) throw new Error(`Build first (npm run build -w apps/api): ${API_ENTRY} is missing`);
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const url = await createDatabase(serverUrl);

  const app = await startBenchApi(API_ENTRY, { databaseUrl: url, port: APP_PORT, dataDir: `/tmp/${DB_NAME}` });
  const cold = await startBenchApi(API_ENTRY, {
    databaseUrl: url,
    port: COLD_PORT,
    dataDir: `/tmp/${DB_NAME}-cold`,
    env: { SESSION_CACHE_SECONDS: '0', SHARED_READS_MS: '0' },
  });
  const baseline = fork(join(import.meta.dirname, 'baseline-server.mjs'), {
    env: { ...process.env, DATABASE_URL: url, PORT: String(BASE_PORT) },
    stdio: 'inherit',
  });
  try {
    console.log(`seeding ${CHARACTERS} characters...`);
    const started = Date.now();
    const { tokens } = await seedBenchData(url, CHARACTERS, 200);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await waitFor(`http://127.0.0.1:${BASE_PORT}/list`, baseline);

    const api = `http://127.0.0.1:${APP_PORT}/api`;
    const coldApi = `http://127.0.0.1:${COLD_PORT}/api`;
    const base = `http://127.0.0.1:${BASE_PORT}`;
    let n = 0;
    const signedIn = () => ({ authorization: `Bearer ${tokens[n++ % tokens.length]}` });
    let visitors = 0;
    /** A new visitor per request: the vote page counts their first view of the day. */
    const newVisitor = () => ({ 'user-agent': `bench visitor ${visitors++}` });
    // The 500th page's cursor: the last id of page 499 in the vote list's newest-first order.
    const seeded = new pg.Client({ connectionString: url });
    await seeded.connect();
    const { rows: cursorRows } = await seeded.query<{ id: string }>(
      `select id from characters where status = 'approved' and stage = 'vote' order by created_at desc, id desc offset $1 limit 1`,
      [499 * 20 - 1],
    );
    await seeded.end();
    const page500Cursor = cursorRows[0]?.id ?? '';
    // What a browser asks for (apps/web): the home page's 4- and 8-card sections, /figurines
    // (most viewed), the figurine page's three calls; then the lists as the issue measured them.
    const reads: [string, string][] = [
      ['GET vote/page-list', '/vote/page-list?page=1&orderBy=latest'],
      ['GET vote/page-list mostView, genre', '/vote/page-list?page=3&orderBy=mostView&genre=Anime'],
      ['GET home vote/page-list 4 cards', '/vote/page-list?orderBy=latest&genre=&page=1&pageSize=4'],
      ['GET home figurine/page-list 8 cards, mostView', '/figurine/page-list?orderBy=mostView&page=1&pageSize=8'],
      ['GET home crowdfunding/page-list 4 cards', '/crowdfunding/page-list?orderBy=latest&genre=&status=&page=1&pageSize=4'],
      ['GET explore/page-list', '/explore/page-list?page=1&orderBy=latest'],
      ['GET explore/page-list name search', '/explore/page-list?page=1&orderBy=latest&name=Frost%2012'],
      ['GET figurine/page-list', '/figurine/page-list?page=1&orderBy=latest'],
      ['GET figurine/page-list mostView (/figurines)', '/figurine/page-list?page=1&orderBy=mostView'],
      ['GET crowdfunding/page-list', '/crowdfunding/page-list?page=1&orderBy=latest'],
      ['GET vote/page-list page 500', '/vote/page-list?page=500&orderBy=latest'],
      ['GET vote/page-list page 500 by cursor', `/vote/page-list?orderBy=latest&cursor=${page500Cursor}`],
      ['GET vote/show/{id}', '/vote/show/bc12342'],
      ['GET figurine/show/{id}', '/figurine/show/bc12341'],
      ['GET character/{id}/interaction (figurine page)', '/character/bc12341/interaction'],
      ['GET character/{id}/comments (figurine page)', '/character/bc12341/comments?sort=newest&page=1&pageSize=10'],
    ];
    const signedInReads = new Set(['GET vote/page-list', 'GET explore/page-list', 'GET figurine/page-list', 'GET figurine/show/{id}']);
    const scenarios: Scenario[] = [
      { name: 'baseline: bare Fastify + pg select', kind: 'read', server: 'baseline', url: `${base}/list`, baseline: true },
      ...reads.flatMap(([name, path]): Scenario[] => [
        { name, kind: 'read', server: 'app', url: `${api}${path}` },
        ...(signedInReads.has(name)
          ? [{ name: `${name}, signed in`, kind: 'read' as const, server: 'app' as const, url: `${api}${path}`, headers: signedIn }]
          : []),
      ]),
      { name: 'GET vote/show/{id}, a new visitor each', kind: 'read', server: 'app', url: `${api}/vote/show/bc12342`, headers: newVisitor },
      // The same reads as a miss of the shared answers costs them (the instance keeps none): the
      // database's part of deep pages and of name search, at any catalogue size.
      ...(
        [
          ['GET vote/page-list page 1, not shared', '/vote/page-list?page=1&orderBy=latest'],
          ['GET vote/page-list page 500, not shared', '/vote/page-list?page=500&orderBy=latest'],
          ['GET vote/page-list page 500 by cursor, not shared', `/vote/page-list?orderBy=latest&cursor=${page500Cursor}`],
          ['GET explore/page-list, not shared', '/explore/page-list?page=1&orderBy=latest'],
          ['GET explore/page-list name search "Frost 12", not shared', '/explore/page-list?page=1&orderBy=latest&name=Frost%2012'],
          ['GET explore/page-list name search "Frost 12345", not shared', '/explore/page-list?page=1&orderBy=latest&name=Frost%2012345'],
        ] as const
      ).map(([name, path]): Scenario => ({ name, kind: 'read', server: 'cold', url: `${coldApi}${path}` })),
      // The "Top" comment order with 1,000 and 10,000 comments (bench/seed.ts).
      {
        name: 'GET character/{id}/comments top, 1,000 comments',
        kind: 'read',
        server: 'app',
        url: `${api}/character/bc12341/comments?sort=top&page=1&pageSize=10`,
      },
      {
        name: 'GET character/{id}/comments top, 10,000 comments',
        kind: 'read',
        server: 'app',
        url: `${api}/character/bc12343/comments?sort=top&page=1&pageSize=10`,
      },
      {
        name: 'GET figurine/show/{id}, signed in, cold session cache',
        kind: 'read',
        server: 'cold',
        url: `${coldApi}/figurine/show/bc12341`,
        headers: signedIn,
      },
      {
        name: 'baseline: bare Fastify + pg update in a transaction',
        kind: 'write',
        server: 'baseline',
        url: `${base}/write`,
        method: 'POST',
        body: () => '{}',
        baseline: true,
      },
      {
        name: 'POST vote/{id} (one hot character)',
        kind: 'write',
        server: 'app',
        url: `${api}/vote/bc12342`,
        method: 'POST',
        body: () => JSON.stringify({ targetCount: 1 }),
        headers: signedIn,
      },
      {
        name: 'POST figurine/buy (one hot spec)',
        kind: 'write',
        server: 'app',
        url: `${api}/figurine/buy`,
        method: 'POST',
        body: () => JSON.stringify([{ characterSaleSpecId: 'bss12341', quantity: 1 }]),
        headers: signedIn,
      },
    ].filter((s) => s.baseline || !ONLY || s.name.includes(ONLY));

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const rows: Row[] = [];
    const measure = async (s: Scenario, options: { warm: boolean; fixedRate: boolean }): Promise<Row> => {
      const pid = s.server === 'app' ? app.pid! : s.server === 'cold' ? cold.pid! : baseline.pid!;
      if (options.warm) await run(s, { connections: 4, duration: 2 });
      const fixed = options.fixedRate ? await run(s, { rate: RATE, connections: 10, duration: DURATION }) : null;
      const cpuBefore = cpuMs(pid);
      const dbBefore = await backendCpuSnapshot(admin);
      const flat = await run(s, { connections: 16, duration: DURATION });
      const cpu = cpuMs(pid) - cpuBefore;
      const dbCpu = await backendCpuMs(admin, dbBefore);
      return {
        name: s.name,
        kind: s.kind,
        baseline: !!s.baseline,
        rps: Math.round(flat.requests.average),
        ratio: 1,
        cpuRatio: 1,
        p50: flat.latency.p50,
        p99: flat.latency.p99,
        p99At300: fixed?.latency.p99 ?? null,
        cpuPerRequest: cpu / Math.max(1, flat.requests.total),
        dbCpuPerRequest: dbCpu / Math.max(1, flat.requests.total),
        errors: (fixed ? fixed.non2xx + fixed.errors : 0) + flat.non2xx + flat.errors,
      };
    };
    // On a shared machine the load moves from one minute to the next, so every scenario is paired
    // with a flat-out run of its kind's baseline right before it, and its ratio is to that run.
    const baselines = new Map<Kind, Scenario>();
    const pairedRps = new Map<Kind, number[]>();
    for (const s of scenarios) {
      if (s.baseline) {
        baselines.set(s.kind, s);
        pairedRps.set(s.kind, []);
        rows.push(await measure(s, { warm: true, fixedRate: s.kind === 'read' }));
      } else {
        const paired = await measure(baselines.get(s.kind)!, { warm: false, fixedRate: false });
        pairedRps.get(s.kind)!.push(paired.rps);
        const row = await measure(s, { warm: true, fixedRate: s.kind === 'read' });
        rows.push({
          ...row,
          ratio: row.rps / paired.rps,
          cpuRatio: (paired.cpuPerRequest + paired.dbCpuPerRequest) / (row.cpuPerRequest + row.dbCpuPerRequest),
        });
      }
      console.log(`done: ${s.name}`);
    }
    await admin.end();
    const spread = [...pairedRps]
      .filter(([, rps]) => rps.length > 0)
      .map(([kind, rps]) => `${kind} baseline ${Math.min(...rps)}–${Math.max(...rps)} req/s over the run`)
      .join(', ');
    const loadAfter = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    const lines = [
      `| scenario | req/s (max) | ratio to baseline | ratio by CPU | p50 ms | p99 ms | p99 ms at ${RATE} req/s | server CPU ms/req | PostgreSQL CPU ms/req | non-2xx/errors |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.rps} | ${r.ratio.toFixed(2)} | ${r.cpuRatio.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.p99At300 ?? '–'} | ${r.cpuPerRequest.toFixed(2)} | ${r.dbCpuPerRequest.toFixed(2)} | ${r.errors} |`,
      ),
    ];
    const header = `${CHARACTERS} characters, ${DURATION} s per run, Node ${process.version}, load average ${loadBefore} before, ${loadAfter} after; ${spread}`;
    const table = `${header}\n\n${lines.join('\n')}\n`;
    console.log(`\n${table}`);
    writeFileSync(join(import.meta.dirname, 'last-result.md'), table);
  } finally {
    app.kill('SIGTERM');
    cold.kill('SIGTERM');
    baseline.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

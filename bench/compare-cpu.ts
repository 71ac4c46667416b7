import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs, startBenchApi } from './processes';

/**
 * `npx tsx bench/compare-cpu.ts <old main.js> <new main.js>`: CPU per request (server and
 * PostgreSQL, from /proc) of two builds over the database `npm run bench` left behind, run
 * alternately (old, new, old, new) at a modest concurrency so that outside load and lock queues
 * weigh little: a steadier before/after than req/s on a shared machine. `COMPARE_ONLY=<text>` runs
 * only the requests whose name contains it.
 */
const ROOT = resolve(import.meta.dirname, '..');
const DB_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pedestal_bench';
const PORTS = [Number(process.env.BENCH_APP_PORT ?? 4310), Number(process.env.BENCH_BASE_PORT ?? 4311)];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1500);
const ONLY = process.env.COMPARE_ONLY;
const builds = process.argv.slice(2, 4).map((p) => resolve(ROOT, p));
if (builds.length !== 2) throw new Error('usage: tsx bench/compare-cpu.ts <old main.js> <new main.js>');

async function main() {
  const admin = new pg.Client({ connectionString: DB_URL });
  await admin.connect();
  // A session of our own for the signed-in rows (the bench's tokens are not kept).
  const token = `compare-${Date.now()}`;
  const hash = (await import('node:crypto')).createHash('sha256').update(token).digest('hex');
  await admin.query(
    `insert into sessions (id, token_hash, user_id, expires_at) values ('bt-compare', $1, 'benchvoter0', now() + interval '1 day')
     on conflict (id) do update set token_hash = excluded.token_hash, revoked_at = null`,
    [hash],
  );
  const dbName = new URL(DB_URL).pathname.slice(1);
  const dbCpu = async () => {
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      dbName,
    ]);
    const m = new Map<number, number>();
    for (const { pid } of rows)
      try {
        m.set(pid, cpuMs(pid));
      } catch {
        // gone
      }
    return m;
  };
  const apps: ChildProcess[] = [];
  try {
    for (const [i, b] of builds.entries())
      apps.push(await startBenchApi(b, { databaseUrl: DB_URL, port: PORTS[i]!, dataDir: '/tmp/pedestal-compare-cpu' }));
    const auth = { authorization: `Bearer ${token}` };
    const scenarios: { name: string; path: string; method?: 'POST'; body?: string; headers?: Record<string, string> }[] = [
      { name: 'GET vote/page-list', path: '/api/vote/page-list?page=1&orderBy=latest' },
      { name: 'GET vote/page-list, signed in', path: '/api/vote/page-list?page=1&orderBy=latest', headers: auth },
      { name: 'GET vote/page-list mostView, genre', path: '/api/vote/page-list?page=3&orderBy=mostView&genre=Anime' },
      { name: 'GET explore/page-list', path: '/api/explore/page-list?page=1&orderBy=latest' },
      { name: 'GET explore/page-list name search', path: '/api/explore/page-list?page=1&orderBy=latest&name=Frost%2012' },
      { name: 'GET figurine/page-list', path: '/api/figurine/page-list?page=1&orderBy=latest' },
      { name: 'GET crowdfunding/page-list', path: '/api/crowdfunding/page-list?page=1&orderBy=latest' },
      { name: 'GET vote/show/{id}', path: '/api/vote/show/bc12342' },
      { name: 'GET figurine/show/{id}', path: '/api/figurine/show/bc12341' },
      { name: 'POST vote/{id}', path: '/api/vote/bc12342', method: 'POST', body: '{"targetCount":1}', headers: auth },
      {
        name: 'POST figurine/buy',
        path: '/api/figurine/buy',
        method: 'POST',
        body: '[{"characterSaleSpecId":"bss12341","quantity":1}]',
        headers: auth,
      },
    ];
    const lines = ['| request | server ms old → new | PostgreSQL ms old → new | total old → new |', '|---|---:|---:|---:|'];
    for (const s of scenarios.filter((x) => !ONLY || x.name.includes(ONLY))) {
      const runs: { server: number; db: number }[][] = [[], []];
      for (let round = 0; round < 2; round++) {
        for (const i of [0, 1]) {
          const shot = (amount: number) =>
            autocannon({
              url: `http://127.0.0.1:${PORTS[i]}${s.path}`,
              method: s.method ?? 'GET',
              connections: 4,
              amount,
              body: s.body,
              headers: { 'content-type': 'application/json', ...s.headers },
            });
          await shot(Math.round(REQUESTS / 5));
          const pid = apps[i]!.pid!;
          const s0 = cpuMs(pid);
          const d0 = await dbCpu();
          const result = await shot(REQUESTS);
          const server = cpuMs(pid) - s0;
          let db = 0;
          // A backend opened during the run counts from zero.
          for (const [p, now] of await dbCpu()) db += now - (d0.get(p) ?? 0);
          if (result.non2xx + result.errors > 0) console.warn(`${s.name} build ${i}: ${result.non2xx + result.errors} failures`);
          runs[i]!.push({ server: server / REQUESTS, db: db / REQUESTS });
        }
      }
      const best = (r: { server: number; db: number }[]) => r.reduce((a, b) => (a.server + a.db <= b.server + b.db ? a : b));
      const [o, n] = [best(runs[0]!), best(runs[1]!)];
      const f = (x: number) => x.toFixed(2);
      lines.push(
        `| ${s.name} | ${f(o.server)} → ${f(n.server)} | ${f(o.db)} → ${f(n.db)} | ${f(o.server + o.db)} → ${f(n.server + n.db)} |`,
      );
      console.log(lines.at(-1));
    }
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(
      `\nCPU ms per request, best of two alternating runs of ${REQUESTS} at 4 connections; load average ${load}\n\n${lines.join('\n')}\n`,
    );
  } finally {
    for (const a of apps) a.kill('SIGTERM');
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

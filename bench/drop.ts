import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { cpuMs, startBenchApi } from './processes';
import { seedBenchData } from './seed';

/**
 * `npm run bench:drop` (issue 25): a popular figurine's opening. N signed-in buyers (default 2,000)
 * arrive within 2 s on one spec with stock 100, once by Buy Now and once by cart + checkout, against
 * the built API over PostgreSQL (DATABASE_URL). Each buyer behaves as the web app does: a 429 is
 * tried once more after its Retry-After. Meanwhile other shoppers read lists at a steady rate.
 * Prints orders and stock, winners' and losers' answer times (first answer and final answer),
 * 429s, connection errors, the other shoppers' list p99 before and during, and the load average.
 * `BENCH_DROP_INSTANCES=2` starts two API processes on the one database, as a fleet runs them (one
 * per container, docs/SCALING.md): each buyer and every other list read goes to one of them.
 */
const ROOT = resolve(import.meta.dirname, '..');
const BUYERS = Number(process.env.BENCH_DROP_BUYERS ?? 2000);
const STOCK = Number(process.env.BENCH_DROP_STOCK ?? 100);
const ARRIVAL_MS = Number(process.env.BENCH_DROP_ARRIVAL_MS ?? 2000);
const LIST_RATE = Number(process.env.BENCH_DROP_LIST_RATE ?? 40);
const PORT = Number(process.env.BENCH_DROP_PORT ?? 4330);
/** API processes on the one database (ports PORT, PORT + 1, …), as a fleet's instances: buyer i uses instance i mod N. */
const INSTANCES = Number(process.env.BENCH_DROP_INSTANCES ?? 1);
/**
 * BENCH_DROP_ORDERS_POOL=1 (with two or more instances): the balancer sends orders (Buy Now,
 * checkout) to the last instance and every other request to the others, as docs/SCALING.md's
 * orders pool does; otherwise buyer i and list read i go to instance i mod N.
 */
const ORDERS_POOL = process.env.BENCH_DROP_ORDERS_POOL === '1' && INSTANCES > 1;
const DB_NAME = process.env.BENCH_DROP_DB ?? 'pedestal_bench_drop';
const API_ENTRY = join(ROOT, process.env.BENCH_API_DIST ?? 'apps/api/dist/main.js');
const METRICS_TOKEN = 'bench-drop-metrics-token';
/** The flows, in order (`BENCH_DROP_FLOWS=cart,buy` runs checkout first; `buy` alone, Buy Now only). */
const FLOWS = (process.env.BENCH_DROP_FLOWS ?? 'buy,cart')
  .split(',')
  .map((f) => (f.trim() === 'cart' ? ('cart + checkout' as const) : ('Buy Now' as const)));

/** Statements the API instances have sent so far (their metrics' query count). */
async function statementsSent(ports: number[]) {
  let total = 0;
  for (const port of ports) total += await statementsSentBy(port);
  return total;
}

async function statementsSentBy(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  let total = 0;
  for (const line of (await res.text()).split('\n'))
    if (line.startsWith('pedestal_db_query_duration_seconds_count')) total += Number(line.split(' ').at(-1));
  return total;
}

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

/** The machine's CPU time so far (all cores), in USER_HZ ticks: total and idle (idle + iowait). */
function machineCpu() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), idle: fields[3]! + fields[4]! };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => (Number.isNaN(n) ? '–' : `${Math.round(n)} ms`);

interface Answer {
  status: number | 'error';
  type?: string;
  retryAfter?: string | null;
}

/**
 * The buyers' HTTP client: node:http over a keep-alive agent, lighter than fetch (undici) so that
 * the load generator takes as little as it can of the cores the API and PostgreSQL share with it.
 * Each flow starts with no open connection (`freshConnections`): its buyers connect as they
 * arrive, then keep their connection for a retry.
 */
let agent = new http.Agent({ keepAlive: true });
const freshConnections = () => {
  agent.destroy();
  agent = new http.Agent({ keepAlive: true });
};

function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', () => resolve({ status: 'error' }));
      res.on('end', () => {
        let type: string | undefined;
        try {
          type = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type?: string } | null)?.type;
        } catch {
          // not JSON
        }
        const retryAfter = res.headers['retry-after'];
        resolve({ status: res.statusCode ?? 0, type, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
      });
    });
    req.on('error', () => resolve({ status: 'error' }));
    req.end(init.body);
  });
}

interface Outcome {
  /** Until the first answer (a 429 included). */
  firstMs: number;
  /** Until the final answer (after the one retry a 429 asks for). */
  finalMs: number;
  final: Answer;
  turnedAway: boolean;
  errors: number;
  /** The first answer's status and problem type (a 429, or the final answer). */
  first: Answer;
  /** When the first request was sent (performance.now()). */
  sentAt: number;
}

/** One buyer as the web app behaves: the request, and once more after a 429's Retry-After. */
async function buyer(attempt: () => Promise<Answer>): Promise<Outcome> {
  const start = performance.now();
  let answer = await attempt();
  const firstMs = performance.now() - start;
  const first = answer;
  let errors = answer.status === 'error' ? 1 : 0;
  const turnedAway = answer.status === 429;
  if (answer.status === 429 && answer.retryAfter) {
    await sleep(Number(answer.retryAfter) * 1000);
    answer = await attempt();
    if (answer.status === 'error') errors++;
  }
  return { firstMs, finalMs: performance.now() - start, final: answer, turnedAway, errors, first, sentAt: start };
}

/**
 * Other shoppers (bench/list-readers.mjs): list pages at LIST_RATE a second from a process of their
 * own; `during(phase)` reads while `phase` runs and answers the latencies.
 */
async function startListReaders(apis: string[]) {
  const child = fork(join(import.meta.dirname, 'list-readers.mjs'), {
    env: { ...process.env, LIST_APIS: JSON.stringify(apis), LIST_RATE: String(LIST_RATE) },
    stdio: 'inherit',
  });
  await new Promise((r) => child.once('message', r));
  return {
    async during(phase: Promise<unknown>) {
      child.send('start');
      await phase;
      const answer = new Promise<{ latencies: number[]; errors: number }>((r) => child.once('message', r as never));
      child.send('stop');
      const { latencies, errors } = await answer;
      return { sorted: latencies.sort((a, b) => a - b), errors };
    },
    stop: () => child.send('exit'),
  };
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('bench:drop needs DATABASE_URL (a PostgreSQL server it may create a database on)');
  const url = await createDatabase(serverUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'pedestal-bench-drop-'));
  // Migrate and seed through a first start (the app creates the schema), then load the data.
  const child = await startBenchApi(API_ENTRY, { databaseUrl: url, port: PORT, dataDir });
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  console.error(`seeding ${BUYERS} buyers…`);
  const { tokens } = await seedBenchData(url, 10_000, BUYERS);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  // Two drop specs on a character on sale: one for Buy Now, one for cart + checkout.
  // Two drop specs on a character on sale: one for Buy Now, one for cart + checkout; and one sold
  // before each drop to bring the instances' code up to speed (a store's instances have run for hours).
  for (const id of ['bdropbuy', 'bdropcart', 'bwarmbuy', 'bwarmcart'])
    await db.query(
      `insert into sale_specs (id, character_id, title, description, price_cents, stock) values ($1, 'bc1', 'Drop edition', 'A drop.', 5999, $2)`,
      [id, STOCK],
    );
  // The default session cache (5 s): buyers who opened the page earlier are looked up again by their order.
  // Metrics on, to count the statements a drop sends (pedestal_db_query_duration_seconds_count).
  const ports = Array.from({ length: INSTANCES }, (_, i) => PORT + i);
  const children = await Promise.all(
    ports.map((port) =>
      startBenchApi(API_ENTRY, {
        databaseUrl: url,
        port,
        dataDir,
        env: { METRICS_TOKEN: METRICS_TOKEN },
      }),
    ),
  );
  const apis = ports.map((port) => `http://127.0.0.1:${port}/api`);
  /** Buyer i's instance (a balancer keeping a shopper on one instance). */
  const apiOf = (i: number) => (ORDERS_POOL ? apis.at(-1)! : apis[i % apis.length]!);
  const readApis = ORDERS_POOL ? apis.slice(0, -1) : apis;
  const apiCpuMs = () => children.reduce((sum, c) => sum + cpuMs(c.pid!), 0);
  const headers = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
  const rows: string[] = [];
  const readers = await startListReaders(readApis);
  try {
    for (const flow of FLOWS) {
      const specId = flow === 'Buy Now' ? 'bdropbuy' : 'bdropcart';
      const warmSpecId = flow === 'Buy Now' ? 'bwarmbuy' : 'bwarmcart';
      /** Buyer i's cart line of a spec. */
      const cartIds = new Map<string, string>();
      if (flow === 'cart + checkout')
        // The buyers' carts hold the specs before the drops open.
        for (const spec of [warmSpecId, specId]) {
          const { rows: items } = await db.query<{ id: string; user_id: string }>(
            `insert into cart_items (id, user_id, spec_id, quantity)
             select 'bcart' || $1 || g, 'benchvoter' || g, $1, 1 from generate_series(0, $2::int - 1) g returning id, user_id`,
            [spec, tokens.length],
          );
          for (const item of items) cartIds.set(`${spec}:${item.user_id}`, item.id);
        }
      const attemptOf = (token: string, index: number, spec = specId) =>
        flow === 'Buy Now'
          ? () =>
              call(`${apiOf(index)}/figurine/buy`, {
                method: 'POST',
                headers: { ...headers(token), 'idempotency-key': `drop-buy-${spec}-${index}-000` },
                body: JSON.stringify([{ characterSaleSpecId: spec, quantity: 1 }]),
              })
          : () =>
              call(`${apiOf(index)}/user-shopping-cart/checkout`, {
                method: 'POST',
                headers: { ...headers(token), 'idempotency-key': `drop-cart-${spec}-${index}-000` },
                // As the web app sends it: the chosen lines and the specs the cart showed.
                body: JSON.stringify({ cartItemIds: [cartIds.get(`${spec}:benchvoter${index}`)], specIds: [spec] }),
              });
      /** Every buyer within ARRIVAL_MS, each once more after a 429's Retry-After. */
      const drop = (spec: string) =>
        Promise.all(
          tokens.map(async (token, i) => {
            await sleep((i / tokens.length) * ARRIVAL_MS);
            return buyer(attemptOf(token, i, spec));
          }),
        );

      // Warm instances, cold sessions: the same drop on a spec of its own first (a store's instances
      // have met a drop before: their code is compiled and their heap grown; the first drop after a
      // start cost ~65% more CPU per request), then the session cache (5 s) lapses and each flow
      // starts with no open connection.
      await drop(warmSpecId);
      await sleep(6000);
      freshConnections();
      const loadBefore = loadavg()[0]!;
      const backends = async () =>
        (
          await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [DB_NAME])
        ).rows.map((r) => r.pid);
      const pgCpu = async () => {
        let total = 0;
        for (const pid of await backends())
          try {
            total += cpuMs(pid);
          } catch {
            // ended meanwhile
          }
        return total;
      };
      const before = await readers.during(sleep(3000));
      let dropEnded!: () => void;
      const during = readers.during(new Promise<void>((r) => (dropEnded = r)));
      await sleep(200);
      const statementsBefore = await statementsSent(ports);
      const serverCpuBefore = apiCpuMs();
      const generatorCpuBefore = process.cpuUsage();
      const machineBefore = machineCpu();
      const pgCpuBefore = await pgCpu();
      const start = performance.now();
      const windowStart = process.hrtime.bigint() / 1000n;
      const outcomes = await drop(specId);
      const dropMs = performance.now() - start;
      // BENCH_DROP_DUMP=dir: each buyer's arrival (ms into the window), first answer and its time, for finding where a tail waits.
      if (process.env.BENCH_DROP_DUMP)
        writeFileSync(
          join(process.env.BENCH_DROP_DUMP, `${flow.replace(/\W+/g, '-')}.json`),
          JSON.stringify(
            outcomes.map((o, i) => ({
              arrivalMs: Math.round((i / tokens.length) * ARRIVAL_MS),
              sentMs: Math.round(o.sentAt - start),
              firstMs: Math.round(o.firstMs),
              first: `${o.first.status} ${o.first.type?.replace('/api/problems/', '') ?? ''}`.trim(),
              final: o.final.status,
            })),
          ),
        );
      // The drop's window on the machine's monotonic clock (µs), as a --cpu-prof profile's timestamps count.
      console.error(`${flow} window (monotonic µs): ${windowStart} ${process.hrtime.bigint() / 1000n}`);
      // CPU the API process and the database spent on the drop (the list reads included): steadier than wall time on a shared machine.
      const serverCpu = apiCpuMs() - serverCpuBefore;
      const generatorUsage = process.cpuUsage(generatorCpuBefore);
      const generatorCpu = (generatorUsage.user + generatorUsage.system) / 1000;
      const machine = machineCpu();
      const machineBusy = 1 - (machine.idle - machineBefore.idle) / Math.max(1, machine.total - machineBefore.total);
      const databaseCpu = (await pgCpu()) - pgCpuBefore;
      const statements = (await statementsSent(ports)) - statementsBefore;
      dropEnded();
      const listDuring = await during;
      const loadAfter = loadavg()[0]!;

      // The sold-out answer alone: every buyer once more with its key (a retry), 50 at a time, the
      // lists stopped. The winners get their orders back; CPU per request of a sold-out spec's answer.
      const lateWindowStart = process.hrtime.bigint() / 1000n;
      const lateCpuBefore = apiCpuMs();
      const lateStatementsBefore = await statementsSent(ports);
      const lateAnswers = new Map<number | 'error', number>();
      for (let i = 0; i < tokens.length; i += 50)
        for (const answer of await Promise.all(tokens.slice(i, i + 50).map((token, j) => attemptOf(token, i + j)())))
          lateAnswers.set(answer.status, (lateAnswers.get(answer.status) ?? 0) + 1);
      const lateCpu = apiCpuMs() - lateCpuBefore;
      console.error(`${flow} sold-out stage window (monotonic µs): ${lateWindowStart} ${process.hrtime.bigint() / 1000n}`);
      const lateStatements = (await statementsSent(ports)) - lateStatementsBefore;

      const { rows: sold } = await db.query<{ orders: number; units: number }>(
        `select count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as units from figurine_order_items i join figurine_orders o on o.id = i.order_id where i.spec_id = $1`,
        [specId],
      );
      const { rows: stock } = await db.query<{ stock: number }>('select stock from sale_specs where id = $1', [specId]);
      const winners = outcomes.filter((o) => o.final.status === 200);
      const losers = outcomes.filter((o) => o.final.status !== 200 && o.final.status !== 'error');
      const first = (list: Outcome[]) => list.map((o) => o.firstMs).sort((a, b) => a - b);
      const final = (list: Outcome[]) => list.map((o) => o.finalMs).sort((a, b) => a - b);
      // A buyer turned away (429 with Retry-After) sends the request once more.
      const requests = outcomes.length + outcomes.filter((o) => o.turnedAway).length;
      const answers = new Map<string, number>();
      for (const o of outcomes) {
        const key = `${o.final.status} ${o.final.type?.replace('/api/problems/', '') ?? ''}`.trim();
        answers.set(key, (answers.get(key) ?? 0) + 1);
      }
      rows.push(
        [
          `### ${flow}: ${BUYERS} buyers within ${ARRIVAL_MS / 1000} s, stock ${STOCK}${INSTANCES > 1 ? `, ${INSTANCES} API processes` : ''} (drop took ${Math.round(dropMs)} ms)`,
          '',
          '| measure | value |',
          '| --- | --- |',
          `| orders / units sold / stock left | ${sold[0]!.orders} / ${sold[0]!.units} / ${stock[0]!.stock} |`,
          `| final answers | ${[...answers].map(([k, n]) => `${k}: ${n}`).join(', ')} |`,
          `| turned away first (429, then retried once) | ${outcomes.filter((o) => o.turnedAway).length} |`,
          `| connection errors | ${outcomes.reduce((n, o) => n + o.errors, 0)} |`,
          `| winners p50 / p99 (final answer) | ${ms(pct(final(winners), 50))} / ${ms(pct(final(winners), 99))} |`,
          `| losers p50 / p99 (first answer) | ${ms(pct(first(losers), 50))} / ${ms(pct(first(losers), 99))} |`,
          `| losers p50 / p99 (final answer, after a 429's retry) | ${ms(pct(final(losers), 50))} / ${ms(pct(final(losers), 99))} |`,
          `| other shoppers' list p50 / p99 before | ${ms(pct(before.sorted, 50))} / ${ms(pct(before.sorted, 99))} (${before.sorted.length} reads) |`,
          `| other shoppers' list p50 / p99 during | ${ms(pct(listDuring.sorted, 50))} / ${ms(pct(listDuring.sorted, 99))} (${listDuring.sorted.length} reads, ${listDuring.errors} failed) |`,
          `| CPU during the drop: API process${INSTANCES > 1 ? 'es' : ''} / PostgreSQL backends | ${Math.round(serverCpu)} ms / ${Math.round(databaseCpu)} ms |`,
          `| CPU during the drop: the buyers' load generator / the machine's cores busy | ${Math.round(generatorCpu)} ms / ${Math.round(machineBusy * 100)}% |`,
          // Each 429 comes back as a second request: CPU per request compares runs with more or fewer of them.
          `| drop requests (first tries + retries) / API CPU per request | ${requests} / ${(serverCpu / requests).toFixed(2)} ms |`,
          `| statements sent during the drop (the list reads included) / per request | ${statements} / ${(statements / requests).toFixed(2)} |`,
          `| after the sell-out, each buyer once more (${[...lateAnswers].map(([k, n]) => `${k}: ${n}`).join(', ')}): API CPU / statements per request | ${(lateCpu / tokens.length).toFixed(2)} ms / ${(lateStatements / tokens.length).toFixed(2)} |`,
          `| load average (1 min) before / after | ${loadBefore.toFixed(2)} / ${loadAfter.toFixed(2)} |`,
          '',
        ].join('\n'),
      );
      console.log(rows.at(-1));
    }
  } finally {
    readers.stop();
    await db.end();
    for (const c of children) c.kill('SIGTERM');
  }
}

await main();

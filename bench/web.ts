import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { initialJsGzip } from '../apps/web/scripts/initial-js.mjs';

/**
 * `npm run bench:web`: builds the product, starts it on a fresh PGlite data directory (demo data,
 * timed as a new user's first start), and runs Lighthouse's mobile preset (simulated throttling: a
 * mid-range phone on slow 4G, stable on a shared machine) against the three store pages SPEC §2
 * lists first. Prints score, LCP, TBT, CLS and the JS and CSS bytes the page loaded.
 */
const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4781);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${PORT}`;

function build() {
  if (process.env.BENCH_WEB_SKIP_BUILD === 'true') return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

/** Starts the built product on an empty data directory; answers when it listens and how long that took. */
async function startProduct(dataDir: string): Promise<{ child: ChildProcess; seconds: number }> {
  const started = performance.now();
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.resume();
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('the product server exited');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { child, seconds: (performance.now() - started) / 1000 };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the product server did not come up');
}

async function aFigurineId(): Promise<string> {
  const res = await fetch(`${origin}/api/figurine/page-list?page=1&pageSize=1`);
  const body = (await res.json()) as { data?: { id: string }[] };
  const id = body.data?.[0]?.id;
  if (!id) throw new Error(`no seeded figurine in ${JSON.stringify(body).slice(0, 200)}`);
  return id;
}

interface Row {
  page: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  js: number;
  css: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  sessionTargetType?: string;
}

async function audit(port: number, url: string): Promise<Omit<Row, 'page'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // The page's own requests (the service worker's precache fetches run in another target).
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (r) => !r.sessionTargetType || r.sessionTargetType === 'page',
  );
  const bytes = (type: string) => items.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
    js: bytes('Script'),
    css: bytes('Stylesheet'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'pedestal-bench-web-'));
  const load = loadavg().map((n) => n.toFixed(2));
  const { child, seconds } = await startProduct(dataDir);
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const figurine = await aFigurineId();
    const pages = [
      ['/', `${origin}/`],
      ['/figurines', `${origin}/figurines`],
      ['/figurines/show/:id', `${origin}/figurines/show/${figurine}`],
    ] as const;
    // One unmeasured visit warms the server (first image reads, prepared statements).
    await audit(chrome.port, pages[0][1]);
    const rows: Row[] = [];
    for (const [page, url] of pages) {
      const runs: Omit<Row, 'page'>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, url));
      // The run with the median score stands for the page (Lighthouse's own advice for variance).
      const scores = runs.map((r) => r.score);
      const pick = runs.find((r) => r.score === median(scores))!;
      rows.push({ page, ...pick });
    }
    const kb = (n: number) => (n / 1024).toFixed(1);
    const initial = initialJsGzip(join(ROOT, 'apps/web/dist'));
    const lines = [
      `Lighthouse ${'12.8.2'} mobile preset (simulated throttling), median of ${RUNS} runs; load average before: ${load.join(' ')}, after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
      '',
      '| page | score | LCP ms | TBT ms | CLS | FCP ms | JS KB | CSS KB |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.page} | ${r.score} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.fcp)} | ${kb(r.js)} | ${kb(r.css)} |`,
      ),
      '',
      `JS and CSS KB: bytes the page transferred (brotli) during the Lighthouse load, chunks fetched once idle included.`,
      `Initial JS for / (entry + modulepreloads in index.html, gzip -9): ${kb(initial.total)} KB over ${initial.files.length} files.`,
      `First start on an empty PGlite data directory with demo data: ${seconds.toFixed(1)} s.`,
    ];
    console.log(`\n${lines.join('\n')}\n`);
    writeFileSync(join(import.meta.dirname, 'last-web-result.md'), `${lines.join('\n')}\n`);
  } finally {
    await chrome.kill();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './harness';
import { serverBundle } from './server-process';

const apiRoot = resolve(import.meta.dirname, '..');

describe('the tracing preload of the built server', () => {
  it('sends the spans of a request, in the trace its traceparent names, to the OTLP endpoint, with trace ids in the log', async () => {
    const bodies: string[] = [];
    const collector = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        bodies.push(`${req.url} ${body}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    const collectorPort = (collector.address() as { port: number }).port;
    const main = await serverBundle();
    const dataDir = mkdtempSync(join(tmpdir(), 'pedestal-trace-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', join(dirname(main), 'tracing.js'), main], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        JOBS_ENABLED: 'false',
        LOG_LEVEL: 'info',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '200',
        OTEL_SERVICE_NAME: 'pedestal-test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/api/health/live`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 120_000, interval: 500 },
        )
        .toBe(200);
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const res = await fetch(`http://127.0.0.1:${port}/api/user/check-login`, {
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      });
      expect(res.status).toBe(200);
      await expect.poll(() => bodies.some((b) => b.includes(traceId)), { timeout: 20_000, interval: 200 }).toBe(true);
      const exported = bodies.filter((b) => b.includes(traceId)).join('\n');
      expect(bodies.every((b) => b.startsWith('/v1/traces '))).toBe(true);
      expect(exported).toContain('"stringValue":"pedestal-test"');
      expect(exported).toContain('@opentelemetry/instrumentation-http');
      expect(exported).toContain('@fastify/otel');
      expect(exported).toContain('/api/user/check-login');
      // Probes are not traced.
      expect(bodies.join('\n')).not.toContain('/api/health/live');
      expect(output).toContain(`"trace_id":"${traceId}"`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await new Promise<void>((r) => collector.close(() => r()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

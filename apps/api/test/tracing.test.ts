// Tracing starts before the app (and fastify and pg) is imported, as the preload entry does in production.
import { register } from 'node:module';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing } from '../src/platform/observability/tracing';

register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
const exporter = new InMemorySpanExporter();
const sdk = startTracing({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
const { startTestApp } = await import('./harness');
const { addAddress, buy, makeUser, openSale, payOrder } = await import('./factories');
const { EMAIL_QUEUE } = await import('../src/modules/notification');

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('tracing', () => {
  let t: TestApp;
  const lines: Record<string, any>[] = [];
  beforeAll(async () => {
    t = await startTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  });
  afterAll(async () => {
    await t?.close();
    await sdk.shutdown();
  });

  it('follows a checkout from its HTTP request through the database to the queued email job, and writes trace ids in log lines', async () => {
    const owner = await makeUser(t.ctx);
    const { specId } = await openSale(t, owner.id);
    const buyer = await makeUser(t.ctx);
    await addAddress(t, buyer.id);
    const orderId = await buy(t, buyer.token, specId);
    exporter.reset();
    expect(await payOrder(t, buyer.token, orderId)).toBe('succeeded');
    expect(await t.ctx.jobs.drain()).toBeGreaterThanOrEqual(1);
    const spans = exporter.getFinishedSpans();

    const job = spans.find((s) => s.name === `job ${EMAIL_QUEUE}`);
    expect(job, spans.map((s) => s.name).join(', ')).toBeDefined();
    expect(job!.kind).toBe(SpanKind.CONSUMER);
    const trace = spans.filter((s) => s.spanContext().traceId === job!.spanContext().traceId);
    // The job's trace starts at the shopper's HTTP request (the card's confirmation), goes through
    // the sandbox's delivery job and its webhook request…
    const root = trace.find((s) => !parentOf(s))!;
    expect(root.kind).toBe(SpanKind.SERVER);
    expect(root.attributes['http.route']).toBe('/api/pay/sandbox/confirm');
    const webhook = trace.find((s) => s.kind === SpanKind.SERVER && s.attributes['http.route'] === '/api/pay/sandbox/webhook');
    expect(webhook).toBeDefined();
    // …whose handling ran statements…
    const queries = trace.filter((s) => s.attributes['db.system.name'] === 'postgresql' || s.attributes['db.system'] === 'postgresql');
    if (process.env.DATABASE_URL) expect(queries.length).toBeGreaterThan(0);
    // …and the job hangs from it: its ancestors lead back to the request.
    const byId = new Map(trace.map((s) => [s.spanContext().spanId, s]));
    let up: ReadableSpan | undefined = job;
    while (up && parentOf(up)) up = byId.get(parentOf(up)!);
    expect(up).toBe(root);
    // The job's own statements are its children.
    if (process.env.DATABASE_URL) expect(queries.some((q) => parentOf(q) === job!.spanContext().spanId)).toBe(true);

    // Log lines written during the job carry its trace.
    const sent = lines.find((l) => l.msg?.includes('sent (console transport)') && l.trace_id === job!.spanContext().traceId);
    expect(sent, JSON.stringify(lines.slice(-5))).toBeDefined();
  });

  it('honours an incoming traceparent', async () => {
    exporter.reset();
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const parent = 'b7ad6b7169203331';
    const res = await fetch(`${t.baseUrl}/api/user/check-login`, { headers: { traceparent: `00-${traceId}-${parent}-01` } });
    expect(res.status).toBe(200);
    const server = exporter.getFinishedSpans().find((s) => s.kind === SpanKind.SERVER)!;
    expect(server.spanContext().traceId).toBe(traceId);
    expect(parentOf(server)).toBe(parent);
  });
});

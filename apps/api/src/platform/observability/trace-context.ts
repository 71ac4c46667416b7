import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * What the app itself does for tracing, with the OpenTelemetry API only: without an SDK started
 * (tracing.ts, loaded by the preload entry when OTEL_EXPORTER_OTLP_ENDPOINT is set) every call here
 * is the API's no-op and costs a function call.
 */

/** Where a job keeps the trace context of the request that enqueued it. */
export const TRACE_CARRIER_KEY = '_trace';

/** The trace and span ids of the active span, for a log line (nothing when none is recording). */
export function traceFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return { trace_id: traceId, span_id: spanId, trace_flags: `0${traceFlags.toString(16)}` };
}

/** Headers carrying the active trace context (W3C traceparent) to a call this server makes; none without tracing. */
export function traceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** The job's data with the active trace context (W3C traceparent) beside it, when there is one. */
export function withTraceCarrier(data: object): object {
  const carrier = traceHeaders();
  return Object.keys(carrier).length ? { ...data, [TRACE_CARRIER_KEY]: carrier } : data;
}

/**
 * Runs a job in a span of its own (`job <queue>`, a consumer span) whose parent is the trace that
 * enqueued it; the handler gets its data without the carrier.
 */
export async function runTraced<T>(queue: string, jobId: string, data: object, run: (data: object) => Promise<T>): Promise<T> {
  const { [TRACE_CARRIER_KEY]: carrier, ...rest } = data as Record<string, unknown>;
  const parent = carrier && typeof carrier === 'object' ? propagation.extract(context.active(), carrier) : context.active();
  const tracer = trace.getTracer('pedestal.jobs');
  return tracer.startActiveSpan(
    `job ${queue}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.system': 'pg-boss', 'messaging.destination.name': queue, 'messaging.message.id': jobId },
    },
    parent,
    async (span) => {
      try {
        return await run(rest);
      } catch (err) {
        span.recordException(err as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

const SHUTDOWN = Symbol.for('pedestal.tracing.shutdown');

/** Tracing's flush, set by tracing.ts when it starts; main.ts calls it before exiting. */
export function onTracingShutdown(fn: () => Promise<void>) {
  (globalThis as Record<symbol, unknown>)[SHUTDOWN] = fn;
}

export async function shutdownTracing() {
  const fn = (globalThis as Record<symbol, unknown>)[SHUTDOWN] as (() => Promise<void>) | undefined;
  await fn?.().catch(() => undefined);
}

import FastifyOtelInstrumentation from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace';
import { onTracingShutdown } from './trace-context';

/**
 * OpenTelemetry's SDK with the HTTP, Fastify and PostgreSQL instrumentations. It must start before
 * fastify and pg are imported (it patches them as they load): the preload entry (src/tracing.ts,
 * `node --import dist/tracing.js dist/main.js`) starts it when OTEL_EXPORTER_OTLP_ENDPOINT is set,
 * and tests start it with an in-memory exporter before importing the app.
 *
 * Spans go to OTLP (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL… as the SDK reads
 * them) unless `spanProcessors` are given. Only traces: the SDK's metrics and logs exporters are
 * off unless asked for (metrics are Prometheus', /metrics).
 */
export function startTracing(options: { serviceName?: string; spanProcessors?: SpanProcessor[]; traceExporter?: SpanExporter } = {}) {
  const sdk = new NodeSDK({
    serviceName: options.serviceName ?? 'pedestal',
    ...options,
    // Traces only: none of the SDK's own metric readers or log processors (which default to OTLP).
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes would be most of the traces.
        ignoreIncomingRequestHook: (request) => /^\/(api\/health(\/|$|\?)|metrics(\?|$))/.test(request.url ?? ''),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // Statements outside a request or a job (queue polling, lease renewals) would each be a trace of their own.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });
  sdk.start();
  onTracingShutdown(() => sdk.shutdown());
  return sdk;
}

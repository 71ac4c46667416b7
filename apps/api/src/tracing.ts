/**
 * The preload entry that turns tracing on: `node --import ./dist/tracing.js dist/main.js` (npm start
 * adds it when OTEL_EXPORTER_OTLP_ENDPOINT is set). It registers the ESM loader hook the
 * instrumentations patch modules through, then starts the SDK — before main.js imports fastify and
 * pg. Without the endpoint it does nothing; without the preload nothing of the SDK is ever loaded.
 */
import { register } from 'node:module';
import { loadConfig, type Config } from './config';

let config: Config | null = null;
try {
  config = loadConfig();
} catch {
  // main.js reports an invalid configuration in its own words.
}
if (config?.OTEL_EXPORTER_OTLP_ENDPOINT) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { startTracing } = await import('./platform/observability/tracing');
  startTracing({ serviceName: config.OTEL_SERVICE_NAME });
}

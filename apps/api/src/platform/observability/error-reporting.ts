import type { FastifyBaseLogger } from 'fastify';
import { safeError, safeMessage, type SafeError } from './safe-errors';

/** Where unexpected errors go besides the log: a Sentry-compatible service (`SENTRY_DSN`), or nowhere. */
export interface ErrorReporter {
  report(err: unknown, context: { requestId?: string; method?: string; route?: string | null }): void;
  close(): Promise<void>;
}

/**
 * Loads @sentry/node only when a DSN is set (nothing is imported otherwise). No default
 * integrations: it neither instruments nor reads requests; it gets the errors the error handler
 * calls a 500, scrubbed as the log scrubs them (safe-errors.ts), with the request
 * id, method and route pattern to find the log line. OpenTelemetry stays ours (tracing.ts).
 */
export async function startErrorReporting(options: {
  dsn: string | undefined;
  environment: string;
  release?: string;
  log: FastifyBaseLogger;
}): Promise<ErrorReporter | null> {
  if (!options.dsn) return null;
  const Sentry = await import('@sentry/node');
  const client = Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    defaultIntegrations: false,
    // Its own OpenTelemetry set-up would take over ours (tracing.ts); it only sends error events.
    ...({ skipOpenTelemetrySetup: true, sendDefaultPii: false } as object),
    tracesSampleRate: 0,
    beforeSend(event) {
      for (const value of event.exception?.values ?? []) if (value.value) value.value = safeMessage(value.value);
      if (event.message) event.message = safeMessage(event.message);
      delete event.request;
      return event;
    },
  });
  options.log.info('error reports go to SENTRY_DSN');
  return {
    report(err, context) {
      // A copy carrying only what the log may carry: drizzle's parameters never leave the process.
      const safe = asError(safeError(err));
      Sentry.withScope((scope) => {
        scope.setTags({
          ...(context.method ? { method: context.method } : {}),
          ...(context.route ? { route: context.route } : {}),
        });
        if (context.requestId) scope.setTag('request_id', context.requestId);
        Sentry.captureException(safe);
      });
    },
    async close() {
      await client?.close(2_000);
    },
  };
}

function asError(safe: SafeError): Error {
  const err = new Error(safe.message, safe.cause ? { cause: asError(safe.cause) } : undefined);
  err.name = safe.type;
  err.stack = safe.stack;
  return err;
}

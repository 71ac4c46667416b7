import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import type { MessageTransport } from '../mail/transport';

/** A value read when Prometheus scrapes (from the database or a component's state), per label set. */
export type Sample = { labels?: Record<string, string>; value: number };

/**
 * The instance's Prometheus metrics (`GET /metrics`, behind `METRICS_TOKEN`). One registry per app
 * (tests build several in a process). Counters and histograms are counted here, as things happen;
 * gauges about shared state (queues, outbox, payments) are read from the database at each scrape,
 * so every instance reports the fleet's value for those: aggregate them with `max`, not `sum`.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'pedestal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'pedestal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly queryDuration = new Histogram({
    name: 'pedestal_db_query_duration_seconds',
    help: 'Time a database statement took, by outcome (ok or error)',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [this.registry],
  });
  readonly messages = new Counter({
    name: 'pedestal_messages_total',
    help: 'Emails and texts handed to their transport, by channel (email, sms) and result (sent, failed)',
    labelNames: ['channel', 'result'] as const,
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'pedestal_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit or a sign-in throttle (429), by route pattern',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'pedestal_' });
    // Every series from the first scrape, at 0: an alert on failures needs the series before the first one.
    for (const channel of ['email', 'sms']) for (const result of ['sent', 'failed']) this.messages.inc({ channel, result }, 0);
  }

  /** A gauge whose samples are read at each scrape; a failing read leaves it out of that scrape. */
  gauge(name: string, help: string, labelNames: string[], read: () => Promise<Sample[]> | Sample[]) {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        let samples: Sample[];
        try {
          samples = await read();
        } catch {
          // The database is away: the scrape still answers (HTTP, pool, process), without this gauge.
          return;
        }
        for (const sample of samples) {
          if (sample.labels) this.set(sample.labels, sample.value);
          else this.set(sample.value);
        }
      },
    });
  }

  /** `read` shared by the gauges of one scrape (prom-client collects them at once): one database read per scrape. */
  perScrape<T>(read: () => Promise<T>): () => Promise<T> {
    let inFlight: Promise<T> | null = null;
    return () => {
      if (!inFlight) {
        const current = read();
        inFlight = current;
        const clear = () => {
          // Kept until the other gauges of this scrape asked (same tick), then dropped.
          setImmediate(() => {
            if (inFlight === current) inFlight = null;
          });
        };
        current.then(clear, clear);
      }
      return inFlight;
    };
  }

  /** Counts what a transport sends and fails to send. */
  countMessages(channel: 'email' | 'sms', transport: MessageTransport): MessageTransport {
    return {
      name: transport.name,
      send: async (message) => {
        try {
          await transport.send(message);
          this.messages.inc({ channel, result: 'sent' });
        } catch (err) {
          this.messages.inc({ channel, result: 'failed' });
          throw err;
        }
      },
    };
  }

  /** Statement durations and the pool's state from the database adapter. */
  observeDatabase(database: Database) {
    database.observeQueries((seconds, ok) => this.queryDuration.observe({ outcome: ok ? 'ok' : 'error' }, seconds));
    const pool = database.poolState;
    this.gauge('pedestal_db_pool_connections', 'Pooled database connections, by state (in_use, idle)', ['state'], () => {
      const s = pool?.() ?? { inUse: 0, idle: 0 };
      return [
        { labels: { state: 'in_use' }, value: s.inUse },
        { labels: { state: 'idle' }, value: s.idle },
      ];
    });
    this.gauge('pedestal_db_pool_waiting', 'Requests waiting for a database connection', [], () => [{ value: pool?.().waiting ?? 0 }]);
    this.gauge('pedestal_db_pool_max', 'The most connections the pool opens (DATABASE_POOL_MAX)', [], () => [{ value: pool?.().max ?? 1 }]);
  }
}

/** Requests by route pattern (never the raw URL: ids would make a series each) and status, with durations. */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route: labels.route });
    done();
  });
}

/**
 * `GET /metrics` in Prometheus's text format for a caller with `Authorization: Bearer <token>`;
 * 401 otherwise. Without a token configured the route does not exist (404).
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('A bearer token (METRICS_TOKEN) is needed\n');
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

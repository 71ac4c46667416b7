import { z } from 'zod';

/** The defaults production refuses unless ALLOW_UNSAFE_PRODUCTION names them. */
export const UNSAFE_PRODUCTION = ['sandbox-payments', 'console-mail', 'public-url', 'embedded-database'] as const;
export type UnsafeProduction = (typeof UNSAFE_PRODUCTION)[number];

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads; parsed once at boot, nothing else reads process.env. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The interface to listen on: every one in production, only this machine's (127.0.0.1) elsewhere. */
  HOST: z.string().optional(),
  /**
   * Connections the kernel may hold for the process before it accepts them (listen backlog; Linux
   * caps it at net.core.somaxconn). Node's 511 overflowed when a drop's buyers connected by the
   * thousand while the event loop was busy: their SYNs were dropped and retried a second later.
   */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(4096),
  APP_NAME: z.string().min(1).default('Pedestal'),
  PUBLIC_URL: z.url().optional(),
  /**
   * Other origins the shopper may use and be sent back to (wallet and Google sign-in returns),
   * comma-separated: `https://shop.example.com,http://192.168.1.20:3000`.
   */
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const item of (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const url = URL.canParse(item) ? new URL(item) : null;
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== item.replace(/\/+$/, '')) {
          ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin (scheme://host[:port], no path)` });
          continue;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  DATABASE_URL: z.string().optional(),
  /**
   * Connections this instance keeps open to PostgreSQL at most (the LISTEN connection comes on top).
   * Size it so that instances × (pool + list pool + 1) stays below max_connections minus a reserve.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  /**
   * Connections kept open while the instance is quiet (at most DATABASE_POOL_MAX), opened at start;
   * with it the list pool keeps all of its own. A drop's first orders find them warm instead of
   * waiting for new PostgreSQL backends (issue 25). 0: idle connections close after 10 s.
   */
  DATABASE_POOL_MIN: z.coerce.number().int().min(0).max(500).default(6),
  /**
   * Connections of the public lists' own pool (decision 041: a drop's orders cannot keep the lists
   * waiting); 0 shares the main pool. On top of DATABASE_POOL_MAX: instances × (pool + lists + 1).
   */
  DATABASE_LIST_POOL_MAX: z.coerce.number().int().min(0).max(100).default(2),
  /** How long a request waits for a connection (from the pool or a new one) before it answers 503. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(120).default(5),
  /** The longest a statement may run (PostgreSQL's statement_timeout); migrations are exempt. */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  /** At start, how long to keep retrying an unreachable or full database before giving up. */
  DATABASE_START_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  DATA_DIR: z.string().default('./data'),
  UPLOAD_DIR: z.string().optional(),
  /** S3-compatible object storage for uploads (AWS S3, Cloudflare R2, MinIO…); local disk without it. */
  S3_BUCKET: z.string().optional(),
  /** The store's API address when it is not AWS (R2: https://<account>.r2.cloudflarestorage.com, MinIO: its URL). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Without keys the AWS SDK's own chain is used (environment, instance role…). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: MinIO and most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Where browsers fetch the objects (a CDN or the bucket's public address); without it every instance proxies /uploads/. */
  S3_PUBLIC_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  ADMIN_DIST_DIR: z.string().optional(),
  /**
   * Default `warn` in production (a line per request costs ~15% of a list request's CPU; errors
   * still carry their request id) and `info` elsewhere.
   */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /**
   * Production's access log: every answer that is not a success has a line; this share of the
   * successes too (0 to 1; 0.01 is one in a hundred). Outside production LOG_LEVEL=info logs every request.
   */
  ACCESS_LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.01),
  /** Prometheus metrics at /metrics for `Authorization: Bearer <token>` (at least 16 characters); without it /metrics is a 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Traces to an OpenTelemetry collector (OTLP; the SDK also reads OTEL_EXPORTER_OTLP_PROTOCOL,
   * OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER…). Needs the preload: `npm start` adds it when set.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('pedestal'),
  /** Error reports (500s) to a Sentry-compatible service (Sentry, GlitchTip…); off without it. */
  SENTRY_DSN: z.url().optional(),
  /** Demo catalogue on first start: on by default, off in production unless set to true explicitly. */
  SEED_DEMO_DATA: bool.optional(),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Every admin must set up a second factor (TOTP) before using the console: on by default in production. */
  ADMIN_REQUIRE_2FA: bool.optional(),
  /** The OpenAPI document and its UI (/api/docs) for anyone: off by default in production (then only for a signed-in admin). */
  API_DOCS_PUBLIC: bool.optional(),
  MAIL_TRANSPORT: z.enum(['console', 'smtp']).default('console'),
  MAIL_FROM: z.string().default('Pedestal <no-reply@pedestal.local>'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMS_TRANSPORT: z.enum(['console']).default('console'),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Allows a plain-http issuer (a local OpenID provider in tests and development). */
  OIDC_ALLOW_INSECURE: bool.default(false),
  RATE_LIMIT_ENABLED: bool.default(true),
  /** Redis for the shared rate-limit counters; without it they live in the database. */
  REDIS_URL: z.string().optional(),
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For):
   * `false` (none, the default), `true` (all), or comma-separated addresses / CIDRs / names
   * (`loopback`, `10.0.0.0/8`). A bare hop count is not trusted: it cannot check who sent it.
   */
  TRUST_PROXY: z.string().default('false'),
  JOBS_ENABLED: bool.default(true),
  /** How long an instance may answer a bearer token from memory (0: look every request up); revocations evict at once. */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** How long an identical public answer is served from memory per instance, in ms (0: never; issue 26 wants a change shown within 2 s). */
  SHARED_READS_MS: z.coerce.number().int().min(0).max(2000).default(1000),
  /**
   * Orders of one spec that run their database work at once per instance (the drop gate, decision
   * 041). One: each order then has the event loop to itself at a drop's opening, when its losers
   * arrive (decision 061; four placed 100 units in half a second and kept them waiting).
   */
  DROP_GATE_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(1),
  /** Orders of one spec that may wait for a turn per instance; more are answered 429 with Retry-After. */
  DROP_GATE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** The longest an order waits for a turn before it is answered 429 with Retry-After: a queued buyer's worst first answer, below the 250 ms of issue 25 (decisions 054, 061). */
  DROP_GATE_WAIT_MS: z.coerce.number().int().min(1).max(30_000).default(200),
  /** Buy Now's queue per spec (at most DROP_GATE_QUEUE): shorter, so its buyers hear 429 sooner. */
  DROP_GATE_BUY_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  /** Buy Now's longest wait for a turn (at most DROP_GATE_WAIT_MS). */
  DROP_GATE_BUY_WAIT_MS: z.coerce.number().int().min(1).max(30_000).default(150),
  /** `sandbox` by default; production must name its provider (the sandbox takes no real money). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'paypal']).optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().default('whsec_sandbox_local_only'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API address (tests point it at a local stand-in); Stripe.js in the browser always uses Stripe's own. */
  STRIPE_API_BASE: z.url().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
  /** Where the sandbox delivers its events (default: this instance's own webhook route). */
  SANDBOX_WEBHOOK_URL: z.url().optional(),
  /**
   * Seconds without a heartbeat after which a running job counts as dead (its process crashed) and
   * is run again; a live job renews its lease every third of it, however long it runs.
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(86_400).default(20),
  /** How often idle workers poll their queues. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How often expired leases are retried and finished jobs archived (once per interval across instances). */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * Production refuses to start with a default that is only fit for trying the store out
   * (productionProblems below); this comma-separated list names the ones accepted anyway:
   * `sandbox-payments`, `console-mail`, `public-url`, `embedded-database`.
   */
  ALLOW_UNSAFE_PRODUCTION: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const names = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const name of names) {
        if (!(UNSAFE_PRODUCTION as readonly string[]).includes(name)) {
          ctx.addIssue({ code: 'custom', message: `"${name}" is not one of ${UNSAFE_PRODUCTION.join(', ')}` });
        }
      }
      return names as UnsafeProduction[];
    }),
  /** Test only (NODE_ENV=test): `name:n,...` kills the process the n-th time it passes a crash point. */
  CRASH_POINTS: z.string().optional(),
  /** Test only (NODE_ENV=test): the clock can be moved and scheduled jobs run by `POST /api/dev/clock` and `/api/dev/jobs/run` (journeys). */
  TEST_CLOCK: bool.default(false),
});

export type Config = Omit<
  z.infer<typeof ConfigSchema>,
  'SEED_DEMO_DATA' | 'PAYMENT_PROVIDER' | 'TRUSTED_ORIGINS' | 'LOG_LEVEL' | 'HOST' | 'ADMIN_REQUIRE_2FA' | 'API_DOCS_PUBLIC'
> & {
  HOST: string;
  ADMIN_REQUIRE_2FA: boolean;
  API_DOCS_PUBLIC: boolean;
  LOG_LEVEL: NonNullable<z.infer<typeof ConfigSchema>['LOG_LEVEL']>;
  SEED_DEMO_DATA: boolean;
  PAYMENT_PROVIDER: 'sandbox' | 'stripe' | 'paypal';
  publicUrl: string;
  /** TRUSTED_ORIGINS, normalised (platform/origins.ts decides what else is trusted). */
  trustedOrigins: string[];
  uploadDir: string;
  production: boolean;
  trustProxy: boolean | string[];
};

/** Fastify's forms: all or none, or the proxies' addresses, CIDRs and names. */
function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (c.S3_BUCKET && !c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const { TRUSTED_ORIGINS, ...rest } = c;
  return {
    ...rest,
    trustedOrigins: TRUSTED_ORIGINS,
    HOST: c.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    uploadDir: c.UPLOAD_DIR ?? `${c.DATA_DIR}/uploads`,
    production,
    SEED_DEMO_DATA: c.SEED_DEMO_DATA ?? !production,
    ADMIN_REQUIRE_2FA: c.ADMIN_REQUIRE_2FA ?? production,
    API_DOCS_PUBLIC: c.API_DOCS_PUBLIC ?? !production,
    LOG_LEVEL: c.LOG_LEVEL ?? (production ? 'warn' : 'info'),
    PAYMENT_PROVIDER: c.PAYMENT_PROVIDER ?? 'sandbox',
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
  };
}

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname.startsWith('127.') ||
  hostname === '[::1]' ||
  hostname === '0.0.0.0';

/**
 * What production must not start with, each named as ALLOW_UNSAFE_PRODUCTION accepts it, and why.
 * Empty outside production and for every name the operator accepted.
 */
export function productionProblems(config: Config): { name: UnsafeProduction; problem: string }[] {
  if (!config.production) return [];
  const problems: { name: UnsafeProduction; problem: string }[] = [];
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    problems.push({
      name: 'sandbox-payments',
      problem: 'PAYMENT_PROVIDER is sandbox (or unset): card payments are fake and take no money; set it to stripe or paypal',
    });
  }
  if (config.MAIL_TRANSPORT === 'console') {
    problems.push({
      name: 'console-mail',
      problem: 'MAIL_TRANSPORT is console: verification codes and order emails go nowhere, so nobody can register; set smtp and SMTP_HOST',
    });
  }
  if (!config.PUBLIC_URL || isLocalHost(new URL(config.PUBLIC_URL).hostname)) {
    problems.push({
      name: 'public-url',
      problem: `PUBLIC_URL is ${config.PUBLIC_URL ? `local (${config.PUBLIC_URL})` : 'unset'}: emails and payment returns would link to this machine; set the store's public address`,
    });
  }
  if (!config.DATABASE_URL) {
    problems.push({
      name: 'embedded-database',
      problem:
        'DATABASE_URL is unset: the embedded PGlite database is for trying the store out (one process, no backups); set a PostgreSQL URL',
    });
  }
  return problems.filter((p) => !config.ALLOW_UNSAFE_PRODUCTION.includes(p.name));
}

/** Throws one message naming every unsafe production default that was not accepted (main.ts calls it before anything starts). */
export function assertSafeProduction(config: Config): void {
  const problems = productionProblems(config);
  if (!problems.length) return;
  throw new Error(
    [
      `Invalid configuration: production refuses ${problems.length === 1 ? 'an unsafe default' : `${problems.length} unsafe defaults`} (fix it, or name it in ALLOW_UNSAFE_PRODUCTION=${problems.map((p) => p.name).join(',')} to start anyway):`,
      ...problems.map((p) => `  ${p.name}: ${p.problem}`),
    ].join('\n'),
  );
}

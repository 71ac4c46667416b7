import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DbOrTx, SqlExecutor } from '../../db/client';
import { crashPoint } from '../crash';
import { runTraced, withTraceCarrier } from '../observability/trace-context';

export interface QueueDefinition<T extends object = Record<string, never>> {
  name: string;
  run(data: T): Promise<void>;
  /** A cron expression (UTC): the job is sent once per due minute across every instance. */
  cron?: string;
  /** Attempts after the first; side effects retry with exponential backoff until they succeed. */
  retryLimit?: number;
  /** Seconds before the first retry (doubled each time with backoff). */
  retryDelaySeconds?: number;
  /**
   * Runs once a job of this queue has failed its last retry (or its lease ran out on the last one):
   * pg-boss moves it to the dead-letter queue `<name>.exhausted`, whose job runs this with the same
   * data, durably and with retries of its own. For what must not stay "under way" forever.
   */
  onExhausted?(data: T): Promise<void>;
}

export interface JobQueueOptions {
  /** pg-boss's own connection (outside any transaction). */
  executor: SqlExecutor;
  log: FastifyBaseLogger;
  /**
   * Whether this instance works the queues: runs workers, sends scheduled jobs and supervises
   * leases. Any instance can enqueue; tests work queues by hand (`drain`, `runScheduled`).
   */
  work: boolean;
  /**
   * Runs the queue set-up while no other instance does (Database.exclusive): pg-boss creating its
   * schema or a queue's partition beside another instance deadlocks or fails on a duplicate.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** How often idle workers look for work. */
  pollingIntervalSeconds?: number;
  /**
   * Replaces every unscheduled queue's retry budget, without backoff (tests: a provider down until
   * the queue gives up, in a moment rather than hours).
   */
  retries?: { limit: number; delaySeconds: number };
  /** How often expired leases are swept and old jobs archived (once per interval across instances). */
  maintenanceIntervalSeconds?: number;
  /**
   * A running job renews its lease every third of this; one whose instance died is failed this
   * long after its last renewal, at the next sweep, and retried (config JOB_LEASE_SECONDS).
   */
  leaseSeconds?: number;
}

const DEFAULTS = { retryLimit: 20, retryDelaySeconds: 5 };
const SCHEDULED = { retryLimit: 2, retryDelaySeconds: 10 };
const DEFAULT_LEASE_SECONDS = 20;
/** pg-boss archives a job still waiting 14 days after it was sent, dead-letter or not. */
const RETENTION_SECONDS = 14 * 86_400;
/** The dead-letter queue of a queue with `onExhausted`. */
export const exhaustedQueue = (name: string) => `${name}.exhausted`;

/**
 * Extends a running job's lease to `$3` seconds from now. pg-boss 10 has no heartbeat of its own: it
 * fails a job whose `started_on + expire_in` has passed, so a live job keeps moving that point on.
 */
const RENEW_LEASE = `UPDATE pgboss.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
  WHERE name = $1 AND id = $2 AND state = 'active'`;

type QueueSettings = {
  name: string;
  policy: 'stately' | 'standard';
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  deadLetter?: string;
};

/**
 * Durable work on PostgreSQL through pg-boss (PGlite too, through the executor): scheduled jobs run
 * once per due minute across instances, and side effects are enqueued in the transaction of the
 * change that causes them (`enqueue(tx, ...)`), so they exist exactly when the change does, and are
 * retried with backoff until they succeed. A running job renews its lease, so one held by a dead
 * instance runs again within a lease and a sweep. Handlers must be idempotent: a run may repeat
 * after a crash between its effect and its completion.
 */
export class JobQueue {
  private boss: PgBoss;
  private readonly queues = new Map<string, QueueDefinition<object>>();
  private started = false;
  /** Aborted when the workers stop. */
  private working: AbortController | null = null;
  private readonly loops: Promise<void>[] = [];

  constructor(private readonly options: JobQueueOptions) {
    this.boss = this.newBoss();
  }

  private newBoss() {
    const boss = new PgBoss({
      db: this.options.executor as PgBoss.Db,
      schedule: this.options.work,
      supervise: this.options.work,
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 7,
      maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds ?? 10,
    });
    boss.on('error', (err) => this.options.log.error({ err }, 'job queue error'));
    return boss;
  }

  private get leaseSeconds() {
    return this.options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  }

  define<T extends object>(definition: QueueDefinition<T>) {
    if (this.started) throw new Error(`Queue ${definition.name} defined after the job queue started`);
    const { onExhausted } = definition;
    if (onExhausted) {
      if (definition.cron) throw new Error(`Scheduled queue ${definition.name} cannot have onExhausted`);
      // The dead letter comes only if the last retry runs before pg-boss archives the waiting job.
      const { retries } = this.options;
      const { retryLimit, retryDelaySeconds } = retries
        ? { retryLimit: retries.limit, retryDelaySeconds: retries.delaySeconds }
        : { ...DEFAULTS, ...definition };
      let longest = 0;
      for (let n = 1; n <= retryLimit; n++) longest += retryDelaySeconds * 2 ** Math.min(16, n);
      if (longest >= RETENTION_SECONDS) throw new Error(`Queue ${definition.name}: its retries may outlast the job's retention`);
      // Defined first: pg-boss's queue row names its dead letter, which must exist.
      this.queues.set(exhaustedQueue(definition.name), { name: exhaustedQueue(definition.name), run: (data) => onExhausted(data as T) });
    }
    this.queues.set(definition.name, definition as unknown as QueueDefinition<object>);
  }

  /** Whether the queue started here (readiness). */
  get isStarted() {
    return this.started;
  }

  /**
   * Creates pg-boss's tables and every defined queue (one instance at a time); a working instance
   * also starts schedules and workers. A failed start may be tried again.
   */
  async start() {
    if (this.started) return;
    try {
      await this.options.exclusive(async () => {
        await this.boss.start();
        await this.ensureQueues();
        if (this.options.work) await this.ensureSchedules();
      });
    } catch (err) {
      // pg-boss cannot start twice: a retry gets a fresh one.
      await this.boss.stop({ graceful: false, close: false, wait: true }).catch(() => undefined);
      this.boss = this.newBoss();
      throw err;
    }
    this.started = true;
    if (this.options.work) this.startWorkers();
  }

  /** Creates the queues missing and updates those whose settings changed; the rest is left alone. */
  private async ensureQueues() {
    for (const q of this.queues.values()) {
      const settings = { ...(q.cron ? SCHEDULED : DEFAULTS), ...q };
      const retries = !q.cron && this.options.retries;
      const wanted: QueueSettings = {
        name: q.name,
        // A scheduled job never piles up: one waiting and one running at most.
        policy: q.cron ? 'stately' : 'standard',
        retryLimit: retries ? retries.limit : settings.retryLimit,
        retryDelay: retries ? retries.delaySeconds : settings.retryDelaySeconds,
        // pg-boss waits at least a second between retries with backoff: the tests' budget has none.
        retryBackoff: !q.cron && !retries,
        expireInSeconds: this.leaseSeconds,
        ...(q.onExhausted ? { deadLetter: exhaustedQueue(q.name) } : {}),
      };
      const existing = (await this.boss.getQueue(q.name)) as Partial<QueueSettings> | null;
      if (!existing) await this.boss.createQueue(q.name, wanted);
      else if ((Object.keys(wanted) as (keyof QueueSettings)[]).some((k) => existing[k] !== wanted[k])) {
        await this.boss.updateQueue(q.name, wanted);
        // A job takes its dead letter from its queue when sent: those already waiting get it now.
        if (wanted.deadLetter && existing.deadLetter !== wanted.deadLetter)
          await this.options.executor.executeSql(
            `UPDATE pgboss.job SET dead_letter = $2 WHERE name = $1 AND dead_letter IS NULL AND state < 'completed'`,
            [q.name, wanted.deadLetter],
          );
      }
    }
  }

  private async ensureSchedules() {
    for (const q of this.queues.values()) {
      if (q.cron) await this.boss.schedule(q.name, q.cron, {}, { tz: 'UTC' });
      else await this.boss.unschedule(q.name).catch(() => undefined);
    }
  }

  private startWorkers() {
    this.working = new AbortController();
    for (const q of this.queues.values()) this.loops.push(this.workLoop(q, this.working.signal));
  }

  /**
   * One queue's worker: takes a job, runs it under a renewed lease, completes or fails it. Our own
   * loop rather than pg-boss's `work`, which fails any run longer than the lease it was fetched with.
   */
  private async workLoop(q: QueueDefinition<object>, stopped: AbortSignal) {
    const pollMs = (this.options.pollingIntervalSeconds ?? 2) * 1000;
    let failures = 0;
    while (!stopped.aborted) {
      let job: { id: string; data: object } | undefined;
      try {
        [job] = await this.boss.fetch<object>(q.name, { batchSize: 1 });
        failures = 0;
      } catch (err) {
        // The database is away: say so once, then look less often until it is back.
        if (failures++ === 0) this.options.log.warn({ err, job: q.name }, 'job queue cannot fetch, retrying');
      }
      if (!job) {
        await pause(failures ? Math.min(pollMs * 2 ** failures, 30_000) : pollMs, stopped);
        continue;
      }
      try {
        await this.execute(q, job);
        await this.boss.complete(q.name, job.id);
      } catch (err) {
        await this.boss
          .fail(q.name, job.id, { message: (err as Error).message })
          .catch((e: unknown) =>
            this.options.log.warn({ err: e, job: q.name, jobId: job.id }, 'job not marked failed; its lease will retry it'),
          );
      }
    }
  }

  private async execute(q: QueueDefinition<object>, job: { id: string; data: object }) {
    // Tests kill the instance here, holding the job, as a crash would.
    crashPoint(`job.${q.name}`);
    const startedAt = Date.now();
    const renew = () =>
      this.options.executor
        .executeSql(RENEW_LEASE, [q.name, job.id, this.leaseSeconds])
        .catch((err: unknown) => this.options.log.warn({ err, job: q.name, jobId: job.id }, 'job lease not renewed'));
    // At once too: a retried job carries the lease its last run had stretched to.
    await renew();
    const heartbeat = setInterval(() => void renew(), (this.leaseSeconds * 1000) / 3);
    try {
      // In a span whose parent is the request that enqueued it (trace-context.ts; a no-op without tracing).
      await runTraced(q.name, job.id, job.data ?? {}, (data) => q.run(data));
      this.options.log.debug({ job: q.name, jobId: job.id, ms: Date.now() - startedAt }, 'job done');
    } catch (err) {
      this.options.log.error({ err, job: q.name, jobId: job.id }, 'job failed, will retry');
      throw err;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Sends a job in the caller's transaction: it is committed (and later run) only if the change
   * that caused it is. Answers the job id.
   */
  async enqueue(tx: DbOrTx, name: string, data: object, options: { startAfterSeconds?: number } = {}): Promise<string> {
    if (!this.queues.has(name)) throw new Error(`Unknown queue ${name}`);
    // The trace of the request enqueuing it travels with the job (W3C traceparent, only when tracing).
    const id = await this.boss.send(name, withTraceCarrier(data), {
      db: inTransaction(tx),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    if (!id) throw new Error(`Job for ${name} was not created`);
    return id;
  }

  /** Runs the scheduled jobs now, here (tests and operators); answers their names. */
  async runScheduled(names?: string[]): Promise<string[]> {
    const ran: string[] = [];
    for (const q of this.queues.values()) {
      if (!q.cron || (names && !names.includes(q.name))) continue;
      await q.run({});
      ran.push(q.name);
    }
    return ran;
  }

  /**
   * Runs every job waiting in the given queues (all when omitted) here, until none is left; a failing
   * job is failed and left to its retry. For tests and for an instance that does not work queues.
   */
  async drain(names?: string[]): Promise<number> {
    let done = 0;
    for (let progress = true; progress;) {
      progress = false;
      for (const q of this.queues.values()) {
        // A queue's dead letters drain with it.
        if (q.cron || (names && !names.some((n) => n === q.name || exhaustedQueue(n) === q.name))) continue;
        for (const job of await this.boss.fetch<object>(q.name, { batchSize: 20 })) {
          progress = true;
          try {
            await runTraced(q.name, job.id, job.data ?? {}, (data) => q.run(data));
            await this.boss.complete(q.name, job.id);
            done++;
          } catch (err) {
            await this.boss.fail(q.name, job.id, { message: (err as Error).message });
          }
        }
      }
    }
    return done;
  }

  /**
   * Per defined queue: jobs waiting (new or to retry), running, and how long the oldest job that is
   * due has waited (0 when none): what the metrics report at each scrape.
   */
  async stats(): Promise<{ name: string; waiting: number; active: number; oldestSeconds: number }[]> {
    const { rows } = (await this.options.executor.executeSql(
      `SELECT name,
         count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
         count(*) FILTER (WHERE state = 'active')::int AS active,
         coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())), 0)::float8 AS oldest
       FROM pgboss.job WHERE state IN ('created', 'retry', 'active') GROUP BY name`,
      [],
    )) as { rows: { name: string; waiting: number; active: number; oldest: number }[] };
    const byName = new Map(rows.map((r) => [r.name, r]));
    return [...this.queues.keys()].map((name) => {
      const r = byName.get(name);
      return { name, waiting: r?.waiting ?? 0, active: r?.active ?? 0, oldestSeconds: Math.max(0, Number(r?.oldest ?? 0)) };
    });
  }

  /** Jobs not yet done (waiting, retrying or running) per queue. */
  async pending(name: string): Promise<number> {
    return this.boss.getQueueSize(name);
  }

  /** Stops taking jobs and waits (10 s at most) for those in hand; one not finished is retried after its lease. */
  async stop() {
    if (!this.started) return;
    this.started = false;
    this.working?.abort();
    const inHand = Promise.all(this.loops.splice(0));
    await Promise.race([inHand, new Promise((r) => setTimeout(r, 10_000).unref())]);
    await this.boss.stop({ graceful: false, wait: true, close: false });
  }
}

/** pg-boss's SQL, run on a drizzle transaction: `$n` placeholders become bound parameters. */
function inTransaction(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** Waits `ms`, or less when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** The UTC cron of a daily job at `hour:minute` of the business day (UTC+08:00, no daylight saving). */
export function dailyAtBusinessTime(hour: number, minute = 0, offsetMinutes = 8 * 60): string {
  const utc = (((hour * 60 + minute - offsetMinutes) % 1440) + 1440) % 1440;
  return `${utc % 60} ${Math.floor(utc / 60)} * * *`;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { describeError } from '../db/availability';

export type CheckState = 'ok' | 'down' | 'pending' | 'unknown' | 'off';

export interface ReadinessReport {
  /** `ok`; `degraded` while only Redis is away (limits count in the database); `unavailable` otherwise (503). */
  status: 'ok' | 'degraded' | 'unavailable';
  checks: { database: CheckState; migrations: CheckState; queue: CheckState; redis: CheckState };
}

/** A balancer's health check waits a few seconds at most; a database that does not answer by then is down. */
const PING_TIMEOUT_MS = 3_000;

/**
 * Whether this instance can serve: the database answers, every migration this build knows is
 * applied, the job queue started, and Redis (when configured) answers. Liveness is separate and
 * touches nothing (routes in modules/health).
 */
export class Readiness {
  constructor(
    private readonly deps: {
      db: Db;
      migrationsCurrent(): Promise<boolean>;
      queueStarted(): boolean;
      redis(): 'ok' | 'down' | 'off';
      warn(reason: string): void;
    },
  ) {}

  async check(): Promise<ReadinessReport> {
    const database = await this.ping();
    const migrations: CheckState =
      database === 'ok'
        ? await this.deps.migrationsCurrent().then(
            (current) => (current ? 'ok' : 'pending'),
            () => 'unknown' as const,
          )
        : 'unknown';
    const queue: CheckState = this.deps.queueStarted() ? 'ok' : 'down';
    const redis = this.deps.redis();
    const ready = database === 'ok' && migrations === 'ok' && queue === 'ok';
    return { status: !ready ? 'unavailable' : redis === 'down' ? 'degraded' : 'ok', checks: { database, migrations, queue, redis } };
  }

  private async ping(): Promise<CheckState> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.deps.db.execute(sql`select 1`), timeout]);
      return 'ok';
    } catch (err) {
      this.deps.warn(describeError(err));
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }
}

import { createId } from '@paralleldrive/cuid2';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { jobRuns } from './schema';

export interface Job {
  name: string;
  /**
   * The time slot due at `now` (e.g. the business day for a daily job, the minute for a sweep),
   * or null when nothing is due. A slot runs once across every instance sharing the database.
   */
  slotAt(now: Date): string | null;
  run(now: Date): Promise<void>;
}

/** Claims each due (job, slot) with an insert that only one instance can win, then runs it. */
export class JobRunner {
  private readonly jobs: Job[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  readonly instanceId = createId();

  constructor(private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {}

  register(job: Job) {
    this.jobs.push(job);
  }

  /** Runs every job whose slot is due now and not yet claimed; answers the names that ran here. */
  async runDue(): Promise<string[]> {
    const now = this.deps.clock.now();
    const ran: string[] = [];
    for (const job of this.jobs) {
      const slot = job.slotAt(now);
      if (!slot) continue;
      const claimed = await this.deps.db
        .insert(jobRuns)
        .values({ name: job.name, slot, instanceId: this.instanceId, startedAt: now })
        .onConflictDoNothing()
        .returning({ name: jobRuns.name });
      if (claimed.length === 0) continue;
      const where = and(eq(jobRuns.name, job.name), eq(jobRuns.slot, slot));
      try {
        await job.run(now);
        await this.deps.db.update(jobRuns).set({ finishedAt: sql`now()` }).where(where);
        ran.push(job.name);
      } catch (err) {
        this.deps.log.error({ err, job: job.name, slot }, 'job failed');
        await this.deps.db.update(jobRuns).set({ error: String((err as Error).message).slice(0, 500) }).where(where);
      }
    }
    return ran;
  }

  start(intervalMs = 15_000) {
    if (this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.runDue()
        .then(() => undefined, (err) => this.deps.log.error({ err }, 'job tick failed'))
        .finally(() => { this.running = null; });
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    tick();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

/** Slot helpers: every `minutes` minutes, or once a business day after an hour. */
export const everyMinutes = (minutes: number) => (now: Date) =>
  String(Math.floor(now.getTime() / (minutes * 60_000)));

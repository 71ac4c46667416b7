import type { AppContext } from './context';
import type { ModuleDefinition } from './module-definition';
import { sweepIdempotencyKeys } from './platform/idempotency/keys';
import { objectDeletionJob } from './platform/storage/deletion';

/**
 * Every queue: each module's (its definition's jobs, in the modules' order), then the platform's.
 * Scheduled jobs run once per due minute across instances; queued side effects retry until done.
 */
export function registerJobs(ctx: AppContext, modules: readonly ModuleDefinition[]) {
  for (const m of modules) for (const job of m.jobs?.(ctx) ?? []) ctx.jobs.define(job);
  ctx.jobs.define(objectDeletionJob(ctx.storage));
  ctx.jobs.define({
    name: 'platform.sweep',
    cron: '41 * * * *',
    run: async () => {
      await sweepIdempotencyKeys(ctx.db, ctx.clock.now());
      await ctx.limiters.sweep(new Date());
    },
  });
}

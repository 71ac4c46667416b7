import { businessDay } from '@pedestal/contract';
import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { dailyAtBusinessTime, type QueueDefinition } from '../../platform/jobs/queue';
import { applyCountedViews } from './service';
import { characterViews } from './schema';

/** Once a business day: view rows only deduplicate today's views, so earlier days are dropped. */
export function viewsCleanupJob(ctx: AppContext): QueueDefinition {
  return {
    name: 'character.views-cleanup',
    cron: dailyAtBusinessTime(0, 5),
    async run() {
      // This instance's queued views of the day before would otherwise land after the sweep.
      await ctx.countedViews.flush();
      await ctx.db.delete(characterViews).where(lt(characterViews.day, businessDay(ctx.clock.now())));
    },
  };
}

/**
 * Every minute: the counted views appended by reads go into `characters.count_view` (the most
 * viewed order and the cards' counts), in one short statement per run instead of one write of the
 * hot row per view.
 */
export function viewsApplyJob(ctx: AppContext): QueueDefinition {
  return {
    name: 'character.views-apply',
    cron: '* * * * *',
    async run() {
      // This instance's queued views first, so a run applies everything counted before it.
      await ctx.countedViews.flush();
      await applyCountedViews(ctx.db);
    },
  };
}

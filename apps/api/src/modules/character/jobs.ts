import { businessDay } from '@pedestal/contract';
import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { dailyAtBusinessTime, type QueueDefinition } from '../../platform/jobs/queue';
import { characterViews } from './schema';

/** Once a business day: view rows only deduplicate today's views, so earlier days are dropped. */
export function viewsCleanupJob(ctx: AppContext): QueueDefinition {
  return {
    name: 'character.views-cleanup',
    cron: dailyAtBusinessTime(0, 5),
    async run() {
      await ctx.db.delete(characterViews).where(lt(characterViews.day, businessDay(ctx.clock.now())));
    },
  };
}

import { businessDay } from '@pedestal/contract';
import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Job } from '../../platform/jobs/runner';
import { characterViews } from './schema';

/** Once a business day: view rows only deduplicate today's views, so earlier days are dropped. */
export function viewsCleanupJob(ctx: AppContext): Job {
  return {
    name: 'character.views-cleanup',
    slotAt: (now) => businessDay(now),
    async run(now) {
      await ctx.db.delete(characterViews).where(lt(characterViews.day, businessDay(now)));
    },
  };
}

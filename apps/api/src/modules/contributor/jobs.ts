import { CONTRIBUTOR_REFRESH_HOUR } from '@pedestal/contract';
import type { AppContext } from '../../context';
import { dailyAtBusinessTime, type QueueDefinition } from '../../platform/jobs/queue';
import { refreshContributors, type ContributorSource } from './service';

/** Daily at 03:00 UTC+08:00: every phase's ranking, in one transaction. */
export function contributorRefreshJob(ctx: AppContext, sources: readonly ContributorSource[]): QueueDefinition {
  return {
    name: 'contributor.refresh',
    cron: dailyAtBusinessTime(CONTRIBUTOR_REFRESH_HOUR),
    run: () =>
      ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        for (const source of sources) await refreshContributors(tx, source, 'daily', now);
      }),
  };
}

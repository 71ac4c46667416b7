import { CONTRIBUTOR_REFRESH_HOUR, businessDay, businessTimeOfDay } from '@pedestal/contract';
import type { AppContext } from '../../context';
import type { Job } from '../../platform/jobs/runner';
import { refreshAllContributors } from './service';

/** Daily at 03:00 UTC+08:00: the slot is the business day once that hour has passed. */
export function contributorRefreshJob(ctx: AppContext): Job {
  return {
    name: 'contributor.refresh',
    slotAt: (now) => (now >= businessTimeOfDay(now, CONTRIBUTOR_REFRESH_HOUR) ? businessDay(now) : null),
    run: (now) => ctx.db.transaction((tx) => refreshAllContributors(tx, now)),
  };
}

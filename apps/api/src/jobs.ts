import type { AppContext } from './context';
import { authCleanupJob } from './modules/auth/jobs';
import { viewsCleanupJob } from './modules/character/jobs';
import { contributorRefreshJob } from './modules/contributor/jobs';
import { campaignEndJob, supportExpiryJob } from './modules/crowdfunding/jobs';
import { figurineAutoReceiveJob, figurineOrderExpiryJob } from './modules/shop/jobs';

/** Every scheduled job of every domain, registered on the runner (each slot runs once across instances). */
export function registerJobs(ctx: AppContext) {
  ctx.jobs.register(authCleanupJob(ctx));
  ctx.jobs.register(contributorRefreshJob(ctx));
  ctx.jobs.register(viewsCleanupJob(ctx));
  ctx.jobs.register(supportExpiryJob(ctx));
  ctx.jobs.register(campaignEndJob(ctx));
  ctx.jobs.register(figurineOrderExpiryJob(ctx));
  ctx.jobs.register(figurineAutoReceiveJob(ctx));
}

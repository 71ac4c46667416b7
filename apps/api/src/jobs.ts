import type { AppContext } from './context';
import { sweepIdempotencyKeys } from './platform/idempotency/keys';
import { objectDeletionJob } from './platform/storage/deletion';
import { dataExportJobs } from './modules/account';
import { authCleanupJob } from './modules/auth';
import { viewsApplyJob, viewsCleanupJob } from './modules/character';
import { contributorRefreshJob } from './modules/contributor';
import {
  campaignEndJob,
  crowdfundingContributorSource,
  erroredPledgesJob,
  pledgeChargeJob,
  supportDelayConsentJob,
  supportExpiryJob,
} from './modules/crowdfunding';
import { notificationJobs } from './modules/notification';
import { definePaymentJobs } from './modules/payment';
import { delayConsentJob, figurineAutoReceiveJob, figurineOrderExpiryJob } from './modules/shop';
import { lotteryPassOnJob } from './modules/drop';
import { voteContributorSource } from './modules/vote';

/** Every queue of every domain: scheduled jobs (once per due minute across instances) and queued side effects. */
export function registerJobs(ctx: AppContext) {
  ctx.jobs.define(authCleanupJob(ctx));
  ctx.jobs.define(contributorRefreshJob(ctx, [voteContributorSource, crowdfundingContributorSource]));
  ctx.jobs.define(viewsCleanupJob(ctx));
  ctx.jobs.define(viewsApplyJob(ctx));
  ctx.jobs.define(supportExpiryJob(ctx));
  ctx.jobs.define(campaignEndJob(ctx));
  ctx.jobs.define(supportDelayConsentJob(ctx));
  ctx.jobs.define(pledgeChargeJob(ctx));
  ctx.jobs.define(erroredPledgesJob(ctx));
  ctx.jobs.define(figurineOrderExpiryJob(ctx));
  ctx.jobs.define(figurineAutoReceiveJob(ctx));
  ctx.jobs.define(delayConsentJob(ctx));
  ctx.jobs.define(lotteryPassOnJob(ctx));
  definePaymentJobs(ctx);
  const [emailDelivery, outboxSweep] = notificationJobs(ctx);
  ctx.jobs.define(emailDelivery);
  ctx.jobs.define(outboxSweep);
  ctx.jobs.define(objectDeletionJob(ctx.storage));
  const [dataExportBuild, dataExportExpiry] = dataExportJobs(ctx);
  ctx.jobs.define(dataExportBuild);
  ctx.jobs.define(dataExportExpiry);
  ctx.jobs.define({
    name: 'platform.sweep',
    cron: '41 * * * *',
    run: async () => {
      await sweepIdempotencyKeys(ctx.db, ctx.clock.now());
      await ctx.limiters.sweep(new Date());
    },
  });
}

import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../platform/jobs/queue';
import { finishDueCampaigns } from './lifecycle';
import { refundUnansweredSupportDelays } from './promises';
import { chargePledge, PLEDGE_CHARGE_QUEUE, tendErroredPledges } from './pledges';
import { expireSupports } from './service';

/** Every minute: unpaid supports past their expiry are canceled. */
export function supportExpiryJob(ctx: AppContext): QueueDefinition {
  return { name: 'crowdfunding.expire-supports', cron: '* * * * *', run: async () => void (await expireSupports(ctx, ctx.clock.now())) };
}

/** Every minute: campaigns past their end date are funded or failed (their refunds queued with the failure). */
export function campaignEndJob(ctx: AppContext): QueueDefinition {
  return { name: 'crowdfunding.finish-campaigns', cron: '* * * * *', run: () => finishDueCampaigns(ctx) };
}

/** Every hour: a campaign delay needing the backer's yes, unanswered by its date, refunds the support (issue 29). */
export function supportDelayConsentJob(ctx: AppContext): QueueDefinition {
  return {
    name: 'crowdfunding.delay-consent',
    cron: '43 * * * *',
    run: async () => void (await refundUnansweredSupportDelays(ctx, ctx.clock.now())),
  };
}

/** One pledge's off-session charge (queued by the funding, a retry or a new card). */
export function pledgeChargeJob(ctx: AppContext): QueueDefinition<{ supportId: string }> {
  return { name: PLEDGE_CHARGE_QUEUE, run: ({ supportId }) => chargePledge(ctx, supportId) };
}

/** Every ten minutes: errored pledges are retried every 48 h and dropped when their grace ends. */
export function erroredPledgesJob(ctx: AppContext): QueueDefinition {
  return { name: 'crowdfunding.errored-pledges', cron: '*/10 * * * *', run: async () => void (await tendErroredPledges(ctx)) };
}

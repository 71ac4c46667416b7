import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../platform/jobs/queue';
import { finishDueCampaigns } from './lifecycle';
import { refundUnansweredSupportDelays } from './promises';
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

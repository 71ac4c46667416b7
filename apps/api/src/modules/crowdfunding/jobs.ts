import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../platform/jobs/queue';
import { finishDueCampaigns } from './lifecycle';
import { expireSupports } from './service';

/** Every minute: unpaid supports past their expiry are canceled. */
export function supportExpiryJob(ctx: AppContext): QueueDefinition {
  return { name: 'crowdfunding.expire-supports', cron: '* * * * *', run: async () => void (await expireSupports(ctx, ctx.clock.now())) };
}

/** Every minute: campaigns past their end date are funded or failed (their refunds queued with the failure). */
export function campaignEndJob(ctx: AppContext): QueueDefinition {
  return { name: 'crowdfunding.finish-campaigns', cron: '* * * * *', run: () => finishDueCampaigns(ctx) };
}

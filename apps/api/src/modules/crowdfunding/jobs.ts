import type { AppContext } from '../../context';
import { everyMinutes, type Job } from '../../platform/jobs/runner';
import { finishDueCampaigns } from './lifecycle';
import { expireSupports } from './service';

/** Every minute: unpaid supports past their expiry are canceled. */
export function supportExpiryJob(ctx: AppContext): Job {
  return { name: 'crowdfunding.expire-supports', slotAt: everyMinutes(1), run: async (now) => void (await expireSupports(ctx.db, now)) };
}

/** Every minute: campaigns past their end date are funded or failed (and refunded). */
export function campaignEndJob(ctx: AppContext): Job {
  return { name: 'crowdfunding.finish-campaigns', slotAt: everyMinutes(1), run: () => finishDueCampaigns(ctx) };
}

import type { AppContext } from '../../context';
import { everyMinutes, type Job } from '../../platform/jobs/runner';
import { autoConfirmReceipt, expireOrders } from './service';

/** Every minute: unpaid figurine orders past their expiry are cancelled and give their stock back. */
export function figurineOrderExpiryJob(ctx: AppContext): Job {
  return { name: 'shop.expire-orders', slotAt: everyMinutes(1), run: async (now) => void (await expireOrders(ctx, now)) };
}

/** Every hour: shipped orders unconfirmed for 14 days are marked received. */
export function figurineAutoReceiveJob(ctx: AppContext): Job {
  return { name: 'shop.auto-receive', slotAt: everyMinutes(60), run: async (now) => void (await autoConfirmReceipt(ctx, now)) };
}

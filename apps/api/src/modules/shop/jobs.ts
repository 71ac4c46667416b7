import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../platform/jobs/queue';
import { refundUnansweredDelays } from './promises';
import { autoConfirmReceipt, expireOrders } from './order-moves';

/** Every minute: unpaid figurine orders past their expiry are cancelled and give their stock back. */
export function figurineOrderExpiryJob(ctx: AppContext): QueueDefinition {
  return { name: 'shop.expire-orders', cron: '* * * * *', run: async () => void (await expireOrders(ctx, ctx.clock.now())) };
}

/** Every hour: shipped orders unconfirmed for 14 days are marked received. */
export function figurineAutoReceiveJob(ctx: AppContext): QueueDefinition {
  return { name: 'shop.auto-receive', cron: '23 * * * *', run: async () => void (await autoConfirmReceipt(ctx, ctx.clock.now())) };
}

/** Every hour: a delay needing the buyer's yes, unanswered by its date, refunds the order (issue 29). */
export function delayConsentJob(ctx: AppContext): QueueDefinition {
  return { name: 'shop.delay-consent', cron: '41 * * * *', run: async () => void (await refundUnansweredDelays(ctx, ctx.clock.now())) };
}

import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../platform/jobs/queue';
import { passOnLapsedUnits } from './service';

/** Every minute: lottery winners whose window passed lapse, and their units go to the next drawn. */
export function lotteryPassOnJob(ctx: AppContext): QueueDefinition {
  return { name: 'drop.pass-on-units', cron: '* * * * *', run: async () => void (await passOnLapsedUnits(ctx, ctx.clock.now())) };
}

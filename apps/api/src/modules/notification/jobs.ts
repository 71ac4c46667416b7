import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../platform/jobs/queue';
import { EMAIL_QUEUE, deliverEmail, sweepOutbox } from './service';

/** Delivery of queued emails (retried with backoff until the transport accepts) and the outbox sweep. */
export function notificationJobs(ctx: AppContext): [QueueDefinition<{ id: string }>, QueueDefinition] {
  return [
    {
      name: EMAIL_QUEUE,
      run: async ({ id }) => {
        await deliverEmail(ctx, id);
      },
    },
    { name: 'notification.sweep', cron: '17 3 * * *', run: () => sweepOutbox(ctx) },
  ];
}

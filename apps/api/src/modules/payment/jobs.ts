import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../platform/jobs/queue';
import { SANDBOX_DELIVERY_QUEUE } from '../../platform/payments/sandbox-provider';
import { DISPUTE_EVIDENCE_QUEUE, giveUpDisputeEvidence, sendDisputeEvidence } from './disputes';
import { paymentProviders } from './providers';
import { reconcilePayments } from './reconcile';
import { DELETE_CUSTOMER_QUEUE, deleteProviderCustomer } from './saved-cards';
import { executeRefund, REFUND_QUEUE } from './refunds';

/**
 * Refunds, dispute evidence, sandbox deliveries and deleted accounts' provider customers (queued with their cause),
 * and the reconciliation every five minutes.
 */
export function paymentJobs(ctx: AppContext): QueueDefinition<object>[] {
  return [
    {
      name: REFUND_QUEUE,
      run: ({ paymentId, refundId }) => executeRefund(ctx, paymentId, refundId),
    } satisfies QueueDefinition<{ paymentId: string; refundId?: string }>,
    {
      name: SANDBOX_DELIVERY_QUEUE,
      retryDelaySeconds: 2,
      run: async ({ eventId }) => {
        const sandbox = paymentProviders(ctx).sandbox;
        if (sandbox) await sandbox.deliver(eventId);
      },
    } satisfies QueueDefinition<{ eventId: string }>,
    {
      name: DELETE_CUSTOMER_QUEUE,
      run: (customer) => deleteProviderCustomer(ctx, customer),
    } satisfies QueueDefinition<Parameters<typeof deleteProviderCustomer>[1]>,
    {
      name: DISPUTE_EVIDENCE_QUEUE,
      // About half a day to a day of an outage (12 doubling waits from 10 s), well inside the deadline
      // and pg-boss's retention; then the attempt fails and the operator may send it again (decision 059).
      retryLimit: 12,
      retryDelaySeconds: 10,
      run: ({ disputeId, attempt }) => sendDisputeEvidence(ctx, disputeId, attempt),
      onExhausted: ({ disputeId, attempt }) => giveUpDisputeEvidence(ctx, disputeId, attempt),
    } satisfies QueueDefinition<{ disputeId: string; attempt: number }>,
    { name: 'payment.reconcile', cron: '*/5 * * * *', run: async () => void (await reconcilePayments(ctx)) },
  ];
}

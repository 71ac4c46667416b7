// What providers tell us: verified webhook events, reconciled provider state and PayPal wallet returns.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { crashPoint } from '../../platform/crash';
import { AppError } from '../../platform/errors';
import {
  InvalidWebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderName,
  type ProviderPaymentState,
  type WebhookHeaders,
} from '../../platform/payments/provider';
import { applyFailure, applySuccess } from './captures';
import { applyDispute } from './dispute-events';
import { paymentProviders } from './providers';
import { applyProviderRefunds, applyRefundOutcome, requestProviderRefund, settlePendingRefunds } from './refunds';
import { paymentEvents, payments } from './schema';
import { findPaymentByRef, type Payment } from './service';

/** The webhook path of every provider: verify, then apply. A bad signature is a 400 and leaves no trace. */
export async function receiveWebhook(ctx: AppContext, provider: PaymentProvider, rawBody: Buffer, headers: WebhookHeaders) {
  let event: PaymentEvent | null;
  try {
    event = await provider.verifyWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof InvalidWebhookSignatureError) throw new AppError('webhook-signature-invalid');
    throw err;
  }
  if (event) await handleVerifiedEvent(ctx, provider.name, event);
}

/**
 * Applies one verified provider event in one transaction. The event id is recorded first, so a
 * repeated (or parallel) delivery does nothing; state only moves forward, so events arriving out
 * of order are safe (a late failure cannot undo a payment).
 */
export async function handleVerifiedEvent(ctx: AppContext, provider: ProviderName, event: PaymentEvent): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, type: event.type, receivedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, event.providerRef)));
    if (!payment) {
      ctx.log.warn({ provider, eventId: event.eventId, providerRef: event.providerRef }, 'payment event for an unknown payment');
      return;
    }
    await applyEvent(ctx, tx, payment, event);
  });
  crashPoint('webhook.applied');
}

async function applyEvent(ctx: AppContext, tx: Tx, payment: Payment, event: PaymentEvent) {
  switch (event.type) {
    case 'payment.succeeded':
      return applySuccess(ctx, tx, payment);
    case 'payment.failed':
      return applyFailure(ctx, tx, payment, event.failureMessage ?? 'Payment failed');
    case 'refund.succeeded':
    case 'refund.failed':
      if (event.refunds) return applyProviderRefunds(ctx, tx, payment.id, event.refunds);
      // An event that names no amounts settles what we asked for.
      return settlePendingRefunds(
        ctx,
        tx,
        payment.id,
        event.type === 'refund.succeeded' ? 'succeeded' : 'failed',
        event.refundRef,
        event.failureMessage,
      );
    case 'dispute.changed':
      return event.dispute ? applyDispute(ctx, tx, payment, event.dispute) : undefined;
    case 'payment.requires_action':
      return;
  }
}

/**
 * Brings our record of a payment in line with the provider's (reconciliation): money the provider
 * captured but we never heard of is applied (or refunded when the order can no longer take it),
 * a refund the provider made is recorded. Each effect happens once, whatever else already applied it.
 */
export async function applyProviderState(ctx: AppContext, payment: Payment, state: ProviderPaymentState): Promise<string[]> {
  const fixed: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!current) return;
    if (state.paid && !current.paidAt) {
      await applySuccess(ctx, tx, current);
      fixed.push('captured payment applied');
    }
    const [after] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    const providerRefunded = state.refundedCents ?? (state.refunded ? after!.amountCents : 0);
    if (after?.paidAt && providerRefunded > after.refundedCents) {
      // Ours in flight settle first; what the provider refunded beyond them is a refund of its own.
      await settlePendingRefunds(ctx, tx, payment.id, 'succeeded');
      const [settled] = await tx.select().from(payments).where(eq(payments.id, payment.id));
      const missing = providerRefunded - settled!.refundedCents;
      if (missing > 0) {
        const ref = `reconciled-${payment.id}-${settled!.refundedCents}`;
        const id = await requestProviderRefund(ctx, tx, payment.id, { refundRef: ref, amountCents: missing, status: 'succeeded' });
        if (id) await applyRefundOutcome(ctx, tx, id, 'succeeded', ref);
      }
      fixed.push('provider refund recorded');
    }
  });
  return fixed;
}

/**
 * The shopper came back from approving a PayPal order: we capture it on the server (idempotently),
 * and the capture's answer is applied like a verified event. A lost return or a failed capture is
 * caught up by reconciliation, which captures approved orders.
 */
export async function completeWalletReturn(
  ctx: AppContext,
  orderRef: string,
  userId?: string,
): Promise<{ payment: Payment; paid: boolean; status: string | null }> {
  const paypal = paymentProviders(ctx).paypal;
  const payment = paypal ? await findPaymentByRef(ctx.db, 'paypal', orderRef) : null;
  // The SDK's onApprove comes from the shopper's session: only their own payment is theirs to capture.
  if (!paypal || !payment || (userId !== undefined && payment.userId !== userId)) throw new AppError('payment-not-found');
  if (payment.paidAt) return { payment, paid: true, status: 'COMPLETED' };
  try {
    const { status, event } = await paypal.capture(payment.providerRef);
    if (event) await handleVerifiedEvent(ctx, 'paypal', event);
    return { payment, paid: event?.type === 'payment.succeeded', status };
  } catch (err) {
    ctx.log.error({ err, paymentId: payment.id }, 'PayPal capture failed');
    return { payment, paid: false, status: null };
  }
}

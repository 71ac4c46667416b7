import type { PaymentOrderType } from '@pedestal/contract';
import { newId } from '../../db/ids';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { ProviderUnavailableError, type OffSessionCharge } from '../../platform/payments/provider';
import { cardSaver, customerOf, ensureCustomer } from './saved-cards';
import { payments } from './schema';
import { applySuccess } from './captures';

/**
 * Cards saved for a charge made later, without the shopper (decision 040): a SetupIntent the
 * browser confirms, then off-session PaymentIntents. Only the provider that keeps cards (Stripe)
 * can do it; PayPal and the sandbox cannot, so pledges are card-only.
 */

export interface OrderRef {
  orderType: PaymentOrderType;
  orderId: string;
  userId: string;
}

function saverOrRefuse(ctx: AppContext) {
  const saver = cardSaver(ctx);
  if (!saver) throw new AppError('payment-method-unavailable');
  return saver;
}

/** A card setup for the shopper's customer at the provider, naming the order it is for. */
export async function startCardSetup(ctx: AppContext, order: OrderRef): Promise<{ setupRef: string; clientSecret: string }> {
  const saver = saverOrRefuse(ctx);
  const customerRef = await ensureCustomer(ctx, saver, order.userId);
  try {
    return await saver.createCardSetup({
      customerRef,
      metadata: { orderType: order.orderType, orderId: order.orderId },
      idempotencyKey: `setup-${order.orderId}-${newId()}`,
    });
  } catch (err) {
    ctx.log.error({ err, orderId: order.orderId }, 'card setup could not be started');
    throw new AppError('saved-cards-unavailable');
  }
}

/**
 * The card a confirmed setup saved, when the setup is this shopper's, for this order, and
 * succeeded; otherwise the shopper is told the card was not saved (nothing changes).
 */
export async function savedCardOfSetup(ctx: AppContext, order: OrderRef, setupRef: string): Promise<string> {
  const saver = saverOrRefuse(ctx);
  const customerRef = await customerOf(ctx.db, order.userId, saver.name);
  if (!customerRef) throw new AppError('pledge-card-not-saved');
  let state;
  try {
    state = await saver.cardSetup(setupRef);
  } catch (err) {
    if (err instanceof ProviderUnavailableError) throw new AppError('saved-cards-unavailable');
    ctx.log.warn({ err, setupRef }, 'card setup not found at the provider');
    throw new AppError('pledge-card-not-saved');
  }
  const ours =
    state.customerRef === customerRef && state.metadata.orderId === order.orderId && state.metadata.orderType === order.orderType;
  if (!ours || !state.succeeded || !state.cardRef) throw new AppError('pledge-card-not-saved');
  return state.cardRef;
}

export interface SavedCardCharge extends OrderRef {
  /** Ours, chosen before the call, so a repeated attempt names the same payment. */
  paymentId: string;
  cardRef: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
}

/**
 * Charges a saved card off-session and records the payment: paid → applied like a verified event
 * (the order's payable takes it, once: `paid_at` is claimed); refused → a failed payment whose
 * intent the shopper can still finish (3-D Secure, or another card) from its client secret.
 */
export async function chargeSavedCard(ctx: AppContext, input: SavedCardCharge): Promise<OffSessionCharge> {
  const saver = saverOrRefuse(ctx);
  const customerRef = await customerOf(ctx.db, input.userId, saver.name);
  if (!customerRef) return { providerRef: '', clientSecret: null, outcome: 'declined', failureMessage: 'No saved card.' };
  const charge = await saver.chargeSavedCard({
    paymentId: input.paymentId,
    customerRef,
    cardRef: input.cardRef,
    amountCents: input.amountCents,
    currency: 'usd',
    description: input.description,
    idempotencyKey: input.idempotencyKey,
  });
  const refused = charge.outcome === 'declined' || charge.outcome === 'authentication_required';
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await tx
      .insert(payments)
      .values({
        id: input.paymentId,
        orderType: input.orderType,
        orderId: input.orderId,
        userId: input.userId,
        provider: saver.name,
        method: 'stripe',
        providerRef: charge.providerRef,
        amountCents: input.amountCents,
        clientSecret: charge.clientSecret,
        status: refused ? 'failed' : 'pending',
        failureMessage: refused ? (charge.failureMessage ?? 'Payment failed') : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [row] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
    if (row && charge.outcome === 'succeeded') await applySuccess(ctx, tx, row);
  });
  return charge;
}

/** The client secret of a payment, for the shopper to finish it on-session (3-D Secure or another card). */
export async function paymentClientSecret(ctx: AppContext, paymentId: string): Promise<string | null> {
  const [row] = await ctx.db.select({ clientSecret: payments.clientSecret }).from(payments).where(eq(payments.id, paymentId));
  return row?.clientSecret ?? null;
}

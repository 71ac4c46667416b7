// Paying an order: starting (or reusing) its payment attempt, and applying the capture's success or failure.
import { newId } from '../../db/ids';
import type { PaymentMethod, PaymentOrderType } from '@pedestal/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { idempotentAcross } from '../../platform/idempotency/keys';
import type { ProviderName } from '../../platform/payments/provider';
import { providerForMethod } from './providers';
import { requestRefund } from './refunds';
import { cardSaver, ensureCustomer } from './saved-cards';
import { payments } from './schema';
import type { Payment } from './service';

export interface PaymentCheckout {
  paymentId: string;
  providerRef: string;
  amountCents: number;
  provider: ProviderName;
  clientSecret?: string;
  redirectUrl?: string;
}

const checkoutOf = (p: Payment): PaymentCheckout => ({
  paymentId: p.id,
  providerRef: p.providerRef,
  amountCents: p.amountCents,
  provider: p.provider,
  ...(p.clientSecret ? { clientSecret: p.clientSecret } : {}),
  ...(p.redirectUrl ? { redirectUrl: p.redirectUrl } : {}),
});

const OPEN = ['pending', 'failed'] as const;

export interface CreatePaymentForOrderInput {
  orderType: PaymentOrderType;
  orderId: string;
  userId: string;
  method: PaymentMethod;
  /** The trusted origin the shopper is on (wallet returns go there). */
  returnOrigin: string;
}

/**
 * Starts paying an order: the amount comes from the order's domain, never from the client. An
 * open attempt with the same method and amount is reused (the dialog was reopened); any other
 * open attempt is canceled so one order has one live payment.
 */
export async function createPaymentForOrder(
  ctx: AppContext,
  input: CreatePaymentForOrderInput,
  idempotencyKey?: string,
): Promise<PaymentCheckout> {
  const claim = {
    userId: input.userId,
    scope: `pay.${input.orderType}`,
    key: idempotencyKey,
    request: { id: input.orderId, method: input.method },
  };
  return idempotentAcross(
    ctx.db,
    claim,
    () => ctx.clock.now(),
    () => startPayment(ctx, input),
  );
}

async function startPayment(ctx: AppContext, input: CreatePaymentForOrderInput): Promise<PaymentCheckout> {
  if (!ctx.payables.find(input.orderType)) throw new AppError('order-not-found');
  const provider = providerForMethod(ctx, input.method);
  const { order, reusable } = await ctx.db.transaction(async (tx) => {
    const order = await ctx.payables.get(input.orderType).load(tx, input.orderId, input.userId);
    if (!order) throw new AppError('order-not-found');
    if (!order.payable) throw new AppError(order.reason ?? 'order-not-payable');
    if (!Number.isInteger(order.amountCents) || order.amountCents <= 0)
      throw new Error(`Invalid amount for ${input.orderType} ${input.orderId}`);
    const [reusable] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderType, input.orderType),
          eq(payments.orderId, input.orderId),
          eq(payments.userId, input.userId),
          eq(payments.method, input.method),
          eq(payments.provider, provider.name),
          eq(payments.amountCents, order.amountCents),
          inArray(payments.status, OPEN),
          isNull(payments.paidAt),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return { order, reusable };
  });
  if (reusable) {
    // Like a PaymentIntent after a decline, a failed attempt takes another card.
    await ctx.db
      .update(payments)
      .set({ status: 'pending', failureMessage: null })
      .where(and(eq(payments.id, reusable.id), eq(payments.status, 'failed'), isNull(payments.paidAt)));
    return checkoutOf(reusable);
  }
  const paymentId = newId();
  // A card paid through a provider that saves cards is kept for the shopper (Payment Methods page).
  const saver = input.method === 'stripe' ? cardSaver(ctx) : null;
  const customerRef = saver && saver.name === provider.name ? await ensureCustomer(ctx, saver, input.userId) : undefined;
  const created = await provider.createPayment({
    paymentId,
    amountCents: order.amountCents,
    currency: 'usd',
    description: order.description,
    method: input.method,
    returnOrigin: input.returnOrigin,
    ...(customerRef ? { customerRef } : {}),
  });
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'canceled', updatedAt: now })
      .where(
        and(
          eq(payments.orderType, input.orderType),
          eq(payments.orderId, input.orderId),
          inArray(payments.status, OPEN),
          isNull(payments.paidAt),
        ),
      );
    const [row] = await tx
      .insert(payments)
      .values({
        id: paymentId,
        orderType: input.orderType,
        orderId: input.orderId,
        userId: input.userId,
        provider: provider.name,
        method: input.method,
        providerRef: created.providerRef,
        amountCents: order.amountCents,
        clientSecret: created.clientSecret,
        redirectUrl: created.redirectUrl,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
  return checkoutOf(row);
}

/**
 * Money arrived. It counts when no other payment paid the order and the order still wants exactly
 * this amount (asked of its domain again); otherwise the payment is canceled and refunded in the
 * same transaction (queued), so a shopper never pays twice. Happens once: `paid_at` is claimed.
 */
export async function applySuccess(ctx: AppContext, tx: Tx, payment: Payment): Promise<void> {
  // Locking every payment of the order means two payments of one order can never both count.
  const siblings = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(and(eq(payments.orderType, payment.orderType), eq(payments.orderId, payment.orderId)))
    .for('update');
  const now = ctx.clock.now();
  const claimed = await tx
    .update(payments)
    .set({ paidAt: now, updatedAt: now })
    .where(and(eq(payments.id, payment.id), isNull(payments.paidAt)))
    .returning({ id: payments.id });
  if (claimed.length === 0) return;
  const payable = ctx.payables.get(payment.orderType);
  const paidBySibling = siblings.some((s) => s.id !== payment.id && (s.status === 'success' || s.status === 'disputed'));
  const order = paidBySibling ? null : await payable.load(tx, payment.orderId, payment.userId);
  if (order?.payable && order.amountCents === payment.amountCents) {
    await payable.onPaid(tx, payment.orderId, payment.id);
    await tx.update(payments).set({ status: 'success', failureMessage: null }).where(eq(payments.id, payment.id));
    return;
  }
  await tx
    .update(payments)
    .set({ status: 'canceled', failureMessage: 'The order could not take this payment; it is refunded.' })
    .where(eq(payments.id, payment.id));
  await requestRefund(ctx, tx, payment.id);
}

export async function applyFailure(ctx: AppContext, tx: Tx, payment: Payment, message: string) {
  const failed = await tx
    .update(payments)
    .set({ status: 'failed', failureMessage: message, updatedAt: ctx.clock.now() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, OPEN), isNull(payments.paidAt)))
    .returning({ id: payments.id });
  if (failed.length > 0) await ctx.payables.get(payment.orderType).onFailed?.(tx, payment.orderId, { paymentId: payment.id, message });
}

import type { FigurineOrderStatus, PaymentStatus } from '@pedestal/contract/enums';

/** Where a payment stands for the shopper on the success page. */
export type PaymentOutcome =
  /** The order is paid (the provider's verified event arrived). */
  | 'paid'
  /** An attempt is in flight: the provider has not told us yet. */
  | 'waiting'
  /** No confirmation came (or nothing was paid): the shopper may pay again. */
  | 'unconfirmed'
  /** The latest attempt failed. */
  | 'failed'
  /** The order can no longer be paid (expired or cancelled). */
  | 'closed';

export type AttemptStatus = PaymentStatus | 'none';

interface OrderFacts {
  paid: boolean;
  expiredAt: string | null;
  /** Cancelled by the shopper, the expiry job or an admin. */
  cancelled: boolean;
}

export const figurineFacts = (o: { status: FigurineOrderStatus; paidAt: string | null; expiredAt: string | null }): OrderFacts => ({
  paid: !!o.paidAt || (o.status !== 'unpaid' && o.status !== 'cancelled'),
  expiredAt: o.expiredAt,
  cancelled: o.status === 'cancelled',
});

export const supportFacts = (o: { status: PaymentStatus; paidAt: string | null; expiredAt: string | null }): OrderFacts => ({
  // A support whose campaign later failed keeps its paidAt (it is refunded), so it counts as paid here.
  paid: !!o.paidAt || o.status === 'success' || o.status === 'disputed',
  expiredAt: o.expiredAt,
  cancelled: o.status === 'canceled',
});

/**
 * The order decides paid and closed; the latest attempt tells a failure from a payment still being
 * confirmed; `polling` is false once the page stopped asking, so a silent provider is not waited on forever.
 */
export function paymentOutcome(order: OrderFacts, attempt: AttemptStatus | undefined, now: number, polling: boolean): PaymentOutcome {
  if (order.paid) return 'paid';
  if (order.cancelled || (order.expiredAt !== null && Date.parse(order.expiredAt) <= now)) return 'closed';
  if (attempt === 'failed') return 'failed';
  // A succeeded attempt whose order has not been read since is about to show as paid.
  if ((attempt === 'pending' || attempt === 'success') && polling) return 'waiting';
  // Before the attempt is known, an order that just came from checkout is being confirmed.
  if (attempt === undefined && polling) return 'waiting';
  return 'unconfirmed';
}

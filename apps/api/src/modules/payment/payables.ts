import type { PaymentOrderType, RefusalReason } from '@pedestal/contract';
import type { Tx } from '../../db/client';

/** What a domain tells payments about one of its orders, always computed on the server. */
export interface PayableOrder {
  amountCents: number;
  description: string;
  payable: boolean;
  /** Why it cannot be paid (shown to the shopper). */
  reason?: RefusalReason;
}

/** How a domain (crowdfunding support, figurine order) plugs its orders into payments. */
export interface Payable {
  /** The order as its owner sees it; null when it does not exist or is another user's (404). */
  load(tx: Tx, orderId: string, userId: string): Promise<PayableOrder | null>;
  /**
   * The order is paid: called exactly once per order, in the transaction that records the
   * provider's event, and only after load() still answers it payable for the paid amount.
   */
  onPaid(tx: Tx, orderId: string, paymentId: string): Promise<void>;
  /** An attempt to pay the order failed; the order stays payable. */
  onFailed?(tx: Tx, orderId: string): Promise<void>;
  /** The payment that paid the order was refunded. */
  onRefunded?(tx: Tx, orderId: string): Promise<void>;
  /** The provider refused to refund it (the order goes back to where it was). */
  onRefundFailed?(tx: Tx, orderId: string): Promise<void>;
}

const payables = new Map<PaymentOrderType, Payable>();

/** Domains register at startup; registering a type again replaces it (tests stand in for a domain this way). */
export function registerPayable(orderType: PaymentOrderType, payable: Payable) {
  payables.set(orderType, payable);
}

export const findPayable = (orderType: PaymentOrderType): Payable | undefined => payables.get(orderType);

export function payableFor(orderType: PaymentOrderType): Payable {
  const payable = payables.get(orderType);
  if (!payable) throw new Error(`No payable registered for order type ${orderType}`);
  return payable;
}

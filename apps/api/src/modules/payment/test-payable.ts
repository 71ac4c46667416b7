import { newId } from '../../db/ids';
import type { PaymentOrderType } from '@pedestal/contract';
import type { AppContext } from '../../context';

/** An order kept in memory by the test stand-in for a shop or crowdfunding domain. */
export interface TestOrder {
  id: string;
  userId: string;
  amountCents: number;
  status: 'unpaid' | 'paid' | 'refunded';
  paidWith: string[];
  failures: number;
  refunds: number;
  refundedCents: number;
}

/**
 * Registers an in-memory payable for `orderType` in the test app's context (test files only): it
 * counts every callback, so tests can prove each happens exactly once.
 */
export function registerTestPayable(ctx: AppContext, orderType: PaymentOrderType = 'figurine') {
  const orders = new Map<string, TestOrder>();
  ctx.payables.register(orderType, {
    async load(_tx, orderId, userId) {
      const order = orders.get(orderId);
      if (!order || order.userId !== userId) return null;
      return {
        amountCents: order.amountCents,
        description: `Test order ${order.id}`,
        payable: order.status === 'unpaid',
        reason: 'order-not-awaiting-payment',
      };
    },
    async onPaid(_tx, orderId, paymentId) {
      const order = orders.get(orderId)!;
      order.status = 'paid';
      order.paidWith.push(paymentId);
    },
    async onFailed(_tx, orderId) {
      orders.get(orderId)!.failures += 1;
    },
    async onRefunded(_tx, orderId, refund) {
      const order = orders.get(orderId)!;
      if (refund.full) order.status = 'refunded';
      order.refunds += 1;
      order.refundedCents = refund.refundedCents;
    },
  });
  return {
    orders,
    add(userId: string, amountCents = 4999): TestOrder {
      const order: TestOrder = {
        id: newId(),
        userId,
        amountCents,
        status: 'unpaid',
        paidWith: [],
        failures: 0,
        refunds: 0,
        refundedCents: 0,
      };
      orders.set(order.id, order);
      return order;
    },
  };
}

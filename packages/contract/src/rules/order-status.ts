import type { FigurineOrderStatus } from '../enums';
import { businessDay } from './business-day';

/**
 * DESIGN §4 figurine order life: unpaid → undelivered (paid) → unreceived (shipped) → uncommented
 * (received) → completed (reviewed); unpaid → cancelled; a paid order → refunding → refunded. (A
 * refund the provider refuses puts the order back where it was: a restore, not a move.)
 */
export const FIGURINE_ORDER_TRANSITIONS: Record<FigurineOrderStatus, readonly FigurineOrderStatus[]> = {
  unpaid: ['undelivered', 'cancelled'],
  undelivered: ['unreceived', 'refunding'],
  unreceived: ['uncommented', 'refunding'],
  uncommented: ['completed', 'refunding'],
  completed: ['refunding'],
  refunding: ['refunded'],
  cancelled: [],
  refunded: [],
};

export const canMoveOrder = (from: FigurineOrderStatus, to: FigurineOrderStatus) => FIGURINE_ORDER_TRANSITIONS[from].includes(to);

/** The statuses an order can be moved to `to` from. */
export const orderStatusesBefore = (to: FigurineOrderStatus): FigurineOrderStatus[] =>
  (Object.keys(FIGURINE_ORDER_TRANSITIONS) as FigurineOrderStatus[]).filter((from) => canMoveOrder(from, to));

/** Statuses whose units leave no more: cancelled before payment, or refunded in full (or being). */
const NOTHING_TO_SHIP: readonly FigurineOrderStatus[] = ['unpaid', 'cancelled', 'refunding', 'refunded'];

/**
 * The units of an order line the warehouse packs (issue 39): what was bought less what a partial
 * refund gave back; none of an order refunded in full or never paid. A line with 0 is not shipped.
 */
export const unitsToShip = (status: FigurineOrderStatus, line: { quantity: number; refundedQuantity: number }) =>
  NOTHING_TO_SHIP.includes(status) ? 0 : Math.max(0, line.quantity - line.refundedQuantity);

/**
 * The month a paid order waits for (issue 41 #4): a pre-order whose figure releases after this
 * business month is not "getting ready to ship" but paid and waiting for its release. Null for any
 * other order, or one whose month has come (it may ship any day).
 */
export function awaitedReleaseMonth(order: { status: FigurineOrderStatus; shipMonth: string | null }, now: Date): string | null {
  return order.status === 'undelivered' ? latestMonthAhead([order.shipMonth], now) : null;
}

/** The latest of these months (YYYY-MM) that is after this business month; null when none is (all can ship now). */
export function latestMonthAhead(months: readonly (string | null)[], now: Date): string | null {
  const thisMonth = businessDay(now).slice(0, 7);
  const ahead = months.filter((m): m is string => !!m && m > thisMonth).sort();
  return ahead.at(-1) ?? null;
}

import type { FigurineOrderStatus } from '../enums';

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

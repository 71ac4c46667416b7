import type { FigurineOrderStatus } from '@pedestal/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { figurineOrderItems, figurineOrders } from './schema';

/** Orders that no longer hold their units: they do not count against a limit. */
const RELEASED: FigurineOrderStatus[] = ['cancelled', 'refunded'];

/**
 * Units of each spec the shopper holds: lines of their orders that are not cancelled or refunded,
 * less units a partial refund gave back, raffle prizes included (a prize is an order of kind 'raffle').
 */
async function heldUnits(db: DbOrTx, userId: string, specIds: string[]): Promise<Map<string, number>> {
  if (specIds.length === 0) return new Map();
  const rows = await db
    .select({
      specId: figurineOrderItems.specId,
      held: sql<number>`sum(${figurineOrderItems.quantity} - ${figurineOrderItems.returnedQuantity})::int`,
    })
    .from(figurineOrderItems)
    .innerJoin(figurineOrders, eq(figurineOrders.id, figurineOrderItems.orderId))
    .where(and(eq(figurineOrders.userId, userId), inArray(figurineOrderItems.specId, specIds), notInArray(figurineOrders.status, RELEASED)))
    .groupBy(figurineOrderItems.specId);
  return new Map(rows.map((r) => [r.specId, r.held]));
}

/**
 * Refuses to let one account hold more than a spec's limit per account (issue 25). Two orders of
 * the same shopper for the same spec are serialised by a transaction-scoped advisory lock on
 * (shopper, spec), taken in spec-id order, so parallel purchases cannot both pass the count.
 */
export async function enforcePurchaseLimits(
  tx: Tx,
  userId: string,
  lines: { specId: string; limit: number | null; quantity: number }[],
): Promise<void> {
  const limited = lines.filter((l) => l.limit !== null).sort((a, b) => a.specId.localeCompare(b.specId));
  if (limited.length === 0) return;
  for (const line of limited)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`purchase-limit:${userId}:${line.specId}`}, 0))`);
  const held = await heldUnits(
    tx,
    userId,
    limited.map((l) => l.specId),
  );
  for (const line of limited) {
    const have = held.get(line.specId) ?? 0;
    if (have + line.quantity > line.limit!) throw new AppError('purchase-limit-reached', { limit: line.limit!, held: have });
  }
}

import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DomainSubscription } from '../../domain/events';
import { cartItems } from './schema';

/**
 * An unpaid order that expires gives its lines back to the shopper's cart (decision 034): the
 * shopper meant to buy them, and the stock they held is free again in the same transaction.
 */
export function cartSubscriptions(ctx: AppContext): DomainSubscription {
  return {
    subscriber: 'cart',
    on: {
      OrdersExpired: async (tx, { orders }) => {
        const now = ctx.clock.now();
        // One row per (shopper, spec): a statement may not upsert the same cart line twice.
        const merged = new Map<string, { userId: string; specId: string; quantity: number }>();
        for (const o of orders)
          for (const i of o.items) {
            const key = `${o.userId} ${i.specId}`;
            const line = merged.get(key) ?? { userId: o.userId, specId: i.specId, quantity: 0 };
            line.quantity += i.quantity;
            merged.set(key, line);
          }
        const lines = [...merged.values()];
        if (lines.length === 0) return;
        await tx
          .insert(cartItems)
          .values(lines.map((l) => ({ ...l, createdAt: now, updatedAt: now })))
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.specId],
            set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: now },
          });
      },
    },
  };
}

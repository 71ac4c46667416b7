import type { AccountOpenItem } from '@pedestal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AccountHoldSource } from '../../domain/extension-points';
import { figurineOrders } from './schema';

/**
 * The shop's part of what an account still has open (issue 41 #3): paid orders on their way to it,
 * orders it withdrew from that wait for their return, and refunds being paid out. One statement.
 */
export const shopAccountHold: AccountHoldSource = async (db, userId) => {
  const o = figurineOrders;
  const [row] = await db
    .select({
      toDeliver: sql<number>`count(*) filter (where ${o.status} in ('undelivered', 'unreceived') and ${o.withdrawnAt} is null)::int`,
      returns: sql<number>`count(*) filter (where ${o.withdrawnAt} is not null and ${o.status} not in ('refunding', 'refunded', 'cancelled'))::int`,
      refunds: sql<number>`count(*) filter (where ${o.status} = 'refunding')::int`,
    })
    .from(o)
    .where(and(eq(o.userId, userId), sql`${o.status} not in ('unpaid', 'cancelled', 'refunded')`));
  const items: AccountOpenItem[] = [];
  if (row?.toDeliver) items.push({ kind: 'orders-to-deliver', count: row.toDeliver });
  if (row?.returns) items.push({ kind: 'returns-pending', count: row.returns });
  if (row?.refunds) items.push({ kind: 'refunds-pending', count: row.refunds });
  return items;
};

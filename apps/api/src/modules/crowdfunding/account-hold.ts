import type { AccountOpenItem } from '@pedestal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AccountHoldSource } from '../../domain/extension-points';
import { crowdfundings, crowdfundingSupports } from './schema';

/**
 * Crowdfunding's part of what an account still has open (issue 41 #3): paid supports of a campaign
 * still running (it may yet fail and refund them), refunds being paid out, and pledges whose saved
 * card the campaign will still charge. One statement.
 */
export const crowdfundingAccountHold: AccountHoldSource = async (db, userId) => {
  const s = crowdfundingSupports;
  const [row] = await db
    .select({
      running: sql<number>`count(*) filter (where ${s.status} = 'success' and ${s.refundStatus} is null and ${crowdfundings.status} = 'active')::int`,
      refunds: sql<number>`count(*) filter (where ${s.refundStatus} = 'pending')::int`,
      pledges: sql<number>`count(*) filter (where ${s.pledgeStatus} in ('pledged', 'charging', 'errored'))::int`,
    })
    .from(s)
    .innerJoin(crowdfundings, eq(crowdfundings.characterId, s.characterId))
    .where(and(eq(s.userId, userId), sql`(${s.status} in ('success', 'pending') or ${s.refundStatus} = 'pending')`));
  const items: AccountOpenItem[] = [];
  if (row?.running) items.push({ kind: 'supports-open', count: row.running });
  if (row?.refunds) items.push({ kind: 'refunds-pending', count: row.refunds });
  if (row?.pledges) items.push({ kind: 'pledges', count: row.pledges });
  return items;
};

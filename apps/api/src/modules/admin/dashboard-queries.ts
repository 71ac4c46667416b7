import { businessTimeOfDay, centsToDollars } from '@pedestal/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { characters } from '../character/schema';
import { crowdfundings, crowdfundingSupports } from '../crowdfunding/schema';
import { raffleEntries } from '../raffle/schema';
import { figurineOrders } from '../shop/schema';
import { votes } from '../vote/schema';

/** A vote at or above this share of its target counts as "near target" on the dashboard. */
export const NEAR_TARGET_SHARE = 0.8;
const LIST_SIZE = 8;
const DAY_MS = 86_400_000;

/** What an operator checks first: work waiting (reviews, shipping, refunds), progress and today's takings. */
export async function getDashboard(db: DbOrTx, now: Date) {
  const dayStart = businessTimeOfDay(now, 0);
  const [pending, pendingOldest, near, campaigns, orders, supportRefunds, revenue, supportsToday, raffleToday, raffleAll] =
    await Promise.all([
      db.select({ n: count() }).from(characters).where(eq(characters.status, 'pending')),
      db
        .select({ id: characters.id, name: characters.name, createdAt: characters.createdAt })
        .from(characters)
        .where(eq(characters.status, 'pending'))
        .orderBy(asc(characters.createdAt))
        .limit(LIST_SIZE),
      db
        .select({
          id: characters.id,
          name: characters.name,
          countCurrent: votes.countCurrent,
          countTarget: votes.countTarget,
          negotiation: votes.negotiation,
        })
        .from(votes)
        .innerJoin(characters, eq(characters.id, votes.characterId))
        .where(
          and(
            eq(characters.status, 'approved'),
            sql`(${votes.status} = 'active' and ${votes.countCurrent} >= ${votes.countTarget} * ${sql.raw(String(NEAR_TARGET_SHARE))})
              or ${votes.negotiation} = 'in_progress'`,
          ),
        )
        .orderBy(desc(sql`${votes.countCurrent}::float / ${votes.countTarget}`), asc(characters.name))
        .limit(LIST_SIZE),
      db
        .select({
          id: characters.id,
          name: characters.name,
          currentCents: crowdfundings.currentCents,
          targetCents: crowdfundings.targetCents,
          endAt: crowdfundings.endAt,
        })
        .from(crowdfundings)
        .innerJoin(characters, eq(characters.id, crowdfundings.characterId))
        .where(eq(crowdfundings.status, 'active'))
        .orderBy(asc(crowdfundings.endAt))
        .limit(LIST_SIZE),
      db
        .select({ status: figurineOrders.status, n: count() })
        .from(figurineOrders)
        .where(inArray(figurineOrders.status, ['undelivered', 'refunding']))
        .groupBy(figurineOrders.status),
      db.select({ n: count() }).from(crowdfundingSupports).where(eq(crowdfundingSupports.refundStatus, 'pending')),
      db
        .select({ cents: sum(figurineOrders.totalCents), n: count() })
        .from(figurineOrders)
        .where(and(isNotNull(figurineOrders.paidAt), gte(figurineOrders.paidAt, dayStart))),
      db
        .select({ cents: sum(crowdfundingSupports.amountCents), n: count() })
        .from(crowdfundingSupports)
        .where(and(isNotNull(crowdfundingSupports.paidAt), gte(crowdfundingSupports.paidAt, dayStart))),
      db
        .select({ n: count(), diamonds: sum(raffleEntries.costDiamond) })
        .from(raffleEntries)
        .where(gte(raffleEntries.createdAt, dayStart)),
      db.select({ n: count() }).from(raffleEntries),
    ]);
  const ordersBy = new Map(orders.map((o) => [o.status, o.n]));
  const figurineCents = Number(revenue[0]?.cents ?? 0);
  const supportCents = Number(supportsToday[0]?.cents ?? 0);
  return {
    pendingReviews: { count: pending[0]?.n ?? 0, oldest: pendingOldest.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) },
    votesNearTarget: near.map((v) => ({
      ...v,
      progress: Math.min(100, Math.floor((v.countCurrent / v.countTarget) * 100)),
      reached: v.countCurrent >= v.countTarget,
    })),
    campaigns: campaigns.map((c) => ({
      id: c.id,
      name: c.name,
      current: centsToDollars(c.currentCents),
      target: centsToDollars(c.targetCents),
      progress: Math.floor((c.currentCents / c.targetCents) * 100),
      endAt: c.endAt?.toISOString() ?? null,
      daysLeft: c.endAt ? Math.max(0, Math.ceil((c.endAt.getTime() - now.getTime()) / DAY_MS)) : null,
    })),
    ordersToShip: ordersBy.get('undelivered') ?? 0,
    refundsInProgress: { figurineOrders: ordersBy.get('refunding') ?? 0, supports: supportRefunds[0]?.n ?? 0 },
    today: {
      since: dayStart.toISOString(),
      revenue: centsToDollars(figurineCents + supportCents),
      figurineRevenue: centsToDollars(figurineCents),
      figurineOrders: revenue[0]?.n ?? 0,
      supportRevenue: centsToDollars(supportCents),
      supports: supportsToday[0]?.n ?? 0,
      raffleEntries: raffleToday[0]?.n ?? 0,
      raffleDiamonds: Number(raffleToday[0]?.diamonds ?? 0),
    },
    raffleEntries: raffleAll[0]?.n ?? 0,
  };
}

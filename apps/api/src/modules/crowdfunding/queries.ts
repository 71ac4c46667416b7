import { centsToDollars, type AdminSupportOrderListQuery, type SupportOrder } from '@pedestal/contract';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { characters } from '../character/schema';
import type { PhaseSource } from '../../domain/extension-points';
import type { ContributorScope, ContributorSource } from '../contributor';
import { crowdfundings, crowdfundingSupports } from './schema';

const s = crowdfundingSupports;
const orderColumns = {
  support: s,
  name: characters.name,
  illustration: characters.illustration,
  gender: characters.gender,
  cfStatus: crowdfundings.status,
  cfCurrent: crowdfundings.currentCents,
  cfTarget: crowdfundings.targetCents,
};
type OrderRow = {
  support: typeof s.$inferSelect;
  name: string;
  illustration: string | null;
  gender: SupportOrder['character']['gender'];
  cfStatus: SupportOrder['crowdfunding']['status'];
  cfCurrent: number;
  cfTarget: number;
};

const orderQuery = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(orderColumns)
    .from(s)
    .innerJoin(characters, eq(characters.id, s.characterId))
    .innerJoin(crowdfundings, eq(crowdfundings.characterId, s.characterId))
    .where(where)
    .orderBy(desc(s.createdAt), desc(s.id));

function toOrder(r: OrderRow) {
  return {
    id: r.support.id,
    no: r.support.no,
    status: r.support.status,
    createdAt: r.support.createdAt.toISOString(),
    expiredAt: r.support.expiresAt.toISOString(),
    paidAt: r.support.paidAt?.toISOString() ?? null,
    characterId: r.support.characterId,
    character: { name: r.name, illustration: r.illustration, gender: r.gender },
    spec: { id: r.support.specId, price: centsToDollars(r.support.amountCents), diamond: r.support.diamond },
    crowdfunding: { status: r.cfStatus, countCurrent: centsToDollars(r.cfCurrent), countTarget: centsToDollars(r.cfTarget) },
    refundStatus: r.support.refundStatus,
    pledgeStatus: r.support.pledgeStatus,
    userId: r.support.userId,
    paymentId: r.support.paymentId,
  };
}

/** Support orders, newest first; a user's own (userId) or any (admin), searchable by order number. */
export async function listSupportOrders(db: DbOrTx, q: AdminSupportOrderListQuery) {
  const keyword = q.searchKeyword?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await orderQuery(
    db,
    and(
      q.userId ? eq(s.userId, q.userId) : undefined,
      q.characterId ? eq(s.characterId, q.characterId) : undefined,
      q.status ? eq(s.status, q.status) : undefined,
      keyword ? ilike(s.no, `%${keyword}%`) : undefined,
    ),
  )
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return rows.map(toOrder);
}

/** One support order; another user's is null (a 404, no leak). */
export async function getSupportOrder(db: DbOrTx, supportId: string, userId: string) {
  const [row] = await orderQuery(db, and(eq(s.id, supportId), eq(s.userId, userId)));
  return row ? toOrder(row) : null;
}

export async function listUserSupportsOfCampaign(db: DbOrTx, characterId: string, userId: string) {
  return (await orderQuery(db, and(eq(s.characterId, characterId), eq(s.userId, userId))).limit(50)).map(toOrder);
}

/**
 * Crowdfunding contributors rank by paid amount (cents); ties go to whoever paid first. A pledge
 * counts once charged (decision 040): an uncharged one may still be dropped.
 */
export const crowdfundingContributorSource: ContributorSource = {
  phase: 'crowdfunding',
  characters: (scope: ContributorScope) =>
    scope === 'daily'
      ? sql`select ${crowdfundings.characterId} from ${crowdfundings} where ${crowdfundings.status} = 'active'`
      : sql`select ${scope.characterId}::text`,
  totals: (scope: ContributorScope) => sql`
    select ${s.characterId} as character_id, ${s.userId} as user_id,
      sum(${s.amountCents})::int as total, min(${s.paidAt}) as first_at
    from ${s}
    where ${s.status} = 'success' and ${
      scope === 'daily'
        ? sql`${s.characterId} in (select ${crowdfundings.characterId} from ${crowdfundings} where ${crowdfundings.status} = 'active')`
        : sql`${s.characterId} = ${scope.characterId}`
    }
    group by 1, 2`,
};

/** The campaign's part of a character's phase. */
export const crowdfundingPhaseSource: PhaseSource = async (db, characterId) => {
  const [row] = await db.select({ status: crowdfundings.status }).from(crowdfundings).where(eq(crowdfundings.characterId, characterId));
  return { crowdfunding: row ?? null };
};

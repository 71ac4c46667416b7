import { centsToDollars, type AdminSupportOrderListQuery, type ListTotals, type SupportOrder } from '@pedestal/contract';
import { and, asc, count, desc, eq, ilike, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../account/schema';
import { characters } from '../character/schema';
import type { CharacterHoldSource, PhaseSource } from '../../domain/extension-points';
import type { ContributorScope, ContributorSource } from '../contributor';
import { supportTax } from './charges';
import { graceEnd } from './pledges';
import { delaysOfSupports } from './promises';
import { crowdfundings, crowdfundingSpecs, crowdfundingSupports } from './schema';

const s = crowdfundingSupports;
const orderColumns = {
  support: s,
  name: characters.name,
  illustration: characters.illustration,
  gender: characters.gender,
  cfStatus: crowdfundings.status,
  cfCurrent: crowdfundings.currentCents,
  cfTarget: crowdfundings.targetCents,
  cfShipMonth: crowdfundings.shipMonth,
};
type OrderRow = {
  support: typeof s.$inferSelect;
  name: string;
  illustration: string | null;
  gender: SupportOrder['character']['gender'];
  cfStatus: SupportOrder['crowdfunding']['status'];
  cfCurrent: number;
  cfTarget: number;
  cfShipMonth: string | null;
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
    shipMonth: r.cfShipMonth,
    pledgeStatus: r.support.pledgeStatus,
    pledgeErrorCode: r.support.pledgeStatus === 'errored' ? r.support.pledgeErrorCode : null,
    shipping: centsToDollars(r.support.shippingCents),
    tax: centsToDollars(r.support.taxCents),
    total: centsToDollars(r.support.totalCents),
    taxDetail: supportTax(r.support.charges),
    userId: r.support.userId,
    paymentId: r.support.paymentId,
  };
}

/** Support orders with the delays each heard of (issue 29). */
async function withDelays(db: DbOrTx, rows: OrderRow[]) {
  const delays = await delaysOfSupports(
    db,
    rows.map((r) => r.support.id),
    new Map(rows.map((r) => [r.support.id, r.name])),
  );
  return rows.map((r) => ({ ...toOrder(r), delays: delays.get(r.support.id) ?? [] }));
}

/** Support orders, newest first; a user's own (userId) or any (admin), searchable by order number. */
const supportFilter = (q: Omit<AdminSupportOrderListQuery, 'page' | 'pageSize'>) => {
  const keyword = q.searchKeyword?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    q.userId ? eq(s.userId, q.userId) : undefined,
    q.characterId ? eq(s.characterId, q.characterId) : undefined,
    q.status ? eq(s.status, q.status) : undefined,
    keyword ? ilike(s.no, `%${keyword}%`) : undefined,
  );
};

/** What the filtered supports add up to, every page (issue 28 #3: totals on every list). */
export async function supportListTotals(db: DbOrTx, q: Omit<AdminSupportOrderListQuery, 'page' | 'pageSize'>): Promise<ListTotals> {
  const [row] = await db
    .select({
      count: count(),
      paid: count(s.paidAt),
      gross: sql<string>`coalesce(sum(${s.totalCents}) filter (where ${s.paidAt} is not null), 0)`,
      refunded: sum(s.refundedCents),
    })
    .from(s)
    .where(supportFilter(q));
  return {
    count: row?.count ?? 0,
    paid: row?.paid ?? 0,
    gross: centsToDollars(Number(row?.gross ?? 0)),
    refunded: centsToDollars(Number(row?.refunded ?? 0)),
  };
}

/**
 * The console's supports: each with who placed it, its tier's name, where the reward ships and what
 * its refunds gave back (issue 39), so a backer is named and the parcel's charges can be read.
 */
export async function listSupportOrders(db: DbOrTx, q: AdminSupportOrderListQuery) {
  const rows = await orderQuery(db, supportFilter(q))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  if (rows.length === 0) return [];
  const supports = await withDelays(db, rows);
  const [buyers, tiers] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, nickname: users.nickname, email: users.email })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.support.userId))])),
    db
      .select({ id: crowdfundingSpecs.id, name: crowdfundingSpecs.name })
      .from(crowdfundingSpecs)
      .where(inArray(crowdfundingSpecs.id, [...new Set(rows.map((r) => r.support.specId))])),
  ]);
  const byId = new Map(buyers.map((u) => [u.id, { username: u.username ?? u.nickname, email: u.email }]));
  const tierName = new Map(tiers.map((t) => [t.id, t.name]));
  return supports.map((o, i) => ({
    ...o,
    spec: { ...o.spec, name: tierName.get(o.spec.id) ?? '' },
    address: rows[i]!.support.address ?? null,
    refundedAmount: centsToDollars(rows[i]!.support.refundedCents),
    user: byId.get(o.userId) ?? null,
  }));
}

/** One support order; another user's is null (a 404, no leak). */
export async function getSupportOrder(db: DbOrTx, supportId: string, userId: string) {
  const [row] = await orderQuery(db, and(eq(s.id, supportId), eq(s.userId, userId)));
  return row ? (await withDelays(db, [row]))[0]! : null;
}

export async function listUserSupportsOfCampaign(db: DbOrTx, characterId: string, userId: string) {
  return withDelays(db, await orderQuery(db, and(eq(s.characterId, characterId), eq(s.userId, userId))).limit(50));
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

/** A support that was ever paid holds its character (decision 063): its money is refunded through the campaign, never deleted. */
export const crowdfundingCharacterHold: CharacterHoldSource = async (db, characterId) => {
  const [row] = await db
    .select({ id: crowdfundingSupports.id })
    .from(crowdfundingSupports)
    .where(and(eq(crowdfundingSupports.characterId, characterId), sql`${crowdfundingSupports.paidAt} is not null`))
    .limit(1);
  return row ? 'character-held-by-supports' : null;
};

/** The console's errored pledges, oldest failure first, with their reasons. */
export async function listErroredPledges(db: DbOrTx) {
  const rows = await db
    .select({
      s: crowdfundingSupports,
      characterName: characters.name,
      username: users.username,
      nickname: users.nickname,
      email: users.email,
    })
    .from(crowdfundingSupports)
    .leftJoin(characters, eq(characters.id, crowdfundingSupports.characterId))
    .leftJoin(users, eq(users.id, crowdfundingSupports.userId))
    .where(eq(crowdfundingSupports.pledgeStatus, 'errored'))
    .orderBy(asc(crowdfundingSupports.pledgeErroredAt), asc(crowdfundingSupports.id))
    .limit(500);
  return rows.map(({ s, characterName, username, nickname, email }) => ({
    id: s.id,
    no: s.no,
    characterId: s.characterId,
    characterName: characterName ?? '',
    userId: s.userId,
    user: username || nickname ? { username: username ?? nickname ?? '', email } : null,
    amountCents: s.totalCents,
    attempts: s.pledgeAttempts,
    code: s.pledgeErrorCode,
    reason: s.pledgeError,
    erroredAt: s.pledgeErroredAt?.toISOString() ?? null,
    nextRetryAt: s.pledgeRetryAt?.toISOString() ?? null,
    graceEndsAt: s.pledgeErroredAt ? graceEnd(s.pledgeErroredAt).toISOString() : null,
  }));
}

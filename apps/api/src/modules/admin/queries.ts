import type { AdminCharacterListQuery } from '@pedestal/contract';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../account/schema';
import { auditLogs } from '../audit/schema';
import { admins } from '../auth/schema';
import { characters } from '../character/schema';
import { crowdfundingSupports } from '../crowdfunding/schema';
import { raffleEntries, raffles } from '../raffle/schema';
import { figurineOrders } from '../shop/schema';
import { cardListCount, listCardRows, toCard } from '../catalog';
import { containsPattern } from '../../db/like';
import { listPage } from '../../db/list-page';
import { getBalancesOf } from '../wallet';
import { namesOfTargets } from './audit-targets';

const likeOf = (keyword: string) => containsPattern(keyword.toLowerCase());
const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phone: users.phone,
  nickname: users.nickname,
  avatar: users.avatar,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  suspendedAt: users.suspendedAt,
};

/** The review queue and catalogue: cards with their submitter and reject reason. */
export async function listAdminCharacters(db: DbOrTx, query: AdminCharacterListQuery, now: Date) {
  const filter = { ...query, orderBy: 'latest' as const };
  const [rows, meta] = await Promise.all([listCardRows(db, filter, now), cardListCount(db, filter, now)]);
  const owners = rows.length
    ? await db
        .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
    : [];
  const byId = new Map(owners.map((o) => [o.id, o]));
  const data = rows.map((r) => {
    const owner = byId.get(r.userId);
    return {
      ...toCard(r, now, true),
      rejectReason: r.rejectReason,
      user: { id: r.userId, profile: { nickname: owner?.nickname ?? '', avatar: owner?.avatar ?? null } },
    };
  });
  return { data, meta };
}

/** Accounts, newest first, searchable by username, email or nickname, with their balances. */
export async function listUsers(db: DbOrTx, query: { page: number; pageSize: number; keyword?: string }) {
  const like = query.keyword ? likeOf(query.keyword) : null;
  const { rows, meta } = await listPage(
    db,
    db
      .select(userColumns)
      .from(users)
      .where(
        like
          ? or(
              sql`lower(${users.username}) like ${like}`,
              sql`lower(${users.email}) like ${like}`,
              sql`lower(${users.nickname}) like ${like}`,
            )
          : undefined,
      )
      .$dynamic(),
    [desc(users.createdAt), desc(users.id)],
    query,
  );
  const balances = await getBalancesOf(
    db,
    rows.map((u) => u.id),
  );
  const data = rows.map((u) => {
    const b = balances.get(u.id)!;
    return {
      ...u,
      voteToken: b.voteTickets,
      diamond: b.diamonds,
      frozenDiamond: b.frozenDiamonds,
      createdAt: u.createdAt.toISOString(),
      deletedAt: u.deletedAt?.toISOString() ?? null,
      suspendedAt: u.suspendedAt?.toISOString() ?? null,
    };
  });
  return { data, meta };
}

/** One account with its balances (null when there is no such user). */
export async function getAdminUser(db: DbOrTx, userId: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  if (!row) return null;
  const b = (await getBalancesOf(db, [row.id])).get(row.id)!;
  return {
    ...row,
    voteToken: b.voteTickets,
    diamond: b.diamonds,
    frozenDiamond: b.frozenDiamonds,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

/** The audit log, newest first: who did what to which record, and the change it recorded. */
export async function listAuditLogs(
  db: DbOrTx,
  query: { page: number; pageSize: number; targetType?: string; targetId?: string; action?: string },
) {
  const where: SQL[] = [];
  if (query.targetType) where.push(eq(auditLogs.targetType, query.targetType));
  if (query.targetId) where.push(eq(auditLogs.targetId, query.targetId));
  if (query.action) where.push(sql`${auditLogs.action} like ${likeOf(query.action)}`);
  const { rows, meta } = await listPage(
    db,
    db
      .select({
        id: auditLogs.id,
        adminId: auditLogs.adminId,
        adminUsername: admins.username,
        action: auditLogs.action,
        targetType: auditLogs.targetType,
        targetId: auditLogs.targetId,
        detail: auditLogs.detail,
        createdAt: auditLogs.createdAt,
      })
      .from(auditLogs)
      .innerJoin(admins, eq(admins.id, auditLogs.adminId))
      .where(where.length ? and(...where) : undefined)
      .$dynamic(),
    [desc(auditLogs.createdAt), desc(auditLogs.id)],
    query,
  );
  const targetNames = await namesOfTargets(db, rows);
  return { data: rows.map((r, i) => ({ ...r, targetName: targetNames[i]!, createdAt: r.createdAt.toISOString() })), meta };
}

/** How many of each a user's page shows (newest first). */
export const USER_ACTIVITY_LIMIT = 50;

/** A user's page (decision 036): their figurine orders, campaign supports and raffle entries, newest first. */
export async function getUserActivity(db: DbOrTx, userId: string) {
  const [orders, supports, entries] = await Promise.all([
    db
      .select({
        id: figurineOrders.id,
        no: figurineOrders.no,
        kind: figurineOrders.kind,
        status: figurineOrders.status,
        totalCents: figurineOrders.totalCents,
        createdAt: figurineOrders.createdAt,
      })
      .from(figurineOrders)
      .where(eq(figurineOrders.userId, userId))
      .orderBy(desc(figurineOrders.createdAt), desc(figurineOrders.id))
      .limit(USER_ACTIVITY_LIMIT),
    db
      .select({
        id: crowdfundingSupports.id,
        no: crowdfundingSupports.no,
        characterId: crowdfundingSupports.characterId,
        characterName: characters.name,
        amountCents: crowdfundingSupports.amountCents,
        diamond: crowdfundingSupports.diamond,
        status: crowdfundingSupports.status,
        refundStatus: crowdfundingSupports.refundStatus,
        createdAt: crowdfundingSupports.createdAt,
      })
      .from(crowdfundingSupports)
      .innerJoin(characters, eq(characters.id, crowdfundingSupports.characterId))
      .where(eq(crowdfundingSupports.userId, userId))
      .orderBy(desc(crowdfundingSupports.createdAt), desc(crowdfundingSupports.id))
      .limit(USER_ACTIVITY_LIMIT),
    db
      .select({
        id: raffleEntries.id,
        raffleId: raffleEntries.raffleId,
        raffleTitle: raffles.title,
        isWin: raffleEntries.isWin,
        costDiamond: raffleEntries.costDiamond,
        orderId: raffleEntries.orderId,
        createdAt: raffleEntries.createdAt,
      })
      .from(raffleEntries)
      .innerJoin(raffles, eq(raffles.id, raffleEntries.raffleId))
      .where(eq(raffleEntries.userId, userId))
      .orderBy(desc(raffleEntries.createdAt), desc(raffleEntries.id))
      .limit(USER_ACTIVITY_LIMIT),
  ]);
  return {
    orders: orders.map(({ totalCents, ...o }) => ({ ...o, total: totalCents / 100, createdAt: o.createdAt.toISOString() })),
    supports: supports.map(({ amountCents, ...s }) => ({ ...s, amount: amountCents / 100, createdAt: s.createdAt.toISOString() })),
    raffleEntries: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

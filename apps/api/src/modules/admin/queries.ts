import type { AdminCharacterListQuery } from '@pedestal/contract';
import { desc, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../account/schema';
import { listCardRows, toCard } from '../catalog';
import { getBalancesOf } from '../wallet';

/** The review queue and catalogue: cards with their submitter and reject reason. */
export async function listAdminCharacters(db: DbOrTx, query: AdminCharacterListQuery, now: Date) {
  const rows = await listCardRows(db, { ...query, orderBy: 'latest' }, now);
  const owners = rows.length
    ? await db
        .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
    : [];
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.map((r) => {
    const owner = byId.get(r.userId);
    return {
      ...toCard(r, now),
      rejectReason: r.rejectReason,
      user: { id: r.userId, profile: { nickname: owner?.nickname ?? '', avatar: owner?.avatar ?? null } },
    };
  });
}

/** Accounts, newest first, searchable by username, email or nickname, with their balances. */
export async function listUsers(db: DbOrTx, query: { page: number; pageSize: number; keyword?: string }) {
  const like = query.keyword ? `%${query.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      phone: users.phone,
      nickname: users.nickname,
      avatar: users.avatar,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
    })
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
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const balances = await getBalancesOf(
    db,
    rows.map((u) => u.id),
  );
  return rows.map((u) => {
    const b = balances.get(u.id)!;
    return {
      ...u,
      voteToken: b.voteTickets,
      diamond: b.diamonds,
      frozenDiamond: b.frozenDiamonds,
      createdAt: u.createdAt.toISOString(),
      deletedAt: u.deletedAt?.toISOString() ?? null,
    };
  });
}

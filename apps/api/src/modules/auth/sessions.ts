import { AUTH_TOKEN_DAYS } from '@pedestal/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Viewer } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { newToken, sha256 } from '../../platform/security';
import { REVOCATION_CHANNEL, encodeRevocation, type Revocation, type ViewerCache } from '../../platform/viewer-cache';
import { admins, sessions } from './schema';

export async function createSession(db: DbOrTx, owner: { userId: string } | { adminId: string }, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + AUTH_TOKEN_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: sha256(token), expiresAt, ...owner });
  return { token, expiresAt };
}

/**
 * The sessions of some token hashes, live at `now`: one named prepared statement per pool, built
 * once (building the query per lookup, the hashes one parameter each, was a tenth of a drop's CPU),
 * the hashes as one array parameter.
 */
const prepareLookup = (db: Db) =>
  db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      adminId: sessions.adminId,
      expiresAt: sessions.expiresAt,
      adminSecondFactor: sql<boolean>`${admins.totpSecret} is not null`,
      adminRole: admins.role,
      adminRemovedAt: admins.removedAt,
    })
    .from(sessions)
    .leftJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')}::text[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_lookup');
const preparedLookups = new WeakMap<object, ReturnType<typeof prepareLookup>>();

/**
 * The viewers behind bearer tokens and when their sessions expire, in one statement; a token that
 * is unknown, expired or revoked is missing from the answer. Deleting an account revokes its
 * sessions in the same transaction, so a live session has a live account. Many at once: a drop's
 * buyers arrive by the hundred a second, most with no cached session on the instance their order
 * reaches (platform/auth-hook.ts batches them).
 */
export async function findViewers(db: Db, tokens: readonly string[], now: Date): Promise<Map<string, { viewer: Viewer; expiresAt: Date }>> {
  const tokenOfHash = new Map(tokens.map((token) => [sha256(token), token]));
  let statement = preparedLookups.get(db);
  if (!statement) preparedLookups.set(db, (statement = prepareLookup(db)));
  const rows = await statement.execute({ hashes: [...tokenOfHash.keys()], now });
  const found = new Map<string, { viewer: Viewer; expiresAt: Date }>();
  for (const row of rows) {
    const token = tokenOfHash.get(row.tokenHash)!;
    if (row.adminId) {
      // A removed team member's sessions are revoked with the removal; a stray one still finds nobody.
      if (row.adminRemovedAt || !row.adminRole) continue;
      const viewer: Viewer = {
        kind: 'admin',
        adminId: row.adminId,
        sessionId: row.id,
        secondFactor: Boolean(row.adminSecondFactor),
        role: row.adminRole,
      };
      found.set(token, { viewer, expiresAt: row.expiresAt });
    } else if (row.userId) found.set(token, { viewer: { kind: 'user', userId: row.userId, sessionId: row.id }, expiresAt: row.expiresAt });
  }
  return found;
}

/**
 * Tells every instance, when the caller's transaction commits, to forget cached sessions; this
 * instance forgets them at once too (a lookup racing the commit is re-evicted by the notification).
 */
async function publishRevocation(db: DbOrTx, viewers: ViewerCache, r: Revocation) {
  viewers.evict(r);
  await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${encodeRevocation(r)})`);
}

export async function revokeSession(db: DbOrTx, viewers: ViewerCache, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await publishRevocation(db, viewers, { sessionId });
}

/** Revokes every session of the user except `keepSessionId` (all of them when it is omitted). */
export async function revokeUserSessions(db: DbOrTx, viewers: ViewerCache, userId: string, now: Date, keepSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : sql`true`));
  await publishRevocation(db, viewers, { userId, keepSessionId });
}

/** Every instance forgets what it cached of this session (it is read again: its admin's second factor changed). */
export async function forgetCachedSession(db: DbOrTx, viewers: ViewerCache, sessionId: string) {
  await publishRevocation(db, viewers, { sessionId });
}

/** Revokes every session of an admin but `keepSessionId` (those opened before a second factor was set up). */
export async function revokeAdminSessions(db: DbOrTx, viewers: ViewerCache, adminId: string, now: Date, keepSessionId: string) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  for (const { id } of revoked) await publishRevocation(db, viewers, { sessionId: id });
}

/** Every instance forgets the cached sessions of an admin (their role changed: it is read again). */
export async function forgetAdminSessions(db: DbOrTx, viewers: ViewerCache, adminId: string) {
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt)));
  for (const { id } of live) await publishRevocation(db, viewers, { sessionId: id });
}

/** Revokes every session of an admin (removed from the team). */
export async function revokeAllAdminSessions(db: DbOrTx, viewers: ViewerCache, adminId: string, now: Date) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  for (const { id } of revoked) await publishRevocation(db, viewers, { sessionId: id });
}

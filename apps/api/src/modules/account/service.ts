import type { Profile, UpdateProfileInput } from '@pedestal/contract';
import type { Language } from '@pedestal/contract/schemas/auth';
import { and, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { AppError } from '../../platform/errors';
import { deleteStoredImages } from '../../platform/storage/deletion';
import { keyOf } from '../../platform/storage/file-storage';
import { storeImage } from '../../platform/storage/images';
import { deleteUserDataExports } from './data-export';
import { listOpenItems } from './open-items';
import { users } from './schema';

export interface NewUser {
  username: string;
  email?: string | null;
  phone?: string | null;
  passwordHash?: string | null;
  googleSub?: string | null;
  nickname?: string;
  language?: Language;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
const active = (userId: string) => and(eq(users.id, userId), isNull(users.deletedAt));

/** Creates the account in the caller's transaction; a taken username, email or phone is a field error. */
export async function createUser(tx: DbOrTx, input: NewUser): Promise<string> {
  const taken = await tx
    .select({ username: users.username, email: users.email, phone: users.phone })
    .from(users)
    .where(
      sql`lower(${users.username}) = lower(${input.username})
        or (${input.email ?? null}::text is not null and ${users.email} = ${input.email ?? null})
        or (${input.phone ?? null}::text is not null and ${users.phone} = ${input.phone ?? null})`,
    )
    .limit(3);
  for (const row of taken) {
    if (input.email && row.email === input.email) throw AppError.field('email', 'email-registered');
    if (input.phone && row.phone === input.phone) throw AppError.field('phone', 'phone-registered');
    throw AppError.field('username', 'username-taken');
  }
  try {
    const [created] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email ?? null,
        phone: input.phone ?? null,
        passwordHash: input.passwordHash ?? null,
        language: input.language ?? 'en',
        googleSub: input.googleSub ?? null,
        nickname: (input.nickname ?? input.username).slice(0, 30),
      })
      .returning({ id: users.id });
    return created!.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('username', 'account-registered');
    throw err;
  }
}

/** The user's row while the account lives; a deleted or unknown account is not signed in (401). */
export async function getActiveUser(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(active(userId));
  if (!user) throw new AppError('not-logged-in');
  return user;
}

/** The language the user reads the store in (their messages and emails follow it). */
export async function getUserLanguage(db: DbOrTx, userId: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language === 'zh-CN' ? 'zh-CN' : 'en';
}

export async function getProfile(db: DbOrTx, userId: string): Promise<Profile> {
  const user = await getActiveUser(db, userId);
  return { nickname: user.nickname, avatar: user.avatar, bio: user.bio };
}

export async function updateProfile(ctx: AppContext, userId: string, input: UpdateProfileInput): Promise<Profile> {
  await ctx.db.transaction(async (tx) => {
    const current = input.avatar !== undefined ? await lockAvatar(tx, userId) : null;
    const avatar = input.avatar === '' ? null : input.avatar;
    // Only an avatar this account uploaded (or the one it shows): nobody can take over another's image.
    if (avatar && avatar !== current && !keyOf(ctx.storage, avatar)?.startsWith(`${avatarFolder(userId)}/`)) {
      throw AppError.field('avatar', 'avatar-not-uploaded');
    }
    await tx
      .update(users)
      .set({
        ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
        ...(input.bio !== undefined ? { bio: input.bio === '' ? null : input.bio } : {}),
        ...(avatar !== undefined ? { avatar } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(active(userId));
    // The same image under its other address (/uploads/… or the public one) is no replacement.
    const replaced = current && avatar !== undefined && (!avatar || keyOf(ctx.storage, avatar) !== keyOf(ctx.storage, current));
    if (replaced) await deleteStoredImages(ctx, tx, [current]);
  });
  return getProfile(ctx.db, userId);
}

/** Each account's avatars have their own folder, so that only it can set them (updateProfile). */
const avatarFolder = (userId: string) => `avatars/${userId}`;

/** Stores an uploaded avatar (checked and re-encoded) and sets it on the profile; the one it replaces is deleted. */
export async function uploadAvatar(ctx: AppContext, userId: string, file: Buffer): Promise<string> {
  const path = await storeImage(ctx.storage, avatarFolder(userId), file, 512);
  await ctx.db.transaction(async (tx) => {
    const replaced = await lockAvatar(tx, userId);
    await tx.update(users).set({ avatar: path, updatedAt: ctx.clock.now() }).where(active(userId));
    await deleteStoredImages(ctx, tx, [replaced]);
  });
  return path;
}

/** The avatar a live account shows, its row locked until the transaction ends (two changes at once replace it in turn). */
async function lockAvatar(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ avatar: users.avatar }).from(users).where(active(userId)).for('update');
  return row?.avatar ?? null;
}

export async function setVotingReminder(ctx: AppContext, userId: string, reminder: boolean) {
  await ctx.db.update(users).set({ votingReminder: reminder, updatedAt: ctx.clock.now() }).where(active(userId));
}

// Credentials and identities, for auth (which owns sessions and codes, not accounts).

/** The live account a sign-in name (username, any case, or email) belongs to. */
export async function findUserForLogin(db: DbOrTx, login: string) {
  const name = login.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(isNull(users.deletedAt), or(sql`lower(${users.username}) = ${name}`, eq(users.email, name))))
    .limit(1);
  return user ?? null;
}

export async function findUserIdBy(db: DbOrTx, by: { email: string } | { phone: string } | { googleSub: string }): Promise<string | null> {
  const where = 'email' in by ? eq(users.email, by.email) : 'phone' in by ? eq(users.phone, by.phone) : eq(users.googleSub, by.googleSub);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(where, isNull(users.deletedAt)))
    .limit(1);
  return user?.id ?? null;
}

/** Whether an email or phone is taken by any account, deleted ones included (their rows keep no contact data). */
export async function isContactTaken(db: DbOrTx, contact: { email: string } | { phone: string }): Promise<boolean> {
  const where = 'email' in contact ? eq(users.email, contact.email) : eq(users.phone, contact.phone);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return !!row;
}

export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return !!row;
}

/** The Google identity linked to the live account with this email, if any. */
export async function findGoogleLinkByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select({ id: users.id, googleSub: users.googleSub })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return user ?? null;
}

export async function linkGoogleIdentity(tx: Tx, userId: string, googleSub: string) {
  await tx.update(users).set({ googleSub }).where(active(userId));
}

export async function getPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(active(userId));
  return user?.passwordHash ?? null;
}

export async function setPasswordHash(tx: Tx, userId: string, passwordHash: string, now: Date) {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(active(userId));
}

/** Where to email active users, and how to greet them; users without an email address are left out. */
export async function getMailContacts(
  db: DbOrTx,
  userIds: string[],
): Promise<{ userId: string; email: string; name: string; language: Language }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: users.id, email: users.email, nickname: users.nickname, username: users.username, language: users.language })
    .from(users)
    .where(and(inArray(users.id, [...new Set(userIds)]), isNull(users.deletedAt), isNotNull(users.email)));
  return rows.map((r) => ({
    userId: r.userId,
    email: r.email!,
    name: r.nickname || r.username || 'there',
    language: r.language === 'zh-CN' ? 'zh-CN' : 'en',
  }));
}

/**
 * A user deletes their account, in one transaction: `AccountDeleted` is emitted first — every
 * session ends, the farewell email is written while the address is still known, and each module
 * removes the personal data it holds (submissions in review, collection, likes, addresses,
 * messages, saved cards, queued emails) — then the account row is anonymised: orders and ledger
 * rows keep a reference to it but no longer say who it was. The files the account uploaded or had
 * made (its avatar, its data exports) are deleted by a job queued in the same transaction. An
 * account with orders, refunds or pledges still open is refused (409 `account-has-open-items`).
 */
export async function deleteAccount(ctx: AppContext, userId: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // Nothing paid for may be left without its owner (issue 41 #3): refused while anything is open.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const open = await listOpenItems(ctx, tx, userId);
    if (open.length > 0) throw new AppError('account-has-open-items');
    await ctx.events.emit(tx, { type: 'AccountDeleted', userId, at: now });
    await deleteUserDataExports(ctx, tx, userId);
    await deleteStoredImages(ctx, tx, [await anonymiseUser(tx, userId, now)]);
  });
}

/** Ends an account's identity; answers the avatar it took off, whose files are to be deleted. */
async function anonymiseUser(tx: Tx, userId: string, now: Date): Promise<string | null> {
  const avatar = await lockAvatar(tx, userId);
  await tx
    .update(users)
    .set({
      username: null,
      email: null,
      phone: null,
      passwordHash: null,
      googleSub: null,
      nickname: 'Deleted user',
      avatar: null,
      bio: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return avatar;
}

/**
 * Locks the account for a sign-in and answers whether it is suspended (decision 036): a suspension
 * running at the same time waits for the sign-in's transaction, then revokes the session it made.
 */
export async function isSuspendedForSignIn(tx: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId)).for('share');
  return !!row?.suspendedAt;
}

/**
 * Suspends (`at`) or restores (null) an account that exists and is not deleted; answers its state
 * before, or null when there is no such account. The caller revokes the sessions and audits.
 */
export async function setSuspended(tx: DbOrTx, userId: string, at: Date | null): Promise<{ suspendedAt: Date | null } | null> {
  const [before] = await tx
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!before) return null;
  await tx.update(users).set({ suspendedAt: at }).where(eq(users.id, userId));
  return before;
}

/** Who these users are as the console names them (username, else nickname) and their email, by id. */
export async function getUserLabels(db: DbOrTx, userIds: string[]): Promise<Map<string, { username: string; email: string | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, { username: r.username ?? r.nickname, email: r.email }]));
}

/**
 * The ids of the accounts whose username, nickname, email or phone contains `keyword`, as a
 * subquery another module's list filters by (`inArray(column, userIdsMatching(db, keyword))`):
 * it runs inside that list's statement, never as a list of ids of its own.
 */
export function userIdsMatching(db: DbOrTx, keyword: string) {
  const pattern = containsPattern(keyword);
  return db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.username, pattern), ilike(users.nickname, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)));
}

import type { Profile, UpdateProfileInput, UserSnapshot, UserState } from '@pedestal/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { storeImage } from '../../platform/storage/images';
import { getBalances, grantDailyVotes, openWallet } from '../wallet/service';
import { users } from './schema';

export interface NewUser {
  username: string;
  email?: string | null;
  phone?: string | null;
  passwordHash?: string | null;
  googleSub?: string | null;
  nickname?: string;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Creates the account and its wallet; a taken username, email or phone is a field error. */
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
    if (input.email && row.email === input.email) throw AppError.validation('This email is already registered', [{ path: 'email', message: 'This email is already registered' }]);
    if (input.phone && row.phone === input.phone) throw AppError.validation('This phone number is already registered', [{ path: 'phone', message: 'This phone number is already registered' }]);
    throw AppError.validation('This username is already taken', [{ path: 'username', message: 'This username is already taken' }]);
  }
  try {
    const [created] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email ?? null,
        phone: input.phone ?? null,
        passwordHash: input.passwordHash ?? null,
        googleSub: input.googleSub ?? null,
        nickname: (input.nickname ?? input.username).slice(0, 30),
      })
      .returning({ id: users.id });
    await openWallet(tx, created!.id);
    return created!.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.validation('This account is already registered', [{ path: 'username', message: 'This account is already registered' }]);
    throw err;
  }
}

async function activeUser(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw AppError.unauthorized();
  return user;
}

export async function getUserSnapshot(db: DbOrTx, userId: string): Promise<UserSnapshot> {
  const user = await activeUser(db, userId);
  const balances = await getBalances(db, userId);
  return {
    id: user.id,
    username: user.username ?? '',
    profileNickname: user.nickname,
    profileAvatar: user.avatar,
    voteToken: balances.voteTickets,
    diamond: balances.diamonds,
    frozenDiamond: balances.frozenDiamonds,
  };
}

/** The signed-in user's state; the first call of a business day grants the daily votes. */
export async function getUserState(ctx: AppContext, userId: string): Promise<UserState> {
  return ctx.db.transaction(async (tx) => {
    const granted = await grantDailyVotes(tx, userId, ctx.clock.now());
    const snapshot = await getUserSnapshot(tx, userId);
    const user = await activeUser(tx, userId);
    return { ...snapshot, isDistributedVoteToken: granted, votingReminder: user.votingReminder, email: user.email, phone: user.phone };
  });
}

export async function getProfile(db: DbOrTx, userId: string): Promise<Profile> {
  const user = await activeUser(db, userId);
  return { nickname: user.nickname, avatar: user.avatar, bio: user.bio };
}

export async function updateProfile(ctx: AppContext, userId: string, input: UpdateProfileInput): Promise<Profile> {
  if (input.avatar !== undefined && input.avatar !== '' && !input.avatar.startsWith(`${ctx.storage.publicPrefix}/avatars/`)) {
    throw AppError.validation('avatar must be an uploaded image', [{ path: 'avatar', message: 'avatar must be an uploaded image' }]);
  }
  await ctx.db
    .update(users)
    .set({
      ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
      ...(input.bio !== undefined ? { bio: input.bio === '' ? null : input.bio } : {}),
      ...(input.avatar !== undefined ? { avatar: input.avatar === '' ? null : input.avatar } : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return getProfile(ctx.db, userId);
}

/** Stores an uploaded avatar (checked and re-encoded) and sets it on the profile. */
export async function uploadAvatar(ctx: AppContext, userId: string, file: Buffer): Promise<string> {
  const path = await storeImage(ctx.storage, 'avatars', file, 512);
  await ctx.db.update(users).set({ avatar: path, updatedAt: ctx.clock.now() }).where(eq(users.id, userId));
  return path;
}

export async function setVotingReminder(db: DbOrTx, userId: string, reminder: boolean) {
  await db.update(users).set({ votingReminder: reminder }).where(eq(users.id, userId));
}

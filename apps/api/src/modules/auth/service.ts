import type { ChangePasswordInput, LoginInput, RegisterByEmailInput, UserSnapshot } from '@pedestal/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import type { LoginThrottle } from '../../platform/login-throttle';
import { hashPassword, verifyPassword } from '../../platform/security';
import { anonymiseAccount } from '../account/deletion';
import { users } from '../account/schema';
import { createUser, getUserSnapshot } from '../account/service';
import { withVerifiedCode } from './codes';
import { createSession, revokeSession, revokeUserSessions } from './sessions';

export interface SignedIn {
  user: UserSnapshot;
  token: string;
}

async function signIn(ctx: AppContext, userId: string): Promise<SignedIn> {
  const { token } = await createSession(ctx.db, { userId }, ctx.clock.now());
  return { user: await getUserSnapshot(ctx.db, userId), token };
}

export async function assertEmailFree(ctx: AppContext, email: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (row) throw AppError.validation('This email is already registered', [{ path: 'email', message: 'This email is already registered' }]);
}

export async function assertPhoneFree(ctx: AppContext, phone: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (row) throw AppError.validation('This phone number is already registered', [{ path: 'phone', message: 'This phone number is already registered' }]);
}

export async function registerByEmail(ctx: AppContext, input: RegisterByEmailInput): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  const userId = await withVerifiedCode(ctx, 'email', input.email, input.code, (tx) =>
    createUser(tx, { username: input.username, email: input.email, passwordHash }),
  );
  return signIn(ctx, userId);
}

export async function registerByPhone(
  ctx: AppContext,
  input: { phone: string; code: string; username: string; password: string },
): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  const userId = await withVerifiedCode(ctx, 'phone', input.phone, input.code, (tx) =>
    createUser(tx, { username: input.username, phone: input.phone, passwordHash }),
  );
  return signIn(ctx, userId);
}

/** Hash of a random value: verified when the account is unknown, so timing reveals nothing. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$iX5bL5uDaA7OoOOFvJ7npQ$phN+mj29IOIEWP3vOqCtSnjBMw5P73/zeaqGO5l4XtU';
const WRONG_CREDENTIALS = 'Incorrect username or password';

/** Username or email with a password; repeated failures for one account and address are throttled. */
export async function loginByPassword(ctx: AppContext, throttle: LoginThrottle, clientKey: string, input: LoginInput): Promise<SignedIn> {
  const login = input.username.trim().toLowerCase();
  const key = `${login}|${clientKey}`;
  const now = ctx.clock.now().getTime();
  const minutes = Math.ceil(throttle.begin(key, now) / 60);
  if (minutes > 0) throw AppError.tooManyRequests(`Too many failed sign-in attempts, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(isNull(users.deletedAt), or(sql`lower(${users.username}) = ${login}`, eq(users.email, login))))
    .limit(1);
  // Verify even for an unknown account so response time does not reveal which accounts exist.
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !ok) throw AppError.unauthorized(WRONG_CREDENTIALS);
  throttle.succeed(key);
  return signIn(ctx, user.id);
}

export async function loginByPhone(ctx: AppContext, input: { phone: string; code: string }): Promise<SignedIn> {
  const userId = await withVerifiedCode(ctx, 'phone', input.phone, input.code, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.phone, input.phone), isNull(users.deletedAt)));
    if (!user) throw AppError.validation('No account uses this phone number', [{ path: 'phone', message: 'No account uses this phone number' }]);
    return user.id;
  });
  return signIn(ctx, userId);
}

export async function logout(ctx: AppContext, sessionId: string) {
  await revokeSession(ctx.db, sessionId, ctx.clock.now());
}

/** Changes the password and signs out every other session of the user. */
export async function changePassword(ctx: AppContext, userId: string, sessionId: string, input: ChangePasswordInput) {
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(user?.passwordHash, input.oldPassword))) {
    throw AppError.validation('Current password is incorrect', [{ path: 'oldPassword', message: 'Current password is incorrect' }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, ctx.clock.now(), sessionId);
  });
}

export async function deleteAccount(ctx: AppContext, userId: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await revokeUserSessions(tx, userId, now);
    await anonymiseAccount(tx, userId, now);
  });
}

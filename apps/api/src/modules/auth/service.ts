import type { ChangePasswordInput, LoginInput, RegisterByEmailInput, UserSnapshot } from '@pedestal/contract';
import type { Language } from '@pedestal/contract/schemas/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { LoginThrottle } from '../../platform/login-throttle';
import { hashPassword, verifyPassword } from '../../platform/security';
import {
  createUser,
  findUserForLogin,
  findUserIdBy,
  getPasswordHash,
  isContactTaken,
  isSuspendedForSignIn,
  setPasswordHash,
} from '../account';
import { getUserSnapshot } from './session-user';
import { withVerifiedCode } from './codes';
import { createSession, revokeSession, revokeUserSessions } from './sessions';

export interface SignedIn {
  user: UserSnapshot;
  token: string;
}

/** Every way of signing in ends here: a suspended account is refused (decision 036), whatever proved who it is. */
export async function signIn(ctx: AppContext, userId: string): Promise<SignedIn> {
  const { token } = await ctx.db.transaction(async (tx) => {
    if (await isSuspendedForSignIn(tx, userId)) throw new AppError('account-suspended');
    return createSession(tx, { userId }, ctx.clock.now());
  });
  return { user: await getUserSnapshot(ctx.db, userId), token };
}

export async function assertEmailFree(ctx: AppContext, email: string) {
  if (await isContactTaken(ctx.db, { email })) throw AppError.field('email', 'email-registered');
}

export async function assertPhoneFree(ctx: AppContext, phone: string) {
  if (await isContactTaken(ctx.db, { phone })) throw AppError.field('phone', 'phone-registered');
}

export async function registerByEmail(ctx: AppContext, input: RegisterByEmailInput & { language?: Language }): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  const userId = await withVerifiedCode(ctx, 'email', input.email, input.code, (tx) =>
    createUser(tx, { username: input.username, email: input.email, passwordHash, language: input.language }),
  );
  return signIn(ctx, userId);
}

export async function registerByPhone(
  ctx: AppContext,
  input: { phone: string; code: string; username: string; password: string; language?: Language },
): Promise<SignedIn> {
  await assertPhoneFree(ctx, input.phone);
  const passwordHash = await hashPassword(input.password);
  const userId = await withVerifiedCode(ctx, 'phone', input.phone, input.code, (tx) =>
    createUser(tx, { username: input.username, phone: input.phone, passwordHash, language: input.language }),
  );
  return signIn(ctx, userId);
}

/** Hash of a random value: verified when the account is unknown, so timing reveals nothing. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$iX5bL5uDaA7OoOOFvJ7npQ$phN+mj29IOIEWP3vOqCtSnjBMw5P73/zeaqGO5l4XtU';

/**
 * Username or email with a password. Guesses are throttled per account (whichever name or email
 * is used) and per address, across instances (platform/login-throttle).
 */
export async function loginByPassword(ctx: AppContext, clientAddress: string, input: LoginInput): Promise<SignedIn> {
  const user = await findUserForLogin(ctx.db, input.username);
  const account = user ? `user:${user.id}` : `name:${input.username.trim().toLowerCase()}`;
  const throttle = new LoginThrottle(ctx.limiters, 'user');
  const minutes = Math.ceil((await throttle.begin(account, clientAddress)) / 60);
  if (minutes > 0) throw new AppError('sign-in-locked', { count: minutes });
  // Verify even for an unknown account so response time does not reveal which accounts exist.
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !ok) throw new AppError('wrong-credentials');
  await throttle.succeed(account, clientAddress);
  return signIn(ctx, user.id);
}

export async function loginByPhone(ctx: AppContext, input: { phone: string; code: string }): Promise<SignedIn> {
  const userId = await withVerifiedCode(ctx, 'phone', input.phone, input.code, async (tx) => {
    const id = await findUserIdBy(tx, { phone: input.phone });
    if (!id) throw AppError.field('phone', 'phone-unknown');
    return id;
  });
  return signIn(ctx, userId);
}

export async function logout(ctx: AppContext, sessionId: string) {
  await revokeSession(ctx.db, ctx.viewers, sessionId, ctx.clock.now());
}

/** Changes the password and signs out every other session of the user. */
export async function changePassword(ctx: AppContext, userId: string, sessionId: string, input: ChangePasswordInput) {
  if (!(await verifyPassword(await getPasswordHash(ctx.db, userId), input.oldPassword))) {
    throw AppError.field('oldPassword', 'current-password-incorrect');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash, now);
    await revokeUserSessions(tx, ctx.viewers, userId, now, sessionId);
    await ctx.events.emit(tx, { type: 'PasswordChanged', userId, at: now });
  });
}

import { randomBytes } from 'node:crypto';
import { permissionsOf, type AdminRole } from '@pedestal/contract';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { LoginThrottle } from '../../platform/login-throttle';
import { hashPassword, verifyPassword } from '../../platform/security';
import { admins } from './schema';
import type { AdminSecondFactor } from '../../domain/events';
import { consumeSecondFactorCode, recoveryCodesLeft } from './second-factor';
import { createSession } from './sessions';

/**
 * Makes sure an admin exists. The first one comes from ADMIN_USERNAME / ADMIN_PASSWORD, otherwise it
 * is generated; answers the credentials only when it created them (to print once).
 */
export async function ensureFirstAdmin(ctx: AppContext): Promise<{ username: string; password: string; generated: boolean } | null> {
  const [{ n }] = (await ctx.db.select({ n: count() }).from(admins)) as [{ n: number }];
  if (Number(n) > 0) return null;
  const username = ctx.config.ADMIN_USERNAME ?? 'admin';
  const password = ctx.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await createAdmin(ctx, username, password);
  return { username, password, generated: !ctx.config.ADMIN_PASSWORD };
}

/** An admin account; the configured first one is the team's owner (decision 036), others come by invitation. */
export async function createAdmin(ctx: AppContext, username: string, password: string, role: AdminRole = 'owner') {
  const [row] = await ctx.db
    .insert(admins)
    .values({ username: username.trim(), passwordHash: await hashPassword(password), role })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return row?.id ?? null;
}

/**
 * Admin sign-in (decision 030). Guesses are throttled per address and per account and address, never
 * per account alone. Once the admin has a second factor the password alone answers
 * `second-factor-required` (that attempt is given back: it was no guess) and the code must come with
 * it: a TOTP code not used before, or an unused recovery code. Sign-ins and wrong guesses at an
 * existing admin are audited (domain events, each in its own transaction).
 */
export async function loginAdmin(
  ctx: AppContext,
  clientAddress: string,
  input: { username: string; password: string; code?: string | undefined },
) {
  const username = input.username.trim();
  const account = `admin:${username.toLowerCase()}`;
  const throttle = new LoginThrottle(ctx.limiters, 'admin');
  if ((await throttle.begin(account, clientAddress)) > 0) throw new AppError('admin-sign-in-locked');
  const [admin] = await ctx.db
    .select()
    .from(admins)
    .where(and(eq(admins.username, username), isNull(admins.removedAt)));
  const failed = async (stage: 'password' | 'second-factor') => {
    if (admin) {
      await ctx.db.transaction((tx) =>
        ctx.events.emit(tx, { type: 'AdminSignInFailed', adminId: admin.id, address: clientAddress, stage }),
      );
    }
    return new AppError(stage === 'password' ? 'wrong-credentials' : 'wrong-second-factor');
  };
  if (!admin || !(await verifyPassword(admin.passwordHash, input.password))) throw await failed('password');
  if (admin.totpSecret && !input.code) {
    await throttle.forgive(account, clientAddress);
    throw new AppError('second-factor-required');
  }
  const now = ctx.clock.now();
  const signedIn = await ctx.db.transaction(async (tx) => {
    let secondFactor: AdminSecondFactor = null;
    if (admin.totpSecret) {
      secondFactor = await consumeSecondFactorCode(tx, { ...admin, totpSecret: admin.totpSecret }, input.code ?? '', now);
      if (!secondFactor) return null;
      if (secondFactor === 'recovery-code') {
        await ctx.events.emit(tx, {
          type: 'AdminSecondFactorChanged',
          adminId: admin.id,
          change: 'recovery-code-used',
          address: clientAddress,
          recoveryCodesLeft: await recoveryCodesLeft(tx, admin.id),
        });
      }
    }
    const { token } = await createSession(tx, { adminId: admin.id }, now);
    await ctx.events.emit(tx, { type: 'AdminSignedIn', adminId: admin.id, address: clientAddress, secondFactor });
    return { token };
  });
  if (!signedIn) throw await failed('second-factor');
  await throttle.succeed(account, clientAddress);
  return { admin: { id: admin.id, username: admin.username }, token: signedIn.token };
}

export async function getAdmin(db: DbOrTx, adminId: string) {
  const [admin] = await db.select({ id: admins.id, username: admins.username }).from(admins).where(eq(admins.id, adminId));
  return admin ?? null;
}

/** Operators' usernames by id (removed ones too: what they did stays theirs). */
export async function operatorNames(db: DbOrTx, adminIds: string[]) {
  if (adminIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: admins.id, username: admins.username })
    .from(admins)
    .where(inArray(admins.id, [...new Set(adminIds)]));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** The signed-in admin as the console needs it: who, and where their second factor stands. */
export async function getAdminState(ctx: AppContext, adminId: string) {
  const [admin] = await ctx.db
    .select({ id: admins.id, username: admins.username, totpSecret: admins.totpSecret, role: admins.role })
    .from(admins)
    .where(and(eq(admins.id, adminId), isNull(admins.removedAt)));
  if (!admin) return null;
  return {
    id: admin.id,
    username: admin.username,
    role: admin.role,
    permissions: permissionsOf(admin.role),
    secondFactor: {
      enrolled: admin.totpSecret !== null,
      required: ctx.config.ADMIN_REQUIRE_2FA,
      recoveryCodesLeft: admin.totpSecret ? await recoveryCodesLeft(ctx.db, admin.id) : 0,
    },
  };
}

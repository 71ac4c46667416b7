import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { LoginThrottle } from '../../platform/login-throttle';
import { hashPassword, verifyPassword } from '../../platform/security';
import { admins } from './schema';
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

export async function createAdmin(ctx: AppContext, username: string, password: string) {
  const [row] = await ctx.db
    .insert(admins)
    .values({ username: username.trim(), passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return row?.id ?? null;
}

/** Admin sign-in; guesses are throttled like shoppers' (per account and per address, shared). */
export async function loginAdmin(ctx: AppContext, clientAddress: string, username: string, password: string) {
  const account = `admin:${username.trim().toLowerCase()}`;
  const throttle = new LoginThrottle(ctx.limiters, 'admin');
  if ((await throttle.begin(account, clientAddress)) > 0) throw new AppError('admin-sign-in-locked');
  const [admin] = await ctx.db.select().from(admins).where(eq(admins.username, username.trim()));
  if (!admin || !(await verifyPassword(admin.passwordHash, password))) {
    throw new AppError('wrong-credentials');
  }
  await throttle.succeed(account, clientAddress);
  const { token } = await createSession(ctx.db, { adminId: admin.id }, ctx.clock.now());
  return { admin: { id: admin.id, username: admin.username }, token };
}

export async function getAdmin(db: DbOrTx, adminId: string) {
  const [admin] = await db.select({ id: admins.id, username: admins.username }).from(admins).where(eq(admins.id, adminId));
  return admin ?? null;
}

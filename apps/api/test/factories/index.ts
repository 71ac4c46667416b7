import { newId } from '../../src/db/ids';
import type { AdminRole } from '@pedestal/contract';
import type { AppContext } from '../../src/context';
import { createUser } from '../../src/modules/account';
import { createAdmin, createSession, loginAdmin } from '../../src/modules/auth';
import type { Settings } from '../../src/domain/extension-points';
import { announceSettingsChange } from '../../src/modules/content';
import { settings } from '../../src/modules/content/schema';
import { hashPassword } from '../../src/platform/security';

export const TEST_PASSWORD = 'secret123';
let cachedHash: Promise<string> | null = null;

/** A signed-in shopper made directly in the database (no mail round trip). */
export async function makeUser(ctx: AppContext, overrides: { username?: string; email?: string; nickname?: string } = {}) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const username = overrides.username ?? `user_${newId().slice(0, 10)}`;
  const id = await createUser(ctx.db, {
    username,
    email: overrides.email ?? `${username}@example.test`,
    passwordHash: await cachedHash,
    nickname: overrides.nickname,
  });
  const { token } = await createSession(ctx.db, { userId: id }, ctx.clock.now());
  return { id, username, token, email: overrides.email ?? `${username}@example.test` };
}

/** A signed-in admin: an owner unless a role is given (decision 036). */
export async function makeAdmin(ctx: AppContext, role: AdminRole = 'owner') {
  const username = `admin_${newId().slice(0, 8)}`;
  await createAdmin(ctx, username, TEST_PASSWORD, role);
  const { admin, token } = await loginAdmin(ctx, 'test', { username, password: TEST_PASSWORD });
  return { id: admin.id, username, token };
}

/** The code in the newest dev-mailbox message to `to` (mail or SMS), or throws when none was sent. */
export function sentCode(ctx: AppContext, to: string): string {
  const message = ctx.mailbox?.list().find((m) => m.to === to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code was sent to ${to}`);
  return code;
}

export * from './character';
export * from './crowdfunding';
export * from './raffle';
export * from './shop';

/** Stores platform settings straight away (the admin route audits; tests just need the value). */
export async function saveSettings(ctx: AppContext, values: Partial<Settings>) {
  for (const [key, value] of Object.entries(values)) {
    await ctx.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  }
  await announceSettingsChange(ctx.db);
  ctx.storedSettings.invalidate();
}

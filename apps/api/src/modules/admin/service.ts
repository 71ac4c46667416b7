import type { AppContext } from '../../context';
import { storeImage } from '../../platform/storage/images';
import { AppError } from '../../platform/errors';
import { revokeUserSessions } from '../auth';
import { getAdminUser } from './queries';

/** An image for a campaign, a sale or a spec, stored like every upload (checked, resized, re-encoded). */
export async function uploadAdminImage(ctx: AppContext, file: Buffer): Promise<string> {
  return storeImage(ctx.storage, 'admin', file);
}

/** Signs a user out everywhere (a stolen phone, a compromised password), audited with the change. */
export async function revokeSessionsOf(ctx: AppContext, adminId: string, userId: string) {
  await ctx.db.transaction(async (tx) => {
    if (!(await getAdminUser(tx, userId))) throw new AppError('user-not-found');
    await revokeUserSessions(tx, ctx.viewers, userId, ctx.clock.now());
    await ctx.events.emit(tx, { type: 'UserSessionsRevoked', userId, by: adminId });
  });
}

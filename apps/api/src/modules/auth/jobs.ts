import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { QueueDefinition } from '../../platform/jobs/queue';
import { oidcFlows, sessions, verificationCodes } from './schema';

/** Hourly: drop expired sessions, used or stale codes and abandoned sign-in flows. */
export function authCleanupJob(ctx: AppContext): QueueDefinition {
  return {
    name: 'auth.cleanup',
    cron: '17 * * * *',
    async run() {
      const now = ctx.clock.now();
      const dayAgo = new Date(now.getTime() - 86_400_000);
      await ctx.db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, dayAgo))));
      await ctx.db.delete(verificationCodes).where(lt(verificationCodes.createdAt, dayAgo));
      await ctx.db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, now));
    },
  };
}

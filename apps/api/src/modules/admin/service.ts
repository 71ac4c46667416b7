import type { AppContext } from '../../context';
import { storeImage } from '../../platform/storage/images';
import { AppError } from '../../platform/errors';
import type { BalanceAdjustmentInput } from '@pedestal/contract';
import { setSuspended } from '../account';
import { revokeUserSessions } from '../auth';
import { applyLedgerEntry } from '../wallet';
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

/**
 * Suspends an account (decision 036): it cannot sign in (every sign-in checks, decision 036) and every
 * session ends now, so it cannot buy either; audited with the written reason.
 */
export async function suspendUser(ctx: AppContext, adminId: string, userId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const before = await setSuspended(tx, userId, now);
    if (!before) throw new AppError('user-not-found');
    if (before.suspendedAt) throw new AppError('user-already-suspended');
    await revokeUserSessions(tx, ctx.viewers, userId, now);
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'user.suspend',
      target: { type: 'user', id: userId },
      detail: { reason },
    });
  });
}

/** Lifts a suspension: the account may sign in again; audited. */
export async function restoreUser(ctx: AppContext, adminId: string, userId: string) {
  await ctx.db.transaction(async (tx) => {
    const before = await setSuspended(tx, userId, null);
    if (!before) throw new AppError('user-not-found');
    if (!before.suspendedAt) throw new AppError('user-not-suspended');
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'user.restore',
      target: { type: 'user', id: userId },
      detail: { suspendedAt: before.suspendedAt.toISOString() },
    });
  });
}

/**
 * Adds or removes diamonds or vote tickets by hand: one ledger row (`admin_adjustment`, naming the
 * operator) through the wallet's entry, which never takes a balance below zero even under parallel
 * calls, and the audit row with the written reason and the balance after. Answers the new balance.
 */
export async function adjustBalance(ctx: AppContext, adminId: string, userId: string, input: BalanceAdjustmentInput) {
  return ctx.db.transaction(async (tx) => {
    if (!(await getAdminUser(tx, userId))) throw new AppError('user-not-found');
    const balance = await applyLedgerEntry(
      tx,
      { userId, currency: input.currency, delta: input.delta, reason: 'admin_adjustment', referenceType: 'admin', referenceId: adminId },
      'adjustment-below-zero',
    );
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'user.adjust_balance',
      target: { type: 'user', id: userId },
      detail: { currency: input.currency, delta: input.delta, reason: input.reason, balance },
    });
    return balance!;
  });
}

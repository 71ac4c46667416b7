import type { UserSnapshot, UserState } from '@pedestal/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { getActiveUser } from '../account';
import { getBalances, grantDailyVotes } from '../wallet';

/** Who is signed in, with their wallet: what sign-in answers and the app shows in its header. */
export async function getUserSnapshot(db: DbOrTx, userId: string): Promise<UserSnapshot> {
  const user = await getActiveUser(db, userId);
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
    const user = await getActiveUser(tx, userId);
    const granted = await grantDailyVotes(tx, userId, ctx.clock.now());
    const snapshot = await getUserSnapshot(tx, userId);
    return { ...snapshot, isDistributedVoteToken: granted, votingReminder: user.votingReminder, email: user.email, phone: user.phone };
  });
}

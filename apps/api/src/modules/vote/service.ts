import { NO_VOTES_LEFT_MESSAGE, TOP_VOTER_REWARDS, businessDay, completionPercent, type AdminVoteInput } from '@pedestal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { users } from '../account/schema';
import { AppError } from '../../platform/errors';
import { refreshCharacterPhase } from '../character/phase';
import { characters } from '../character/schema';
import { refreshContributors, topContributors } from '../contributor/service';
import { sendMessages } from '../message/service';
import { applyLedgerEntry, getBalances, grantDailyVotes } from '../wallet/service';
import { voteRecords, votes } from './schema';

type VoteRow = typeof votes.$inferSelect;
const summary = (v: Pick<VoteRow, 'status' | 'countCurrent' | 'countTarget'>) => ({
  status: v.status,
  countCurrent: v.countCurrent,
  countTarget: v.countTarget,
  progress: Number(completionPercent(v.countCurrent, v.countTarget)),
});

/** Opens the vote of a just-approved character (once; a later approval keeps the existing vote). */
export async function openVote(tx: DbOrTx, characterId: string, countTarget: number, now: Date) {
  await tx.insert(votes).values({ characterId, status: 'active', countTarget, startedAt: now }).onConflictDoNothing();
}

/** Locks the vote row: casts and admin changes on one character run one after another. */
async function lockVote(tx: DbOrTx, characterId: string) {
  const [row] = await tx
    .select({ vote: votes, name: characters.name, ownerId: characters.userId })
    .from(votes)
    .innerJoin(characters, eq(characters.id, votes.characterId))
    .where(and(eq(votes.characterId, characterId), eq(characters.status, 'approved')))
    .for('update', { of: votes });
  if (!row) throw AppError.notFound('Vote not found');
  return row;
}

/**
 * lockVote for a cast, reading in the same round trip whether the voter already had today's
 * tickets. The flag may be stale only towards "not yet" (a grant is never undone), which merely
 * costs the grant's own conditional update; the balance is read after the lock, fresh.
 */
async function lockVoteForCast(tx: DbOrTx, characterId: string, userId: string, today: string) {
  const [row] = await tx
    .select({
      vote: votes,
      name: characters.name,
      ownerId: characters.userId,
      grantedToday: sql<boolean>`coalesce((select ${users.lastVoteGrantDay} = ${today} from ${users} where ${users.id} = ${userId}), false)`,
    })
    .from(votes)
    .innerJoin(characters, eq(characters.id, votes.characterId))
    .where(and(eq(votes.characterId, characterId), eq(characters.status, 'approved')))
    .for('update', { of: votes });
  if (!row) throw AppError.notFound('Vote not found');
  return row;
}

/**
 * Casts up to `targetCount` of the user's tickets on a character, in one transaction: the vote
 * row is locked (reading in the same statement whether today's tickets were granted), the daily
 * tickets are granted only on the first cast of a business day, the tickets are debited with a
 * conditional update (never below zero) and the record is written. A cast never passes the
 * target: it is capped to what is left, and reaching the target ends the vote.
 */
export async function castVotes(ctx: AppContext, userId: string, characterId: string, targetCount: number) {
  const now = ctx.clock.now();
  const today = businessDay(now);
  return ctx.db.transaction(async (tx) => {
    const { vote, name, ownerId, grantedToday } = await lockVoteForCast(tx, characterId, userId, today);
    if (vote.countCurrent >= vote.countTarget) throw AppError.rejected(`${name} has reached its vote target; copyright talks with the creator are under way`);
    if (vote.status !== 'active') throw AppError.rejected(`Voting for ${name} is closed`);
    // Already granted today (the usual case): no grant statement at all.
    if (!grantedToday) await grantDailyVotes(tx, userId, now);
    const { voteTickets } = await getBalances(tx, userId);
    const count = Math.min(targetCount, vote.countTarget - vote.countCurrent);
    if (voteTickets === 0) throw AppError.rejected(NO_VOTES_LEFT_MESSAGE);
    if (voteTickets < count) throw AppError.rejected(`You have only ${voteTickets} vote${voteTickets === 1 ? '' : 's'} left today.`);
    await applyLedgerEntry(tx, { userId, currency: 'vote_ticket', delta: -count, reason: 'vote', referenceType: 'character', referenceId: characterId }, NO_VOTES_LEFT_MESSAGE);
    const reached = vote.countCurrent + count >= vote.countTarget;
    const [updated] = await tx
      .update(votes)
      .set({
        countCurrent: sql`${votes.countCurrent} + ${count}`,
        ...(reached ? { status: 'ended' as const, endedAt: now, negotiation: 'in_progress' as const } : {}),
        updatedAt: now,
      })
      .where(eq(votes.id, vote.id))
      .returning();
    await tx.insert(voteRecords).values({ voteId: vote.id, characterId, userId, count, createdAt: now });
    if (reached) await finishVoteAtTarget(tx, { characterId, name, ownerId }, now);
    const balances = await getBalances(tx, userId);
    return { countCast: count, voteToken: balances.voteTickets, vote: summary(updated!) };
  });
}

/**
 * The target is reached: the character moves to copyright negotiation, the voting ranking is
 * frozen, the top ten voters earn 50/40/30/20… diamonds and everyone concerned is told.
 */
async function finishVoteAtTarget(tx: DbOrTx, c: { characterId: string; name: string; ownerId: string }, now: Date) {
  await refreshCharacterPhase(tx, c.characterId, now);
  await refreshContributors(tx, 'vote', { characterId: c.characterId }, now);
  const top = await topContributors(tx, c.characterId, 'vote', TOP_VOTER_REWARDS.length);
  // Credit wallets in a fixed order so two finishing votes never wait on each other's rows.
  const rewarded = top.map((t) => ({ ...t, diamonds: TOP_VOTER_REWARDS[t.rank - 1]! })).sort((a, b) => a.userId.localeCompare(b.userId));
  for (const r of rewarded) {
    await applyLedgerEntry(tx, { userId: r.userId, currency: 'diamond', delta: r.diamonds, reason: 'vote_reward', referenceType: 'character', referenceId: c.characterId });
  }
  const link = `/vote/show/${c.characterId}`;
  await sendMessages(tx, [
    { userId: c.ownerId, kind: 'vote_target_reached', title: `${c.name} reached its vote target`, body: `Thanks to its voters, ${c.name} reached 100% of its vote target. We are now talking with the creator about the copyright.`, link },
    ...rewarded.map((r) => ({
      userId: r.userId,
      kind: 'vote_reward' as const,
      title: `You earned ${r.diamonds} diamonds`,
      body: `${c.name} reached its vote target and you ranked #${r.rank} among its voters. ${r.diamonds} diamonds were added to your wallet.`,
      link: `/contributors/${c.characterId}`,
    })),
  ]);
}

/**
 * Admin change of a vote's target, status or copyright negotiation. The target can never go
 * below the votes already cast, and a vote at its target cannot be reopened.
 */
export async function updateVote(tx: DbOrTx, characterId: string, input: AdminVoteInput, now: Date) {
  const { vote } = await lockVote(tx, characterId);
  const countTarget = input.countTarget ?? vote.countTarget;
  const status = input.status ?? vote.status;
  if (countTarget < vote.countCurrent) {
    throw AppError.validation(`countTarget cannot be below the ${vote.countCurrent} votes already cast`, [{ path: 'countTarget', message: `countTarget must be at least ${vote.countCurrent}` }]);
  }
  if (status === 'active' && vote.countCurrent >= countTarget) {
    throw AppError.rejected('Raise countTarget above the votes already cast to reopen this vote');
  }
  const [updated] = await tx
    .update(votes)
    .set({
      countTarget,
      status,
      ...(input.negotiation !== undefined ? { negotiation: input.negotiation } : {}),
      ...(status === 'active' ? { endedAt: null, startedAt: vote.startedAt ?? now } : {}),
      ...(status === 'ended' && vote.status !== 'ended' ? { endedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(votes.id, vote.id))
    .returning();
  await refreshCharacterPhase(tx, characterId, now);
  if (vote.status === 'active' && status !== 'active') await refreshContributors(tx, 'vote', { characterId }, now);
  return { before: summary(vote), after: { ...summary(updated!), negotiation: updated!.negotiation } };
}

import { TOP_VOTER_REWARDS, businessDay, completionPercent, type AdminVoteInput } from '@pedestal/contract';
import { newId } from '../../db/ids';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { claimSql, idempotent, isClaimTaken, unclaimedSql, type IdempotencyClaim } from '../../platform/idempotency/keys';
import { getCharacterRef } from '../character';
import { refreshContributors, topContributors } from '../contributor';
import {
  applyLedgerEntry,
  getBalances,
  grantDailyVotes,
  ledgerEntryCtes,
  votesGrantedOnGuard,
  votesGrantedOnSql,
  voteTicketsSql,
} from '../wallet';
import { voteContributorSource } from './queries';
import { votes } from './schema';

type VoteRow = typeof votes.$inferSelect;
const summary = (v: Pick<VoteRow, 'status' | 'countCurrent' | 'countTarget'>) => ({
  status: v.status,
  countCurrent: v.countCurrent,
  countTarget: v.countTarget,
  progress: Number(completionPercent(v.countCurrent, v.countTarget)),
});
const voteNotFound = () => new AppError('vote-not-found');

/**
 * Opens the vote of a just-approved character with the default target (once; a later approval keeps
 * the existing vote). The vote module's answer to `CharacterApproved`.
 */
export async function openVote(ctx: AppContext, tx: Tx, characterId: string) {
  const { defaultVoteCountTarget: countTarget } = await ctx.settings.read(tx);
  const opened = await tx
    .insert(votes)
    .values({ characterId, status: 'active', countTarget, startedAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: votes.id });
  if (opened.length > 0) await ctx.events.emit(tx, { type: 'VoteOpened', characterId, countTarget });
}

/** Locks the vote row: casts and admin changes on one character run one after another. */
async function lockVote(tx: Tx, characterId: string) {
  const [vote] = await tx.select().from(votes).where(eq(votes.characterId, characterId)).for('update');
  if (!vote) throw voteNotFound();
  return vote;
}

/** The character a vote belongs to (votes open only on approval, so it is an approved one). */
async function characterOf(tx: Tx, characterId: string) {
  const character = await getCharacterRef(tx, characterId);
  if (!character) throw voteNotFound();
  return character;
}

/** Why a cast of `count` is refused when the user holds `voteTickets`, or null. */
function ticketShortage(voteTickets: number, count: number) {
  if (voteTickets === 0) return new AppError('vote-limit-reached');
  if (voteTickets < count) return new AppError('votes-left-too-few', { count: voteTickets });
  return null;
}

/** A cast as both paths answer it and store it for its idempotency key: the result is built from it. */
interface Cast {
  countCast: number;
  voteToken: number;
  status: VoteRow['status'];
  countCurrent: number;
  countTarget: number;
}

/**
 * Casts up to `targetCount` of the user's tickets on a character. Every cast on a popular
 * character queues on its vote row, so the usual cast (an open vote it does not finish, tickets
 * already granted today and enough of them) is one statement, its own transaction, one round trip
 * (`castInOneStatement`). Anything else (the first cast of a business day, a refusal, the cast
 * that reaches the target, a replay of a key) goes through `castInTransaction`, which decides it
 * exactly. Issue 41: with an Idempotency-Key, a double tap or a replay is one cast, answered as
 * the first; both paths lock the vote row before the key's row, so twins never wait on each other
 * crosswise.
 */
export async function castVotes(ctx: AppContext, userId: string, characterId: string, targetCount: number, idempotencyKey?: string) {
  const claim = { userId, scope: 'vote.cast', key: idempotencyKey, request: { characterId, targetCount } };
  const cast =
    (await castInOneStatement(ctx, claim, characterId, targetCount)) ?? (await castInTransaction(ctx, claim, characterId, targetCount));
  return { countCast: cast.countCast, voteToken: cast.voteToken, vote: summary(cast) };
}

/**
 * The usual cast in one statement: lock the vote row (only if it is active and stays below its
 * target after this cast), debit the tickets with their ledger row (only if granted today and
 * enough: the wallet's own conditional update, after the vote lock as in the transaction), move
 * the vote and write its record (only if the debit happened). Each step feeds the next, so either
 * all of it happens or nothing does; nothing happening answers null and the caller takes the
 * transaction, whose first read sees the same rows again. With a key, the statement runs only if
 * the key is new and stores the cast with it; a twin that got past that check is undone by the
 * key's primary key and takes the transaction too.
 */
async function castInOneStatement(ctx: AppContext, claim: IdempotencyClaim, characterId: string, count: number): Promise<Cast | null> {
  const { userId } = claim;
  const now = ctx.clock.now();
  const claimed = claimSql(
    claim,
    now,
    sql`jsonb_build_object('countCast', ${count}::int, 'voteToken', debit.balance, 'status', moved.status,
      'countCurrent', moved.count_current, 'countTarget', moved.count_target)`,
    sql`moved, debit`,
  );
  const debit = ledgerEntryCtes(
    { userId, currency: 'vote_ticket', delta: -count, reason: 'vote', referenceType: 'character', referenceId: characterId },
    'debit',
    sql`${votesGrantedOnGuard(businessDay(now))} and exists (select 1 from locked)`,
  );
  const statement = sql`
    with locked as (
      select id from votes
      where character_id = ${characterId} and status = 'active' and count_current + ${count} < count_target
        and ${unclaimedSql(claim)}
      for update
    ), ${debit}, moved as (
      update votes set count_current = count_current + ${count}, updated_at = ${now}
      where id = (select id from locked) and exists (select 1 from debit)
      returning id, status, count_current, count_target
    ), recorded as (
      insert into vote_records (id, vote_id, character_id, user_id, count, created_at)
      select ${newId()}, moved.id, ${characterId}, ${userId}, ${count}, ${now} from moved
    )${claimed ? sql`, claimed as (${claimed})` : sql``}
    select moved.status, moved.count_current, moved.count_target, debit.balance from moved, debit`;
  let result: { rows: { status: VoteRow['status']; count_current: number; count_target: number; balance: number }[] };
  try {
    result = (await ctx.db.execute(statement)) as unknown as typeof result;
  } catch (err) {
    if (isClaimTaken(err)) return null;
    throw err;
  }
  const row = result.rows[0];
  if (!row) return null;
  return {
    countCast: count,
    voteToken: Number(row.balance),
    status: row.status,
    countCurrent: Number(row.count_current),
    countTarget: Number(row.count_target),
  };
}

/**
 * Any cast, in one transaction of few statements: the vote row is locked (reading in the same
 * statement the voter's tickets and whether today's were granted), then the tickets are debited
 * with their ledger row (one conditional statement, never below zero), then the vote moves and its
 * record is written (one statement), then commit. The daily tickets are granted only on the first
 * cast of a business day. A refusal is decided on a fresh read of the balance, so its message is
 * exact under concurrent casts. A cast never passes the target: it is capped to what is left, and
 * reaching the target ends the vote. A key is claimed once the vote row is locked.
 */
async function castInTransaction(ctx: AppContext, claim: IdempotencyClaim, characterId: string, targetCount: number): Promise<Cast> {
  const { userId } = claim;
  const now = ctx.clock.now();
  const today = businessDay(now);
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ vote: votes, grantedToday: votesGrantedOnSql(userId, today), voteTickets: voteTicketsSql(userId) })
      .from(votes)
      .where(eq(votes.characterId, characterId))
      .for('update', { of: votes });
    if (!locked) throw voteNotFound();
    return idempotent(tx, claim, now, async (): Promise<Cast> => {
      const { vote, grantedToday } = locked;
      if (vote.countCurrent >= vote.countTarget) {
        throw new AppError('vote-target-reached', { name: (await characterOf(tx, characterId)).name });
      }
      if (vote.status !== 'active') throw new AppError('vote-closed', { name: (await characterOf(tx, characterId)).name });
      const count = Math.min(targetCount, vote.countTarget - vote.countCurrent);
      // Already granted today (the usual case): no grant statement at all.
      if (!grantedToday) await grantDailyVotes(tx, userId, now);
      // The balance read with the lock may predate a concurrent change: refusals re-read it.
      const refuse = async () => {
        throw ticketShortage((await getBalances(tx, userId)).voteTickets, count) ?? new AppError('vote-limit-reached');
      };
      if (!grantedToday || ticketShortage(Number(locked.voteTickets), count)) {
        if (ticketShortage((await getBalances(tx, userId)).voteTickets, count)) await refuse();
      }
      let voteTickets: number;
      try {
        voteTickets = (await applyLedgerEntry(tx, {
          userId,
          currency: 'vote_ticket',
          delta: -count,
          reason: 'vote',
          referenceType: 'character',
          referenceId: characterId,
        }))!;
      } catch (err) {
        if (err instanceof AppError) await refuse();
        throw err;
      }
      const reached = vote.countCurrent + count >= vote.countTarget;
      const moved = (await tx.execute(sql`
      with moved as (
        update votes set count_current = count_current + ${count}, updated_at = ${now}
          ${reached ? sql`, status = 'ended', ended_at = ${now}, negotiation = 'in_progress'` : sql``}
        where id = ${vote.id}
        returning status, count_current, count_target
      ), recorded as (
        insert into vote_records (id, vote_id, character_id, user_id, count, created_at)
        select ${newId()}, ${vote.id}, ${characterId}, ${userId}, ${count}, ${now} from moved
      )
      select status, count_current, count_target from moved`)) as unknown as {
        rows: { status: VoteRow['status']; count_current: number; count_target: number }[];
      };
      const updated = moved.rows[0]!;
      if (reached) await finishVoteAtTarget(ctx, tx, characterId, now);
      return {
        countCast: count,
        voteToken: voteTickets,
        status: updated.status,
        countCurrent: Number(updated.count_current),
        countTarget: Number(updated.count_target),
      };
    });
  });
}

/**
 * The target is reached: the character moves to copyright negotiation, the voting ranking is
 * frozen, the top ten voters earn 50/40/30/20… diamonds and everyone concerned is told.
 */
async function finishVoteAtTarget(ctx: AppContext, tx: Tx, characterId: string, now: Date) {
  const character = await characterOf(tx, characterId);
  await refreshContributors(tx, voteContributorSource, { characterId }, now);
  const top = await topContributors(tx, characterId, 'vote', TOP_VOTER_REWARDS.length);
  // Credit wallets in a fixed order so two finishing votes never wait on each other's rows.
  const rewarded = top.map((t) => ({ ...t, diamonds: TOP_VOTER_REWARDS[t.rank - 1]! })).sort((a, b) => a.userId.localeCompare(b.userId));
  for (const r of rewarded) {
    await applyLedgerEntry(tx, {
      userId: r.userId,
      currency: 'diamond',
      delta: r.diamonds,
      reason: 'vote_reward',
      referenceType: 'character',
      referenceId: characterId,
    });
  }
  await ctx.events.emit(tx, {
    type: 'VoteTargetReached',
    character: { id: characterId, name: character.name, image: character.illustration, submitterId: character.userId },
    rewards: rewarded.map(({ userId, rank, diamonds }) => ({ userId, rank, diamonds })),
  });
}

/**
 * Change of a vote's target, status or copyright negotiation, in the caller's transaction. The
 * target can never go below the votes already cast, and a vote at its target cannot be reopened.
 * `by` is the operator when this is their edit of the vote (audited), null when another command
 * moves the vote (crowdfunding's start).
 */
export async function updateVote(ctx: AppContext, tx: Tx, characterId: string, input: AdminVoteInput, by: string | null) {
  const now = ctx.clock.now();
  const vote = await lockVote(tx, characterId);
  const countTarget = input.countTarget ?? vote.countTarget;
  const status = input.status ?? vote.status;
  if (countTarget < vote.countCurrent) {
    throw AppError.field('countTarget', 'count-target-below-cast', { count: vote.countCurrent });
  }
  if (status === 'active' && vote.countCurrent >= countTarget) {
    throw new AppError('vote-reopen-needs-target');
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
  if (vote.status === 'active' && status !== 'active') await refreshContributors(tx, voteContributorSource, { characterId }, now);
  await ctx.events.emit(tx, { type: 'VoteChanged', characterId, input, before: summary(vote), by });
  return { ...summary(updated!), negotiation: updated!.negotiation };
}

/** Admin change of a vote (see updateVote). */
export async function adminUpdateVote(ctx: AppContext, adminId: string, characterId: string, input: AdminVoteInput) {
  return ctx.db.transaction((tx) => updateVote(ctx, tx, characterId, input, adminId));
}

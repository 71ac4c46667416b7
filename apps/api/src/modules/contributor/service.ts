import { centsToDollars, type ContributorRow } from '@pedestal/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../account/schema';
import { crowdfundingContributorSource } from '../crowdfunding/queries';
import { voteContributorSource } from '../vote/queries';
import { contributorSnapshots, type ContributorPhase } from './schema';

/** Every character due for the daily refresh, or the one whose phase just ended. */
export type ContributorScope = 'daily' | { characterId: string };

/**
 * How a phase's domain reports its contributors: the characters in scope, and rows
 * (character_id, user_id, total, first_at) of what each user gave. The owning domain writes the
 * SQL over its own tables; this module only ranks and stores.
 */
export interface ContributorSource {
  characters(scope: ContributorScope): SQL;
  totals(scope: ContributorScope): SQL;
}

const sources: Partial<Record<ContributorPhase, ContributorSource>> = { vote: voteContributorSource, crowdfunding: crowdfundingContributorSource };

/**
 * Replaces the ranked snapshot of a phase for the characters in scope with one set-based
 * statement per step. Ties go to whoever contributed first.
 */
export async function refreshContributors(tx: DbOrTx, phase: ContributorPhase, scope: ContributorScope, now: Date) {
  const source = sources[phase];
  if (!source) return;
  await tx.execute(sql`delete from ${contributorSnapshots}
    where ${contributorSnapshots.phase} = ${phase} and ${contributorSnapshots.characterId} in (${source.characters(scope)})`);
  await tx.execute(sql`insert into contributor_snapshots (character_id, phase, user_id, rank, count_support, refreshed_at)
    select t.character_id, ${phase}, t.user_id,
      row_number() over (partition by t.character_id order by t.total desc, t.first_at asc, t.user_id asc),
      t.total, ${now.toISOString()}::timestamptz
    from (${source.totals(scope)}) t`);
}

export async function refreshAllContributors(tx: DbOrTx, now: Date) {
  for (const phase of Object.keys(sources) as ContributorPhase[]) await refreshContributors(tx, phase, 'daily', now);
}

/** The first `limit` ranks of a character's snapshot (rewards are paid from it). */
export async function topContributors(db: DbOrTx, characterId: string, phase: ContributorPhase, limit: number) {
  return db
    .select({ userId: contributorSnapshots.userId, rank: contributorSnapshots.rank, countSupport: contributorSnapshots.countSupport })
    .from(contributorSnapshots)
    .where(and(eq(contributorSnapshots.characterId, characterId), eq(contributorSnapshots.phase, phase)))
    .orderBy(asc(contributorSnapshots.rank))
    .limit(limit);
}

export async function listContributors(
  db: DbOrTx,
  characterId: string,
  phase: ContributorPhase,
  page: { page: number; pageSize: number },
): Promise<ContributorRow[]> {
  const rows = await db
    .select({
      userId: contributorSnapshots.userId,
      rank: contributorSnapshots.rank,
      countSupport: contributorSnapshots.countSupport,
      refreshedAt: contributorSnapshots.refreshedAt,
      nickname: users.nickname,
      avatar: users.avatar,
    })
    .from(contributorSnapshots)
    .innerJoin(users, eq(users.id, contributorSnapshots.userId))
    .where(and(eq(contributorSnapshots.characterId, characterId), eq(contributorSnapshots.phase, phase)))
    .orderBy(asc(contributorSnapshots.rank))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map((r) => ({
    id: r.userId,
    rank: r.rank,
    user: { id: r.userId, profile: { nickname: r.nickname, avatar: r.avatar } },
    countSupport: phase === 'crowdfunding' ? centsToDollars(r.countSupport) : r.countSupport,
    refreshedAt: r.refreshedAt.toISOString(),
  }));
}

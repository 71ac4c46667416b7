import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ContributorScope, SupporterSource } from '../../domain/extension-points';
import { contributorSnapshots, type ContributorPhase } from './schema';

export type { ContributorScope } from '../../domain/extension-points';

/**
 * How a phase's domain reports its contributors (the supporter source of domain/extension-points):
 * the owning domain writes the SQL over its own tables and hands it in; this module only ranks and stores.
 */
export type ContributorSource = SupporterSource;

/**
 * Replaces the ranked snapshot of a phase for the characters in scope with one set-based
 * statement per step. Ties go to whoever contributed first.
 */
export async function refreshContributors(tx: DbOrTx, source: ContributorSource, scope: ContributorScope, now: Date) {
  await tx.execute(sql`delete from ${contributorSnapshots}
    where ${contributorSnapshots.phase} = ${source.phase} and ${contributorSnapshots.characterId} in (${source.characters(scope)})`);
  await tx.execute(sql`insert into contributor_snapshots (character_id, phase, user_id, rank, count_support, refreshed_at)
    select t.character_id, ${source.phase}, t.user_id,
      row_number() over (partition by t.character_id order by t.total desc, t.first_at asc, t.user_id asc),
      t.total, ${now.toISOString()}::timestamptz
    from (${source.totals(scope)}) t`);
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

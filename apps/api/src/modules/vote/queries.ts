import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PhaseSource } from '../../domain/extension-points';
import type { ContributorScope, ContributorSource } from '../contributor';
import { voteRecords, votes } from './schema';

/** Vote contributors: tickets cast per user, for characters whose vote is open (daily) or one character. */
export const voteContributorSource: ContributorSource = {
  phase: 'vote',
  characters: (scope: ContributorScope) =>
    scope === 'daily'
      ? sql`select ${votes.characterId} from ${votes} where ${votes.status} = 'active'`
      : sql`select ${scope.characterId}::text`,
  totals: (scope: ContributorScope) => sql`
    select ${voteRecords.characterId} as character_id, ${voteRecords.userId} as user_id,
      sum(${voteRecords.count})::int as total, min(${voteRecords.createdAt}) as first_at
    from ${voteRecords}
    where ${
      scope === 'daily'
        ? sql`${voteRecords.characterId} in (select ${votes.characterId} from ${votes} where ${votes.status} = 'active')`
        : sql`${voteRecords.characterId} = ${scope.characterId}`
    }
    group by 1, 2`,
};

/** The vote's part of a character's phase. */
export const votePhaseSource: PhaseSource = async (db, characterId) => ({ vote: (await getVote(db, characterId)) ?? null });

export async function getVote(db: DbOrTx, characterId: string) {
  const [row] = await db
    .select({ status: votes.status, countCurrent: votes.countCurrent, countTarget: votes.countTarget, negotiation: votes.negotiation })
    .from(votes)
    .where(eq(votes.characterId, characterId));
  return row ?? null;
}

/** Everyone who cast a vote for the character (they hear when it crowdfunds and when its pre-sale opens). */
export async function listVoterIds(db: DbOrTx, characterId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: voteRecords.userId })
    .from(voteRecords)
    .where(eq(voteRecords.characterId, characterId))
    .orderBy(voteRecords.userId);
  return rows.map((r) => r.userId);
}

import { sql } from 'drizzle-orm';
import type { ContributorScope, ContributorSource } from '../contributor/service';
import { voteRecords, votes } from './schema';

/** Vote contributors: tickets cast per user, for characters whose vote is open (daily) or one character. */
export const voteContributorSource: ContributorSource = {
  characters: (scope: ContributorScope) =>
    scope === 'daily'
      ? sql`select ${votes.characterId} from ${votes} where ${votes.status} = 'active'`
      : sql`select ${scope.characterId}::text`,
  totals: (scope: ContributorScope) => sql`
    select ${voteRecords.characterId} as character_id, ${voteRecords.userId} as user_id,
      sum(${voteRecords.count})::int as total, min(${voteRecords.createdAt}) as first_at
    from ${voteRecords}
    where ${scope === 'daily'
      ? sql`${voteRecords.characterId} in (select ${votes.characterId} from ${votes} where ${votes.status} = 'active')`
      : sql`${voteRecords.characterId} = ${scope.characterId}`}
    group by 1, 2`,
};

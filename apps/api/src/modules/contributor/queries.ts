import { centsToDollars, type ContributorRow } from '@pedestal/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../account/schema';
import { contributorSnapshots, type ContributorPhase } from './schema';

/** One page of a character's ranking with each contributor's public profile. */
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

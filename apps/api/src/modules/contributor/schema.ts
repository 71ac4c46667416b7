import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../account/schema';
import { characters } from '../character/schema';

export const ContributorPhase = ['vote', 'crowdfunding'] as const;
export type ContributorPhase = (typeof ContributorPhase)[number];

/**
 * Ranked contributors as of the last refresh (daily at 03:00 UTC+08:00, and when a phase ends).
 * count_support is votes for the vote phase and cents for crowdfunding.
 */
export const contributorSnapshots = pgTable(
  'contributor_snapshots',
  {
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: ContributorPhase }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    rank: integer('rank').notNull(),
    countSupport: integer('count_support').notNull(),
    refreshedAt: ts('refreshed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.characterId, t.phase, t.userId] }),
    index('contributor_snapshots_rank_idx').on(t.characterId, t.phase, t.rank),
  ],
);

import { VoteNegotiation, VoteStatus } from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';
import { users } from '../account/schema';
import { characters } from '../character/schema';

/** The vote of a character, opened on approval; progress never passes the target. */
export const votes = pgTable(
  'votes',
  {
    id: id(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VoteStatus }).notNull().default('inactive'),
    countCurrent: integer('count_current').notNull().default(0),
    countTarget: integer('count_target').notNull(),
    negotiation: text('negotiation', { enum: VoteNegotiation }),
    startedAt: ts('started_at'),
    endedAt: ts('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('votes_character_key').on(t.characterId),
    index('votes_status_idx').on(t.status),
    check('votes_count_range', sql`${t.countCurrent} >= 0 and ${t.countCurrent} <= ${t.countTarget}`),
  ],
);

/** Every accepted vote request: who cast how many tickets on which character. */
export const voteRecords = pgTable(
  'vote_records',
  {
    id: id(),
    voteId: text('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    count: integer('count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vote_records_character_user_idx').on(t.characterId, t.userId),
    index('vote_records_user_created_idx').on(t.userId, t.createdAt),
    check('vote_records_count_pos', sql`${t.count} > 0`),
  ],
);

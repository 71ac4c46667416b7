import { CROWDFUNDING_PHASES, CharacterPhase, Gender, ReviewStatus, SALE_PHASES, VOTE_PHASES } from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';
import { users } from '../account/schema';

export const CharacterStage = ['vote', 'crowdfunding', 'sale'] as const;
export type CharacterStage = (typeof CharacterStage)[number];

const inList = (phases: readonly string[]) => phases.map((p) => `'${p}'`).join(', ');
/** The public list a character appears in, derived by the database from its phase. */
const stageOf = sql.raw(
  `case when phase in (${inList(VOTE_PHASES)}) then 'vote' when phase in (${inList(CROWDFUNDING_PHASES)}) then 'crowdfunding' when phase in (${inList(SALE_PHASES)}) then 'sale' end`,
);

/**
 * A submitted character. `phase` is derived from the vote, crowdfunding and sale rows and kept
 * here, with the `stage` computed from it, so each list is one equality on an ordered index.
 */
export const characters = pgTable(
  'characters',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    gender: text('gender', { enum: Gender }).notNull(),
    description: text('description').notNull(),
    creatorName: text('creator_name').notNull(),
    creatorWebsite: text('creator_website').notNull(),
    illustration: text('illustration'),
    website: text('website'),
    /** Comma-separated, trimmed genres ("Manga,Anime"). */
    genre: text('genre').notNull(),
    /** Lower-cased genres as an array: containment has per-genre statistics, so filtered lists still walk the ordered index. */
    genres: text('genres')
      .array()
      .generatedAlwaysAs(sql`string_to_array(lower(genre), ',')`),
    note: text('note').notNull(),
    status: text('status', { enum: ReviewStatus }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    phase: text('phase', { enum: CharacterPhase }),
    stage: text('stage', { enum: CharacterStage }).generatedAlwaysAs(stageOf),
    countView: integer('count_view').notNull().default(0),
    countCollect: integer('count_collect').notNull().default(0),
    approvedAt: ts('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('characters_user_created_idx').on(t.userId, t.createdAt),
    index('characters_stage_created_idx').on(t.stage, t.createdAt, t.id),
    index('characters_stage_views_idx').on(t.stage, t.countView, t.id),
    // Explore spans two stages: it walks these and filters.
    index('characters_created_idx').on(t.createdAt, t.id),
    index('characters_views_idx').on(t.countView, t.id),
    index('characters_status_created_idx').on(t.status, t.createdAt),
    check('characters_count_view_nonneg', sql`${t.countView} >= 0`),
    check('characters_count_collect_nonneg', sql`${t.countCollect} >= 0`),
  ],
);

/**
 * The name search's ordered index (decision 053): one row per character and word-start prefix of
 * its lowered name (`character_name_starts`, up to 20 characters from each word start), with the
 * rank the prefix earns as a searched text (3 the whole name, 2 its start, 1 a later word's start)
 * and the character's `created_at`. The btree yields a text's matches already in the answer's
 * order (best match, then newest), so a search reads its page and stops, at any catalogue size.
 * Written only by triggers on `characters` (migration 0037): insert, rename, delete.
 */
export const characterNameKeys = pgTable(
  'character_name_keys',
  {
    key: text('key').notNull(),
    rank: smallint('rank').notNull(),
    createdAt: ts('created_at').notNull(),
    characterId: text('character_id').notNull(),
  },
  (t) => [uniqueIndex('character_name_keys_order_idx').on(t.key, t.rank, t.createdAt, t.characterId)],
);

/** A user's collection (favourites); one row per user and character. */
export const characterCollects = pgTable(
  'character_collects',
  {
    id: id(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('character_collects_user_character_key').on(t.userId, t.characterId),
    index('character_collects_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One counted view per character, viewer and business day; old days are swept by a job. No foreign
 * key: its check would lock (and so write) the viewed character's row on every counted view; the
 * insert reads the character first, and a deleted character's rows go with their day.
 */
export const characterViews = pgTable(
  'character_views',
  {
    characterId: text('character_id').notNull(),
    /** `u:<userId>` or a hash of a visitor's address and browser. */
    viewerKey: text('viewer_key').notNull(),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.viewerKey, t.day] }), index('character_views_day_idx').on(t.day)],
);

/**
 * Counted views not yet added to `characters.count_view`: each flush of an instance's counted
 * views appends one row per character with how many were counted (`n`), and a job
 * (`character.views-apply`) moves them into the counters, so a read never writes the hot
 * character row. Reads of one character add its pending rows; lists see them after the job.
 */
export const characterViewTallies = pgTable(
  'character_view_tallies',
  { characterId: text('character_id').notNull(), n: integer('n').notNull().default(1) },
  (t) => [index('character_view_tallies_character_idx').on(t.characterId)],
);

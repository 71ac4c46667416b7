import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from '../../db/columns';
import { users } from '../account/schema';
import { characters } from '../character/schema';

/**
 * A character's community counters, moved only in the transaction of the row that justifies the
 * change (a like, a day's share, a comment becoming visible or not), so they equal the rows.
 * A character without a row has no likes, shares or comments.
 */
export const communityCounts = pgTable(
  'community_counts',
  {
    characterId: text('character_id')
      .primaryKey()
      .references(() => characters.id, { onDelete: 'cascade' }),
    countLike: integer('count_like').notNull().default(0),
    countShare: integer('count_share').notNull().default(0),
    /** Comments and replies everyone can see (not hidden). */
    countComment: integer('count_comment').notNull().default(0),
  },
  (t) => [
    check('community_counts_like_nonneg', sql`${t.countLike} >= 0`),
    check('community_counts_share_nonneg', sql`${t.countShare} >= 0`),
    check('community_counts_comment_nonneg', sql`${t.countComment} >= 0`),
  ],
);

/** One like per user and character. */
export const characterLikes = pgTable(
  'character_likes',
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
  (t) => [uniqueIndex('character_likes_user_character_key').on(t.userId, t.characterId)],
);

/** A counted share: one per user, character and business day. */
export const characterShares = pgTable(
  'character_shares',
  {
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.userId, t.day] })],
);

export const CommentHiddenBy = ['reports', 'admin'] as const;

/** A comment on a character, or a reply to one (one level: a reply's parent has no parent). Plain text. */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Replies everyone can see: the "Top" order. */
    replyCount: integer('reply_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    /** Set when hidden from everyone but its author. */
    hiddenAt: ts('hidden_at'),
    hiddenBy: text('hidden_by', { enum: CommentHiddenBy }),
    /** A moderator restored it: further reports no longer hide it by themselves. */
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
    editedAt: ts('edited_at'),
  },
  (t) => [
    index('comments_character_created_idx').on(t.characterId, t.createdAt, t.id),
    // The "Top" order of a character's top-level comments, walked backwards: the page stops after its rows.
    index('comments_character_top_idx')
      .on(t.characterId, t.replyCount, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index('comments_parent_created_idx').on(t.parentId, t.createdAt),
    index('comments_user_idx').on(t.userId),
    index('comments_reported_idx')
      .on(t.reportCount)
      .where(sql`${t.reportCount} > 0`),
    check('comments_reply_count_nonneg', sql`${t.replyCount} >= 0`),
    check('comments_hidden_by_set', sql`(${t.hiddenAt} is null) = (${t.hiddenBy} is null)`),
  ],
);

/** One report per user and comment; the reporter no longer sees the comment. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_reports_user_idx').on(t.userId)],
);

import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

/**
 * One row per (user, command, Idempotency-Key): the request it answered (hashed) and its response,
 * written with the command's effect, so a repeated or parallel submit answers the same and does
 * nothing new. Swept after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running (commands that span a provider call). */
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

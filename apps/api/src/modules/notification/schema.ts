import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';
import { users } from '../account/schema';

/**
 * The email outbox: one row per email, written in the transaction of the event it reports and
 * keyed by an idempotency key stable for that email (`order_paid:<orderId>:<userId>`), so an event
 * replayed by a retry writes nothing new. A queued job delivers it and marks it sent.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    /** Null for mail not tied to a stored account; kept after account deletion (the address is copied). */
    userId: text('user_id'),
    to: text('to').notNull(),
    /** How the email greets the recipient (their nickname when it was written). */
    name: text('name').notNull(),
    /** The recipient's language when it was written: the subject follows it (decision 022). */
    language: text('language').notNull().default('en'),
    /** The marketing topic a preference switch controls; null for transactional mail. */
    topic: text('topic'),
    /** What the template needs, as it was when the event happened. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [uniqueIndex('email_outbox_key_key').on(t.key), index('email_outbox_user_created_idx').on(t.userId, t.createdAt)],
);

/** A user's switches for marketing-like emails; no row means every switch is on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preSaleOpening: boolean('pre_sale_opening').notNull().default(true),
  campaignUpdates: boolean('campaign_updates').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Secrets this module signs links with (unsubscribe tokens), created on first use and shared by every instance. */
export const notificationKeys = pgTable('notification_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

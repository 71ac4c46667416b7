import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';

/** A shopper's account and profile. Deleted accounts stay as anonymised rows so orders keep a reference. */
export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username'),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    bio: text('bio'),
    votingReminder: boolean('voting_reminder').notNull().default(true),
    /** The language of the emails this user receives (decision 022). */
    language: text('language').notNull().default('en'),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
  ],
);

/**
 * A shopper's copy of their data (issue 29 #3, decision 039): built by a job into a zip in the
 * file storage (under an unguessable key, never served under /uploads), downloaded through a link
 * whose token is stored only as its SHA-256 and works for 24 hours; then the file is deleted.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['pending', 'ready', 'expired'] })
      .notNull()
      .default('pending'),
    fileKey: text('file_key'),
    tokenHash: text('token_hash'),
    bytes: integer('bytes'),
    requestedAt: ts('requested_at').notNull(),
    readyAt: ts('ready_at'),
    expiresAt: ts('expires_at'),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.requestedAt), index('data_exports_status_expires_idx').on(t.status, t.expiresAt)],
);

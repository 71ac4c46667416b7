import { MessageKind } from '@pedestal/contract';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from '../../db/columns';
import { users } from '../account/schema';

/** Notices to a user: review results, vote target reached, payments, orders, raffle wins. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MessageKind }).notNull(),
    /** The English text, as written when sent (messages before `params` existed have only this). */
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The values of the kind's text (texts.ts): read back in the reader's language. */
    params: jsonb('params').$type<Record<string, unknown>>(),
    link: text('link'),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_created_idx').on(t.userId, t.createdAt)],
);

import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';

export const banners = pgTable(
  'banners',
  {
    id: id(),
    placement: text('placement', { enum: ['home', 'figurine'] }).notNull(),
    image: text('image').notNull(),
    link: text('link').notNull(),
    description: text('description').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('banners_placement_idx').on(t.placement, t.sort)],
);

/**
 * Help articles (FAQ). Content is HTML written by staff and sanitized when saved. Each is written in
 * one language of the store (decision 035); a reader gets those of their language.
 */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    category: text('category').notNull(),
    language: text('language', { enum: ['en', 'zh-CN'] })
      .notNull()
      .default('en'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('articles_category_idx').on(t.category, t.sort)],
);

/** Platform settings as key/value (default targets, expiry minutes, shipping fee...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

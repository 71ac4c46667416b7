import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';

/** A banner's words in one language, set as markup over the art (no text baked into the image). */
export interface BannerText {
  title: string;
  text: string;
}

export const banners = pgTable(
  'banners',
  {
    id: id(),
    placement: text('placement', { enum: ['home', 'figurine'] }).notNull(),
    image: text('image').notNull(),
    link: text('link').notNull(),
    description: text('description').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Its title and line per language (issue 28 #6); a language left out reads the English. */
    texts: jsonb('texts').$type<Partial<Record<'en' | 'zh-CN', BannerText>>>().notNull().default({}),
    /** Shown from (inclusive) and until (exclusive); null: no bound. */
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
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
    /** What the console wrote (Markdown); `content` is its sanitised HTML. Null for articles written as HTML. */
    markdown: text('markdown'),
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

import { z } from 'zod';
import { reason } from '../refusals';
import { DateTimeInputSchema } from './common';

/** The store's languages, for texts staff write in each (issue 28 #6). */
export const ContentLanguage = ['en', 'zh-CN'] as const;
export type ContentLanguage = (typeof ContentLanguage)[number];
export const BannerPlacement = ['home', 'figurine'] as const;
/** The legal pages the store shows (web `paths.legal`); an article of category `legal:<doc>` replaces the built-in text. */
export const LEGAL_DOCS = ['terms-of-use', 'privacy-policy', 'submission-rules', 'custom-service'] as const;
export const ArticleCategory = ['faq', ...LEGAL_DOCS.map((d) => `legal:${d}` as const)] as const;
export type ArticleCategory = (typeof ArticleCategory)[number];

const bannerText = z.object({
  title: z
    .string()
    .trim()
    .max(80, { error: reason('banner-text-too-long') }),
  text: z
    .string()
    .trim()
    .max(160, { error: reason('banner-text-too-long') }),
});
/** Where a banner leads: a path of the store, or an https address. */
const link = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?!\/)/.test(v) || /^https:\/\/[^\s]+$/.test(v), { error: reason('banner-link-invalid') });

export const BannerInputSchema = z
  .object({
    placement: z.enum(BannerPlacement, { error: reason('banner-placement-invalid') }),
    image: z
      .string()
      .trim()
      .min(1, { error: reason('banner-image-required') })
      .max(500),
    link,
    /** English is required (the fallback of every language); Chinese when written. */
    texts: z.object({ en: bannerText, 'zh-CN': bannerText.optional() }),
    sort: z.number().int().min(0).max(9999).default(0),
    startsAt: DateTimeInputSchema.nullable().default(null),
    endsAt: DateTimeInputSchema.nullable().default(null),
  })
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    error: reason('banner-schedule-invalid'),
    path: ['endsAt'],
  });
export type BannerInput = z.infer<typeof BannerInputSchema>;
export const AdminBannerSchema = z.object({
  id: z.string(),
  placement: z.enum(BannerPlacement),
  image: z.string(),
  link: z.string(),
  texts: z.object({ en: bannerText, 'zh-CN': bannerText.optional() }),
  sort: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;
/** A banner as the store shows it: its words in the reader's language, over the art. */
export const BannerSchema = z.object({
  id: z.string(),
  image: z.string(),
  link: z.string(),
  /** The image's text alternative (its title). */
  description: z.string(),
  title: z.string(),
  text: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListQuerySchema = z.object({ placement: z.enum(BannerPlacement).optional() });

export const ArticleInputSchema = z.object({
  category: z.enum(ArticleCategory, { error: reason('article-category-invalid') }),
  language: z.enum(ContentLanguage, { error: reason('language-invalid') }),
  title: z
    .string()
    .trim()
    .min(1, { error: reason('article-title-required') })
    .max(200, { error: reason('article-title-too-long') }),
  /** Markdown; the server keeps its sanitised HTML (no script, handler or style survives). */
  markdown: z
    .string()
    .trim()
    .min(1, { error: reason('article-body-required') })
    .max(50_000, { error: reason('article-body-too-long') }),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type ArticleInput = z.infer<typeof ArticleInputSchema>;
export const AdminArticleSchema = z.object({
  id: z.string(),
  category: z.string(),
  language: z.enum(ContentLanguage),
  title: z.string(),
  markdown: z.string().nullable(),
  content: z.string(),
  sort: z.number(),
});
export type AdminArticle = z.infer<typeof AdminArticleSchema>;
export const ArticleListQuerySchema = z.object({ category: z.enum(ArticleCategory).optional() });

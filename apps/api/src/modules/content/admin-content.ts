import type { AdminArticle, AdminBanner, ArticleInput, BannerInput } from '@pedestal/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { markdownToSafeHtml } from '../../platform/markdown';
import { articles, banners } from './schema';

/**
 * What staff write in the console (issue 28 #6): banners, FAQ articles and legal pages, each in
 * English and 简体中文; articles are Markdown kept as sanitised HTML (platform/markdown).
 */
export { markdownToSafeHtml };

type BannerRow = typeof banners.$inferSelect;
const bannerOut = (b: BannerRow): AdminBanner => ({
  id: b.id,
  placement: b.placement,
  image: b.image,
  link: b.link,
  texts: { en: b.texts.en ?? { title: b.description, text: '' }, ...(b.texts['zh-CN'] ? { 'zh-CN': b.texts['zh-CN'] } : {}) },
  sort: b.sort,
  startsAt: b.startsAt?.toISOString() ?? null,
  endsAt: b.endsAt?.toISOString() ?? null,
});
const bannerValues = (input: BannerInput) => ({
  placement: input.placement,
  image: input.image,
  link: input.link,
  texts: input.texts,
  // The English title is the image's text alternative where the store has no markup for it.
  description: input.texts.en.title,
  sort: input.sort,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});

export async function listAdminBanners(db: DbOrTx, placement?: 'home' | 'figurine') {
  const rows = await db
    .select()
    .from(banners)
    .where(placement ? eq(banners.placement, placement) : undefined)
    .orderBy(asc(banners.placement), asc(banners.sort), asc(banners.createdAt));
  return rows.map(bannerOut);
}

export async function createBanner(ctx: AppContext, adminId: string, input: BannerInput) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(banners).values(bannerValues(input)).returning();
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'banner.create',
      target: { type: 'banner', id: row!.id },
      detail: input,
    });
    return bannerOut(row!);
  });
}

export async function updateBanner(ctx: AppContext, adminId: string, id: string, input: BannerInput) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!before) throw new AppError('banner-not-found');
    const [row] = await tx.update(banners).set(bannerValues(input)).where(eq(banners.id, id)).returning();
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'banner.update',
      target: { type: 'banner', id },
      detail: { input, before: bannerOut(before) },
    });
    return bannerOut(row!);
  });
}

export async function deleteBanner(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!gone) throw new AppError('banner-not-found');
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'banner.delete',
      target: { type: 'banner', id },
      detail: { before: bannerOut(gone) },
    });
  });
}

type ArticleRow = typeof articles.$inferSelect;
const articleOut = (a: ArticleRow): AdminArticle => ({
  id: a.id,
  category: a.category,
  language: a.language,
  title: a.title,
  markdown: a.markdown,
  content: a.content,
  sort: a.sort,
});
const articleValues = (input: ArticleInput) => ({
  category: input.category,
  language: input.language,
  title: input.title,
  markdown: input.markdown,
  content: markdownToSafeHtml(input.markdown),
  sort: input.sort,
});

export async function listAdminArticles(db: DbOrTx, category?: string) {
  const rows = await db
    .select()
    .from(articles)
    .where(category ? eq(articles.category, category) : undefined)
    .orderBy(asc(articles.category), asc(articles.language), asc(articles.sort), asc(articles.createdAt));
  return rows.map(articleOut);
}

export async function createArticle(ctx: AppContext, adminId: string, input: ArticleInput) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(articles).values(articleValues(input)).returning();
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'article.create',
      target: { type: 'article', id: row!.id },
      detail: input,
    });
    return articleOut(row!);
  });
}

export async function updateArticle(ctx: AppContext, adminId: string, id: string, input: ArticleInput) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!before) throw new AppError('article-not-found');
    const [row] = await tx.update(articles).set(articleValues(input)).where(eq(articles.id, id)).returning();
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'article.update',
      target: { type: 'article', id },
      detail: { input, before: { title: before.title, markdown: before.markdown, content: before.content } },
    });
    return articleOut(row!);
  });
}

export async function deleteArticle(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(articles).where(eq(articles.id, id)).returning();
    if (!gone) throw new AppError('article-not-found');
    await ctx.events.emit(tx, {
      type: 'OperatorEdited',
      by: adminId,
      action: 'article.delete',
      target: { type: 'article', id },
      detail: { before: { title: gone.title, category: gone.category, language: gone.language } },
    });
  });
}

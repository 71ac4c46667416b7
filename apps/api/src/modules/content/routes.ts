import { BannerSchema, LEGAL_DOCS, dataOf } from '@pedestal/contract';
import { languageOf } from '@pedestal/contract/schemas/auth';
import { z } from 'zod';
import type { App } from '../../app-types';
import { getLegalArticle, listBanners, listFaq } from './service';

const tags = ['content'];
const ArticleSchema = z.object({ id: z.string(), title: z.string(), content: z.string() });

export default async function contentRoutes(app: App) {
  const { ctx } = app;
  // In the reader's language: the web sends the shopper's choice as Accept-Language (decision 035).
  app.get('/article/faq', { schema: { tags, response: { 200: dataOf(z.array(ArticleSchema)) } } }, async (request) => ({
    data: await listFaq(ctx.db, languageOf(request.headers['accept-language'])),
  }));
  // Banners with their words in the reader's language, as they are scheduled now (issue 28 #6).
  app.get('/system/home-banner', { schema: { tags, response: { 200: dataOf(z.array(BannerSchema)) } } }, async (request) => ({
    data: await listBanners(ctx.db, 'home', languageOf(request.headers['accept-language']), ctx.clock.now()),
  }));
  app.get('/system/figurine-banner', { schema: { tags, response: { 200: dataOf(z.array(BannerSchema)) } } }, async (request) => ({
    data: await listBanners(ctx.db, 'figurine', languageOf(request.headers['accept-language']), ctx.clock.now()),
  }));
  // A legal page written in the console; null: the store shows its built-in text.
  app.get(
    '/article/legal/:doc',
    { schema: { tags, params: z.object({ doc: z.enum(LEGAL_DOCS) }), response: { 200: dataOf(ArticleSchema.nullable()) } } },
    async (request) => ({ data: await getLegalArticle(ctx.db, request.params.doc, languageOf(request.headers['accept-language'])) }),
  );
}

import { dataOf } from '@pedestal/contract';
import { languageOf } from '@pedestal/contract/schemas/auth';
import { z } from 'zod';
import type { App } from '../../app-types';
import { listBanners, listFaq } from './service';

const tags = ['content'];
const BannerSchema = z.object({ id: z.string(), image: z.string(), link: z.string(), description: z.string() });
const ArticleSchema = z.object({ id: z.string(), title: z.string(), content: z.string() });

export default async function contentRoutes(app: App) {
  const { ctx } = app;
  // In the reader's language: the web sends the shopper's choice as Accept-Language (decision 035).
  app.get('/article/faq', { schema: { tags, response: { 200: dataOf(z.array(ArticleSchema)) } } }, async (request) => ({
    data: await listFaq(ctx.db, languageOf(request.headers['accept-language'])),
  }));
  app.get('/system/home-banner', { schema: { tags, response: { 200: dataOf(z.array(BannerSchema)) } } }, async () => ({
    data: await listBanners(ctx.db, 'home'),
  }));
  app.get('/system/figurine-banner', { schema: { tags, response: { 200: dataOf(z.array(BannerSchema)) } } }, async () => ({
    data: await listBanners(ctx.db, 'figurine'),
  }));
}

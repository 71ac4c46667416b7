import {
  AdminArticleSchema,
  AdminBannerSchema,
  ArticleInputSchema,
  ArticleListQuerySchema,
  BannerInputSchema,
  BannerListQuerySchema,
  IdParamsSchema,
  OkSchema,
  SettingsSchema,
  UpdateSettingsInputSchema,
  dataOf,
  listOf,
} from '@pedestal/contract';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import {
  createArticle,
  createBanner,
  deleteArticle,
  deleteBanner,
  listAdminArticles,
  listAdminBanners,
  updateArticle,
  updateBanner,
} from './admin-content';
import { getSettings, updateSettings } from './service';

const tags = ['admin'];

/** Platform settings (default targets, unpaid expiry, shipping fee). */
export default async function contentAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/admin/system/setting',
    { config: { permission: 'console.read' }, schema: { tags, response: { 200: dataOf(SettingsSchema) } } },
    async () => ({
      data: await getSettings(ctx.db),
    }),
  );

  app.put(
    '/admin/system/setting',
    {
      config: { permission: 'settings.edit' },
      schema: { tags, body: UpdateSettingsInputSchema, response: { 200: dataOf(SettingsSchema) } },
    },
    async (request) => ({
      data: await updateSettings(ctx, requireAdmin(request), request.body),
    }),
  );

  // Banners, FAQ articles and legal pages, in both languages (issue 28 #6); every change audited.
  const banner = { 200: dataOf(AdminBannerSchema) };
  app.get(
    '/admin/banner',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: BannerListQuerySchema, response: { 200: listOf(AdminBannerSchema) } },
    },
    async (request) => ({
      data: await listAdminBanners(ctx.db, request.query.placement),
    }),
  );
  app.post(
    '/admin/banner',
    { config: { permission: 'content.edit' }, schema: { tags, body: BannerInputSchema, response: banner } },
    async (request) => ({
      data: await createBanner(ctx, requireAdmin(request), request.body),
    }),
  );
  app.put(
    '/admin/banner/:id',
    { config: { permission: 'content.edit' }, schema: { tags, params: IdParamsSchema, body: BannerInputSchema, response: banner } },
    async (request) => ({
      data: await updateBanner(ctx, requireAdmin(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/banner/:id',
    { config: { permission: 'content.edit' }, schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await deleteBanner(ctx, requireAdmin(request), request.params.id);
      return { data: true as const };
    },
  );

  const article = { 200: dataOf(AdminArticleSchema) };
  app.get(
    '/admin/article',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: ArticleListQuerySchema, response: { 200: listOf(AdminArticleSchema) } },
    },
    async (request) => ({
      data: await listAdminArticles(ctx.db, request.query.category),
    }),
  );
  app.post(
    '/admin/article',
    { config: { permission: 'content.edit' }, schema: { tags, body: ArticleInputSchema, response: article } },
    async (request) => ({
      data: await createArticle(ctx, requireAdmin(request), request.body),
    }),
  );
  app.put(
    '/admin/article/:id',
    { config: { permission: 'content.edit' }, schema: { tags, params: IdParamsSchema, body: ArticleInputSchema, response: article } },
    async (request) => ({
      data: await updateArticle(ctx, requireAdmin(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/article/:id',
    { config: { permission: 'content.edit' }, schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await deleteArticle(ctx, requireAdmin(request), request.params.id);
      return { data: true as const };
    },
  );
}

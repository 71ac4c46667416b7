import { AdminCommentListQuerySchema, AdminCommentSchema, IdParamsSchema, OkSchema, pageOf } from '@pedestal/contract';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { listCommentsForModeration } from './queries';
import { adminDeleteComment, adminHideComment, adminRestoreComment } from './service';

const tags = ['admin'];

/** Comment moderation: the reported and hidden queues, hide, restore (also dismisses reports), delete. */
export default async function communityAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/admin/comment/list',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: AdminCommentListQuerySchema, response: { 200: pageOf(AdminCommentSchema) } },
    },
    async (request) => listCommentsForModeration(ctx.db, request.query),
  );

  app.put(
    '/admin/comment/:id/hide',
    { config: { permission: 'comments.moderate' }, schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await adminHideComment(ctx, requireAdmin(request), request.params.id);
      return { data: true };
    },
  );

  app.put(
    '/admin/comment/:id/restore',
    { config: { permission: 'comments.moderate' }, schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await adminRestoreComment(ctx, requireAdmin(request), request.params.id);
      return { data: true };
    },
  );

  app.delete(
    '/admin/comment/:id',
    { config: { permission: 'comments.moderate' }, schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await adminDeleteComment(ctx, requireAdmin(request), request.params.id);
      return { data: true };
    },
  );
}

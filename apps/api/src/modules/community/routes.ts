import { idempotencyKeyOf } from '../../platform/idempotency/keys';
import {
  COMMENT_POSTS_PER_MINUTE,
  CommentListQuerySchema,
  CommentPageSchema,
  CommentSchema,
  CreateCommentInputSchema,
  IdParamsSchema,
  InteractionStateSchema,
  LikeStateSchema,
  OkSchema,
  ReportCommentInputSchema,
  ShareStateSchema,
  UpdateCommentInputSchema,
  dataOf,
} from '@pedestal/contract';
import type { App } from '../../app-types';
import { optionalUserId, requireUser } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { isCharacterVisible } from '../character';
import { getInteractionState, getOwnComment, listComments } from './queries';
import { deleteOwnComment, editComment, likeCharacter, postComment, recordShare, reportComment, unlikeCharacter } from './service';

const tags = ['community'];
const POST_LIMIT = { prefix: 'comment:post', points: COMMENT_POSTS_PER_MINUTE, durationSeconds: 60 };

export default async function communityRoutes(app: App) {
  const { ctx } = app;

  const assertVisible = async (characterId: string, viewerId: string | null) => {
    if (!(await isCharacterVisible(ctx.db, characterId, viewerId))) throw new AppError('character-not-found');
  };

  app.get(
    '/character/:id/interaction',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(InteractionStateSchema) } } },
    async (request) => {
      const viewerId = optionalUserId(request);
      await assertVisible(request.params.id, viewerId);
      return { data: await getInteractionState(ctx.db, request.params.id, viewerId) };
    },
  );

  app.put(
    '/character/:id/like',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(LikeStateSchema) } } },
    async (request) => ({
      data: await likeCharacter(ctx, requireUser(request), request.params.id),
    }),
  );

  app.put(
    '/character/:id/unlike',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(LikeStateSchema) } } },
    async (request) => ({
      data: await unlikeCharacter(ctx, requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/character/:id/share',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(ShareStateSchema) } } },
    async (request) => ({
      data: await recordShare(ctx, requireUser(request), request.params.id),
    }),
  );

  app.get(
    '/character/:id/comments',
    { schema: { tags, params: IdParamsSchema, querystring: CommentListQuerySchema, response: { 200: dataOf(CommentPageSchema) } } },
    async (request) => {
      const viewerId = optionalUserId(request);
      await assertVisible(request.params.id, viewerId);
      return { data: await listComments(ctx.db, request.params.id, viewerId, request.query) };
    },
  );

  app.post(
    '/character/:id/comments',
    { schema: { tags, params: IdParamsSchema, body: CreateCommentInputSchema, response: { 200: dataOf(CommentSchema) } } },
    async (request, reply) => {
      const userId = requireUser(request);
      // Per user (not per address): a few posts a minute, shared by every instance.
      if (ctx.config.RATE_LIMIT_ENABLED) {
        const wait = await ctx.limiters.take(POST_LIMIT, userId);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          throw new AppError('commenting-too-fast', { seconds: wait });
        }
      }
      const id = await postComment(ctx, userId, request.params.id, request.body, idempotencyKeyOf(request));
      return { data: await getOwnComment(ctx.db, id, userId) };
    },
  );

  app.patch(
    '/comment/:id',
    { schema: { tags, params: IdParamsSchema, body: UpdateCommentInputSchema, response: { 200: dataOf(CommentSchema) } } },
    async (request) => {
      const userId = requireUser(request);
      await editComment(ctx, userId, request.params.id, request.body);
      return { data: await getOwnComment(ctx.db, request.params.id, userId) };
    },
  );

  app.delete('/comment/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await deleteOwnComment(ctx, requireUser(request), request.params.id);
    return { data: true };
  });

  app.post(
    '/comment/:id/report',
    { schema: { tags, params: IdParamsSchema, body: ReportCommentInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await reportComment(ctx, requireUser(request), request.params.id, request.body.reason);
      return { data: true };
    },
  );
}

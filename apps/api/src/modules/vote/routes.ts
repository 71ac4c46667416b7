import { createHash } from 'node:crypto';
import { CastVoteInputSchema, CastVoteResultSchema, CharacterDetailSchema, IdParamsSchema, dataOf } from '@pedestal/contract';
import type { FastifyRequest } from 'fastify';
import { limit, type App } from '../../app-types';
import { optionalUserId, requireUser } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { viewCharacterDetail } from '../catalog';
import { castVotes } from './service';

const tags = ['vote'];

/** Who a view is counted for: the user, or a visitor's address and browser (hashed, never stored raw). */
function viewerKey(request: FastifyRequest, userId: string | null) {
  if (userId) return `u:${userId}`;
  const fingerprint = `${request.ip}|${request.headers['user-agent'] ?? ''}`;
  return `v:${createHash('sha256').update(fingerprint).digest('base64url').slice(0, 32)}`;
}

export default async function voteRoutes(app: App) {
  const { ctx } = app;

  /** The Character Vote page; opening it counts one view per viewer per business day. */
  app.get(
    '/vote/show/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(CharacterDetailSchema) } } },
    async (request) => {
      const userId = optionalUserId(request);
      const detail = await viewCharacterDetail(ctx.db, request.params.id, { userId }, viewerKey(request, userId), ctx.clock.now());
      if (!detail) throw new AppError('character-not-found');
      return { data: detail };
    },
  );

  app.post(
    '/vote/:id',
    {
      schema: { tags, params: IdParamsSchema, body: CastVoteInputSchema, response: { 200: dataOf(CastVoteResultSchema) } },
      config: limit(120),
    },
    async (request) => {
      const userId = requireUser(request);
      if (request.body.targetId && request.body.targetId !== request.params.id) {
        throw AppError.field('targetId', 'vote-target-mismatch');
      }
      return { data: await castVotes(ctx, userId, request.params.id, request.body.targetCount) };
    },
  );
}

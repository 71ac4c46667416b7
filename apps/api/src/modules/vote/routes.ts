import { CastVoteInputSchema, CastVoteResultSchema, IdParamsSchema, dataOf } from '@pedestal/contract';
import { limit, type App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { idempotencyKeyOf } from '../../platform/idempotency/keys';
import { castVotes } from './service';

const tags = ['vote'];

export default async function voteRoutes(app: App) {
  const { ctx } = app;

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
      return { data: await castVotes(ctx, userId, request.params.id, request.body.targetCount, idempotencyKeyOf(request)) };
    },
  );
}

import { ContributorRowSchema, IdParamsSchema, PageQuerySchema, listOf } from '@pedestal/contract';
import type { App } from '../../app-types';
import { optionalUserId } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { isCharacterVisible } from '../character';
import { listContributors } from './queries';
import type { ContributorPhase } from './schema';

const tags = ['contributor'];
const tabs: [string, ContributorPhase][] = [
  ['pageForVote', 'vote'],
  ['pageForCrowdfunding', 'crowdfunding'],
];

export default async function contributorRoutes(app: App) {
  const { ctx } = app;
  for (const [path, phase] of tabs) {
    app.get(
      `/contributor/:id/${path}`,
      {
        schema: { tags, params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: listOf(ContributorRowSchema) } },
      },
      async (request) => {
        if (!(await isCharacterVisible(ctx.db, request.params.id, optionalUserId(request)))) throw new AppError('character-not-found');
        return { data: await listContributors(ctx.db, request.params.id, phase, request.query) };
      },
    );
  }
}

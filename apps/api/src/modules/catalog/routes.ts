import { CharacterCardPageSchema, CharacterListQuerySchema, CrowdfundingListQuerySchema } from '@pedestal/contract';
import type { App } from '../../app-types';
import { listCardPage } from './card-queries';

const tags = ['lists'];
const response = { 200: CharacterCardPageSchema };

/** Public card lists of approved characters by stage (Explore, vote, crowdfunding and figurine lists). */
export default async function catalogRoutes(app: App) {
  const { ctx } = app;

  app.get('/explore/page-list', { schema: { tags, querystring: CharacterListQuerySchema, response } }, async (request) =>
    listCardPage(ctx.db, { ...request.query, stages: ['vote', 'crowdfunding'] }, ctx.clock.now()),
  );

  app.get('/vote/page-list', { schema: { tags: ['vote'], querystring: CharacterListQuerySchema, response } }, async (request) =>
    listCardPage(ctx.db, { ...request.query, stages: ['vote'] }, ctx.clock.now()),
  );

  app.get('/crowdfunding/page-list', { schema: { tags, querystring: CrowdfundingListQuerySchema, response } }, async (request) => {
    const { status, ...query } = request.query;
    return listCardPage(ctx.db, { ...query, crowdfundingStatus: status, stages: ['crowdfunding'] }, ctx.clock.now());
  });

  app.get('/figurine/page-list', { schema: { tags, querystring: CharacterListQuerySchema, response } }, async (request) =>
    listCardPage(ctx.db, { ...request.query, stages: ['sale'] }, ctx.clock.now()),
  );

  /** Figurines on sale, offered beside the shopping cart. */
  app.get(
    '/character/pageForShoppingCart',
    { schema: { tags: ['character'], querystring: CharacterListQuerySchema, response } },
    async (request) => listCardPage(ctx.db, { ...request.query, stages: ['sale'] }, ctx.clock.now()),
  );
}

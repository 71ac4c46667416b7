import {
  CharacterCardSchema,
  CharacterListQuerySchema,
  CrowdfundingListQuerySchema,
  listOf,
} from '@pedestal/contract';
import type { App } from '../../app-types';
import { listCharacterCards } from './queries';

const tags = ['lists'];
const response = { 200: listOf(CharacterCardSchema) };

/** Public card lists of approved characters by stage (Explore, crowdfunding and figurine lists). */
export default async function characterListRoutes(app: App) {
  const { ctx } = app;

  app.get('/explore/page-list', { schema: { tags, querystring: CharacterListQuerySchema, response } }, async (request) => ({
    data: await listCharacterCards(ctx.db, { ...request.query, stages: ['vote', 'crowdfunding'] }, ctx.clock.now()),
  }));

  app.get('/crowdfunding/page-list', { schema: { tags, querystring: CrowdfundingListQuerySchema, response } }, async (request) => {
    const { status, ...query } = request.query;
    return { data: await listCharacterCards(ctx.db, { ...query, crowdfundingStatus: status, stages: ['crowdfunding'] }, ctx.clock.now()) };
  });

  app.get('/figurine/page-list', { schema: { tags, querystring: CharacterListQuerySchema, response } }, async (request) => ({
    data: await listCharacterCards(ctx.db, { ...request.query, stages: ['sale'] }, ctx.clock.now()),
  }));
}

import { CharacterCardPageSchema, CharacterListQuerySchema, CrowdfundingListQuerySchema } from '@pedestal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { PUBLIC_SHORT, sendRevalidated } from '../../platform/shared-reads';
import { listCardPage } from './card-lists';
import type { CharacterFilter } from './card-queries';

const tags = ['lists'];
const response = { 200: CharacterCardPageSchema };
/** No token is resolved for these routes (decision 052): the answer is the same for every reader. */
const config = { readsNoViewer: true } as const;

/**
 * Public card lists of approved characters by stage (Explore, vote, crowdfunding and figurine lists).
 * The same for every reader (no token is read), so an answer is shared: identical pages within a
 * second are written once per instance (`ctx.sharedReads`, dropped when the catalogue changes),
 * carry an ETag (304 when unchanged) and may be held by a CDN for two seconds. They are read on the
 * lists' own small pool (`ctx.listDb`): a drop's orders cannot keep them waiting for a connection.
 */
export default async function catalogRoutes(app: App) {
  const { ctx } = app;
  const shared = async (request: FastifyRequest, reply: FastifyReply, filter: CharacterFilter): Promise<void> => {
    const answer = await ctx.sharedReads.get(request.url, performance.now(), async () =>
      // The route's own (compiled) writer: the same JSON as an answer written per request.
      String(reply.serialize(await listCardPage(ctx.listDb, filter, ctx.clock.now()))),
    );
    await sendRevalidated(request, reply, answer, PUBLIC_SHORT);
  };

  app.get('/explore/page-list', { config, schema: { tags, querystring: CharacterListQuerySchema, response } }, (request, reply) =>
    shared(request, reply, { ...request.query, stages: ['vote', 'crowdfunding'] }),
  );

  app.get('/vote/page-list', { config, schema: { tags: ['vote'], querystring: CharacterListQuerySchema, response } }, (request, reply) =>
    shared(request, reply, { ...request.query, stages: ['vote'] }),
  );

  app.get('/crowdfunding/page-list', { config, schema: { tags, querystring: CrowdfundingListQuerySchema, response } }, (request, reply) => {
    const { status, ...query } = request.query;
    return shared(request, reply, { ...query, crowdfundingStatus: status, stages: ['crowdfunding'] });
  });

  app.get('/figurine/page-list', { config, schema: { tags, querystring: CharacterListQuerySchema, response } }, (request, reply) =>
    shared(request, reply, { ...request.query, stages: ['sale'] }),
  );

  /** Figurines on sale, offered beside the shopping cart. */
  app.get(
    '/character/pageForShoppingCart',
    { config, schema: { tags: ['character'], querystring: CharacterListQuerySchema, response } },
    (request, reply) => shared(request, reply, { ...request.query, stages: ['sale'] }),
  );
}

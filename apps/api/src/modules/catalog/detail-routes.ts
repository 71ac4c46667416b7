import { createHash } from 'node:crypto';
import {
  CharacterCardSchema,
  CharacterDetailSchema,
  CollectionItemSchema,
  CrowdfundingShowSchema,
  FigurineShowSchema,
  IdParamsSchema,
  languageOf,
  MyCharactersQuerySchema,
  PageQuerySchema,
  UpdateCharacterInputSchema,
  dataOf,
  listOf,
} from '@pedestal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { optionalUserId, requireUser } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { etagOf, PRIVATE_REVALIDATE, PUBLIC_SHORT, sendRevalidated } from '../../platform/shared-reads';
import { updateOwnCharacter } from '../character';
import { listCampaignAmendments, listUserSupportsOfCampaign } from '../crowdfunding';
import { listCharacterCards, listCollection } from './card-lists';
import { getCharacterDetail, viewCharacterDetail } from './detail-queries';
import { getFigurineShow } from './figurine-queries';

/** Who a view is counted for: the user, or a visitor's address and browser (hashed, never stored raw). */
function viewerKey(request: FastifyRequest, userId: string | null) {
  if (userId) return `u:${userId}`;
  const fingerprint = `${request.ip}|${request.headers['user-agent'] ?? ''}`;
  return `v:${createHash('sha256').update(fingerprint).digest('base64url').slice(0, 32)}`;
}

/**
 * The pages that show one character (its detail, the vote, crowdfunding and figurine pages) and the
 * shopper's own character lists: each reads the catalogue's joined detail, so they live beside it.
 */
export default async function catalogDetailRoutes(app: App) {
  const { ctx } = app;
  /**
   * A detail answer with its ETag (304 when the client holds it): a visitor's may be held by a CDN
   * for two seconds, a signed-in viewer's only by their browser, revalidated each time.
   */
  // Returns the reply: an async handler that answers with it tells Fastify the answer is on its way,
  // even while the compression hook still streams it (answering undefined would end it empty).
  const revalidated = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    cacheControl: string,
    vary: string[] = [],
  ): FastifyReply => {
    const body = String(reply.serialize(payload));
    return sendRevalidated(request, reply, { body, etag: etagOf(body) }, cacheControl, vary);
  };
  const forViewer = (userId: string | null) => (userId ? PRIVATE_REVALIDATE : PUBLIC_SHORT);

  app.get(
    '/character/pageForMine',
    { schema: { tags: ['character'], querystring: MyCharactersQuerySchema, response: { 200: listOf(CharacterCardSchema) } } },
    async (request) => ({
      data: await listCharacterCards(ctx.db, { ...request.query, userId: requireUser(request) }, ctx.clock.now()),
    }),
  );

  app.get(
    '/character/pageForUserCollection',
    { schema: { tags: ['character'], querystring: PageQuerySchema, response: { 200: listOf(CollectionItemSchema) } } },
    async (request) => ({
      data: await listCollection(ctx.db, requireUser(request), request.query, ctx.clock.now()),
    }),
  );

  app.get(
    '/character/:id',
    { schema: { tags: ['character'], params: IdParamsSchema, response: { 200: dataOf(CharacterDetailSchema) } } },
    async (request, reply) => {
      const userId = optionalUserId(request);
      const detail = await getCharacterDetail(ctx.db, request.params.id, { userId }, ctx.clock.now(), ctx.countedViews);
      if (!detail) throw new AppError('character-not-found');
      return revalidated(request, reply, { data: detail }, forViewer(userId));
    },
  );

  app.patch(
    '/character/:id',
    {
      schema: {
        tags: ['character'],
        params: IdParamsSchema,
        body: UpdateCharacterInputSchema,
        response: { 200: dataOf(CharacterDetailSchema) },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      await updateOwnCharacter(ctx, userId, request.params.id, request.body);
      return { data: (await getCharacterDetail(ctx.db, request.params.id, { userId }, ctx.clock.now()))! };
    },
  );

  /** The Character Vote page; opening it counts one view per viewer per business day. */
  app.get(
    '/vote/show/:id',
    { schema: { tags: ['vote'], params: IdParamsSchema, response: { 200: dataOf(CharacterDetailSchema) } } },
    async (request, reply) => {
      const userId = optionalUserId(request);
      const now = ctx.clock.now();
      const key = viewerKey(request, userId);
      const detail = await viewCharacterDetail(ctx.db, ctx.countedViews, request.params.id, { userId }, key, now, ctx.sharedReads);
      if (!detail) throw new AppError('character-not-found');
      // Every opening must reach the server to be counted: no shared copy, always revalidated.
      return revalidated(request, reply, { data: detail }, userId ? PRIVATE_REVALIDATE : 'no-cache');
    },
  );

  app.get(
    '/crowdfunding/show/:id',
    { schema: { tags: ['crowdfunding'], params: IdParamsSchema, response: { 200: dataOf(CrowdfundingShowSchema) } } },
    async (request, reply) => {
      const userId = optionalUserId(request);
      const detail = await getCharacterDetail(ctx.db, request.params.id, { userId }, ctx.clock.now(), ctx.countedViews);
      if (!detail?.crowdfunding || detail.crowdfunding.status === 'inactive') throw new AppError('crowdfunding-not-found');
      const [mySupports, amendments] = await Promise.all([
        userId ? listUserSupportsOfCampaign(ctx.db, request.params.id, userId) : [],
        listCampaignAmendments(ctx.db, request.params.id),
      ]);
      return revalidated(request, reply, { data: { ...detail, mySupports, amendments } }, forViewer(userId));
    },
  );

  /**
   * The figurine page, its description in the reader's language (decision 046): the language the
   * web sends (the shopper's choice, which their account keeps), so any shared copy (a CDN's, the
   * browser's) is kept per Accept-Language.
   */
  app.get(
    '/figurine/show/:id',
    { schema: { tags: ['shop'], params: IdParamsSchema, response: { 200: dataOf(FigurineShowSchema) } } },
    async (request, reply) => {
      const userId = optionalUserId(request);
      const { priceReferenceDays } = await ctx.settings.current(ctx.db);
      const language = languageOf(request.headers['accept-language']);
      const show = await getFigurineShow(
        ctx.db,
        request.params.id,
        userId,
        { now: ctx.clock.now().getTime(), days: priceReferenceDays },
        language,
      );
      if (!show) throw new AppError('figurine-not-found');
      reply.header('content-language', language);
      return revalidated(request, reply, { data: show }, forViewer(userId), ['accept-language']);
    },
  );
}

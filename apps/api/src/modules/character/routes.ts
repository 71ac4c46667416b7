import {
  CharacterCardSchema,
  CharacterDetailSchema,
  CollectionItemSchema,
  CreateCharacterInputSchema,
  IdParamsSchema,
  MyCharactersQuerySchema,
  OkSchema,
  PageQuerySchema,
  UpdateCharacterInputSchema,
  dataOf,
  listOf,
} from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { optionalUserId, requireUser } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { readUploadedFile } from '../../platform/storage/upload';
import { getCharacterDetail, listCharacterCards, listCollection } from '../catalog';
import {
  collectCharacter,
  createCharacter,
  deleteOwnCharacter,
  uncollectCharacter,
  updateOwnCharacter,
  uploadIllustration,
} from './service';

const tags = ['character'];
const CollectStateSchema = dataOf(z.object({ countCollect: z.number(), isCollect: z.boolean() }));

export default async function characterRoutes(app: App) {
  const { ctx } = app;

  app.post(
    '/character',
    {
      schema: { tags, body: CreateCharacterInputSchema, response: { 200: dataOf(z.object({ id: z.string() })) } },
      config: limit(30),
    },
    async (request) => ({ data: { id: await createCharacter(ctx, requireUser(request), request.body) } }),
  );

  app.get(
    '/character/pageForMine',
    { schema: { tags, querystring: MyCharactersQuerySchema, response: { 200: listOf(CharacterCardSchema) } } },
    async (request) => ({
      data: await listCharacterCards(ctx.db, { ...request.query, userId: requireUser(request) }, ctx.clock.now()),
    }),
  );

  app.get(
    '/character/pageForUserCollection',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: listOf(CollectionItemSchema) } } },
    async (request) => ({
      data: await listCollection(ctx.db, requireUser(request), request.query, ctx.clock.now()),
    }),
  );

  app.get(
    '/character/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(CharacterDetailSchema) } } },
    async (request) => {
      const detail = await getCharacterDetail(ctx.db, request.params.id, { userId: optionalUserId(request) }, ctx.clock.now());
      if (!detail) throw new AppError('character-not-found');
      return { data: detail };
    },
  );

  app.patch(
    '/character/:id',
    {
      schema: { tags, params: IdParamsSchema, body: UpdateCharacterInputSchema, response: { 200: dataOf(CharacterDetailSchema) } },
    },
    async (request) => {
      const userId = requireUser(request);
      await updateOwnCharacter(ctx, userId, request.params.id, request.body);
      return { data: (await getCharacterDetail(ctx.db, request.params.id, { userId }, ctx.clock.now()))! };
    },
  );

  app.delete('/character/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await deleteOwnCharacter(ctx, requireUser(request), request.params.id);
    return { data: true };
  });

  app.put(
    '/character/:id/collect',
    { schema: { tags, params: IdParamsSchema, response: { 200: CollectStateSchema } } },
    async (request) => ({
      data: await collectCharacter(ctx, requireUser(request), request.params.id),
    }),
  );

  app.put(
    '/character/:id/uncollect',
    { schema: { tags, params: IdParamsSchema, response: { 200: CollectStateSchema } } },
    async (request) => ({
      data: await uncollectCharacter(ctx, requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/upload/character/illustration',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: dataOf(z.object({ illustration: z.string() })) } },
      config: limit(20),
    },
    async (request) => {
      requireUser(request);
      return { data: { illustration: await uploadIllustration(ctx, await readUploadedFile(request)) } };
    },
  );
}

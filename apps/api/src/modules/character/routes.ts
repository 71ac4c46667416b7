import { CreateCharacterInputSchema, IdParamsSchema, OkSchema, dataOf } from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { readUploadedFile } from '../../platform/storage/upload';
import { collectCharacter, createCharacter, deleteOwnCharacter, uncollectCharacter, uploadIllustration } from './service';

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

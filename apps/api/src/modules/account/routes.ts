import {
  AccountOpenItemSchema,
  DataExportSchema,
  IdParamsSchema,
  IdSchema,
  OkSchema,
  ProfileSchema,
  UpdateProfileInputSchema,
  VotingMemberInputSchema,
  dataOf,
} from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { readUploadedFile } from '../../platform/storage/upload';
import { getLatestDataExport, openDataExport, requestDataExport } from './data-export';
import { listOpenItems } from './open-items';
import { getProfile, setVotingReminder, updateProfile, uploadAvatar } from './service';

const tags = ['account'];

export default async function accountRoutes(app: App) {
  const { ctx } = app;

  app.get('/user/check-login', { schema: { tags, response: { 200: OkSchema } } }, async (request) => ({
    data: request.viewer?.kind === 'user',
  }));

  // What holds the account against deletion (issue 41 #3): the deletion screen lists it first.
  app.get('/user/open-items', { schema: { tags, response: { 200: dataOf(z.array(AccountOpenItemSchema)) } } }, async (request) => ({
    data: await listOpenItems(ctx, ctx.db, requireUser(request)),
  }));

  app.get('/user/profile', { schema: { tags, response: { 200: dataOf(ProfileSchema) } } }, async (request) => ({
    data: await getProfile(ctx.db, requireUser(request)),
  }));

  app.put(
    '/user/profile',
    {
      schema: { tags, body: UpdateProfileInputSchema, response: { 200: dataOf(ProfileSchema) } },
    },
    async (request) => ({ data: await updateProfile(ctx, requireUser(request), request.body) }),
  );

  app.post(
    '/upload/user/avatar',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: dataOf(z.object({ avatar: z.string() })) } },
      config: limit(20),
    },
    async (request) => {
      const userId = requireUser(request);
      return { data: { avatar: await uploadAvatar(ctx, userId, await readUploadedFile(request)) } };
    },
  );

  /** The user's voting preferences; `id` is the user's own id (another id is not found). */
  app.put(
    '/voting-member/:id',
    {
      schema: { tags, params: z.object({ id: IdSchema }), body: VotingMemberInputSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const userId = requireUser(request);
      if (request.params.id !== userId) throw new AppError('voting-member-not-found');
      await setVotingReminder(ctx, userId, request.body.reminder);
      return { data: true };
    },
  );

  // "Download my data" (decision 039): the latest copy's state, a new one (built by a job, emailed),
  // and the download its emailed link makes (the token is the link's; no sign-in needed).
  app.get('/user/data-export', { schema: { tags, response: { 200: dataOf(DataExportSchema.nullable()) } } }, async (request) => ({
    data: await getLatestDataExport(ctx.db, requireUser(request)),
  }));

  app.post('/user/data-export', { schema: { tags, response: { 200: dataOf(DataExportSchema) } }, config: limit(10) }, async (request) => ({
    data: await requestDataExport(ctx, requireUser(request)),
  }));

  app.get(
    '/user/data-export/:id/download',
    {
      schema: { tags, params: IdParamsSchema, querystring: z.object({ token: z.string().min(1).max(100) }) },
      config: { ...limit(30), answers: { 403: "The link's token is not this copy's, or it has expired" } },
    },
    async (request, reply) => {
      const { object, fileName } = await openDataExport(ctx, request.params.id, request.query.token);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store');
      if (object.length !== undefined) reply.header('content-length', object.length);
      return reply.send(object.body);
    },
  );
}

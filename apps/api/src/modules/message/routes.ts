import { IdParamsSchema, MessageSchema, OkSchema, PageQuerySchema, UnreadCountSchema, dataOf, listOf } from '@pedestal/contract';
import type { App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { getUserLanguage } from '../account';
import { countUnreadMessages, listMyMessages, markAllMessagesRead, markMessageRead } from './service';

const tags = ['message'];

export default async function messageRoutes(app: App) {
  const { ctx } = app;

  app.get(
    '/message/pageForMine',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: listOf(MessageSchema) } } },
    async (request) => {
      const userId = requireUser(request);
      return { data: await listMyMessages(ctx.db, userId, await getUserLanguage(ctx.db, userId), request.query) };
    },
  );

  app.get('/message/unread-count', { schema: { tags, response: { 200: dataOf(UnreadCountSchema) } } }, async (request) => ({
    data: { unread: await countUnreadMessages(ctx.db, requireUser(request)) },
  }));

  app.put('/message/read-all', { schema: { tags, response: { 200: OkSchema } } }, async (request) => {
    await markAllMessagesRead(ctx, requireUser(request));
    return { data: true };
  });

  app.put('/message/:id/read', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await markMessageRead(ctx, requireUser(request), request.params.id);
    return { data: true };
  });
}

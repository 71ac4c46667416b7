import { dataOf } from '@pedestal/contract';
import { z } from 'zod';
import type { App } from '../../app-types';
import { ping } from '../../db/client';

export default async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], response: { 200: dataOf(z.object({ status: z.literal('ok'), database: z.string() })) } },
    },
    async () => {
      await ping(app.ctx.db);
      return { data: { status: 'ok' as const, database: 'ok' } };
    },
  );
}

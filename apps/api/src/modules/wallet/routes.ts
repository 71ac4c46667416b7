import { PageQuerySchema, WalletHistoryRowSchema, listOf } from '@pedestal/contract';
import type { App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { listLedger } from './service';

export default async function walletRoutes(app: App) {
  const { ctx } = app;
  app.get(
    '/wallet/history',
    { schema: { tags: ['wallet'], querystring: PageQuerySchema, response: { 200: listOf(WalletHistoryRowSchema) } } },
    async (request) => ({
      data: await listLedger(ctx.db, requireUser(request), request.query),
    }),
  );
}

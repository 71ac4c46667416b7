import { OkSchema, SavedCardParamsSchema, SavedCardsSchema, dataOf } from '@pedestal/contract';
import { limit, type App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { listSavedCards, removeSavedCard, setDefaultSavedCard } from './saved-cards';

const tags = ['payment'];

/** The shopper's saved cards (account hub → Payment Methods): read and changed at the provider. */
export default async function paymentMethodsRoutes(app: App) {
  const { ctx } = app;

  app.get('/pay/payment-methods', { schema: { tags, response: { 200: dataOf(SavedCardsSchema) } } }, async (request) => ({
    data: await listSavedCards(ctx, requireUser(request)),
  }));

  app.post(
    '/pay/payment-methods/:id/default',
    { schema: { tags, params: SavedCardParamsSchema, response: { 200: OkSchema } }, config: limit(30) },
    async (request) => {
      await setDefaultSavedCard(ctx, requireUser(request), request.params.id);
      return { data: true };
    },
  );

  app.delete(
    '/pay/payment-methods/:id',
    { schema: { tags, params: SavedCardParamsSchema, response: { 200: OkSchema } }, config: limit(30) },
    async (request) => {
      await removeSavedCard(ctx, requireUser(request), request.params.id);
      return { data: true };
    },
  );
}

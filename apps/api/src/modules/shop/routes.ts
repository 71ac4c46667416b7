import {
  BuyInputSchema,
  FigurineOrderListQuerySchema,
  FigurineOrderSchema,
  FigurineShowSchema,
  IdParamsSchema,
  OkSchema,
  ReviewOrderInputSchema,
  SetOrderAddressInputSchema,
  dataOf,
  listOf,
} from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { getFigurineOrder, getFigurineShow, listFigurineOrders } from './queries';
import { advanceOwnOrder, cancelOrder, placeOrder, setOrderAddress } from './service';

const tags = ['shop'];

export default async function shopRoutes(app: App) {
  const { ctx } = app;

  app.get('/figurine/show/:id', { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(FigurineShowSchema) } } }, async (request) => {
    const show = await getFigurineShow(ctx.db, request.params.id);
    if (!show) throw AppError.notFound('Figurine not found');
    return { data: show };
  });

  app.post('/figurine/buy', {
    schema: { tags, body: BuyInputSchema, response: { 200: dataOf(z.object({ characterSaleOrderId: z.string() })) } },
    config: limit(30),
  }, async (request) => {
    const userId = requireUser(request);
    const characterSaleOrderId = await ctx.db.transaction((tx) => placeOrder(ctx, tx, userId, request.body));
    return { data: { characterSaleOrderId } };
  });

  app.get('/character-sale-order/show/:id', { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(FigurineOrderSchema) } } }, async (request) => {
    const order = await getFigurineOrder(ctx.db, request.params.id, requireUser(request));
    if (!order) throw AppError.notFound('Order not found');
    return { data: order };
  });

  app.put('/character-sale-order/:id', { schema: { tags, params: IdParamsSchema, body: SetOrderAddressInputSchema, response: { 200: OkSchema } } }, async (request) => {
    await setOrderAddress(ctx, requireUser(request), request.params.id, request.body.userAddressId);
    return { data: true };
  });

  app.post('/character-sale-order/:id/cancel', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await cancelOrder(ctx, requireUser(request), request.params.id);
    return { data: true };
  });

  app.post('/character-sale-order/:id/confirm-receipt', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await advanceOwnOrder(ctx, requireUser(request), request.params.id, 'unreceived', { status: 'uncommented', receivedAt: ctx.clock.now() }, 'This order has not been shipped');
    return { data: true };
  });

  app.post('/character-sale-order/:id/review', { schema: { tags, params: IdParamsSchema, body: ReviewOrderInputSchema, response: { 200: OkSchema } } }, async (request) => {
    const now = ctx.clock.now();
    await advanceOwnOrder(ctx, requireUser(request), request.params.id, 'uncommented', { status: 'completed', reviewComment: request.body.comment, reviewedAt: now }, 'This order cannot be reviewed now');
    return { data: true };
  });

  app.get('/order/figurine/list', { schema: { tags, querystring: FigurineOrderListQuerySchema, response: { 200: listOf(FigurineOrderSchema) } } }, async (request) => ({
    data: await listFigurineOrders(ctx.db, { ...request.query, userId: requireUser(request) }),
  }));
}

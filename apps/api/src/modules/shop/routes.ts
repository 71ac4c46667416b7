import {
  BuyInputSchema,
  DelayAnswerInputSchema,
  PublicDelaySchema,
  FigurineOrderListQuerySchema,
  FigurineOrderSchema,
  IdParamsSchema,
  OkSchema,
  ReviewOrderInputSchema,
  SetOrderAddressInputSchema,
  ShippingQuoteInputSchema,
  ShippingQuoteSchema,
  ShopperVatSchema,
  dataOf,
  listOf,
} from '@pedestal/contract';
import { z } from 'zod';
import { limit, limitUnlessSoldOut, type App } from '../../app-types';
import { optionalUserId, requireUser } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { idempotencyKeyOf } from '../../platform/idempotency/keys';
import { quoteForShopper, shopperVat } from './quote';
import { getFigurineOrder, listCurrentDelays, listFigurineOrders } from './queries';
import { currentOrderTerms } from './order-terms';
import { answerDelay, withdrawFromOrder } from './promises';
import { setOrderAddress } from './order-address';
import { cancelOrder, confirmReceipt, reviewOrder } from './order-moves';
import { buyFigurines } from './place-order';

const tags = ['shop'];

export default async function shopRoutes(app: App) {
  const { ctx } = app;
  /** The store's withdrawal window and returns address, from its settings (issues 29, 41). */
  const terms = () => currentOrderTerms(ctx);

  app.post(
    '/figurine/buy',
    {
      schema: { tags, body: BuyInputSchema, response: { 200: dataOf(z.object({ characterSaleOrderId: z.string() })) } },
      config: limitUnlessSoldOut(30, (request) =>
        (request.body as z.infer<typeof BuyInputSchema>).some((item) => ctx.stockGate.isSoldOut(item.characterSaleSpecId)),
      ),
    },
    async (request) => {
      return { data: { characterSaleOrderId: await buyFigurines(ctx, requireUser(request), request.body, idempotencyKeyOf(request)) } };
    },
  );

  /** Issue 31: the shipping and tax of a cart or a Buy Now for the shopper's address, before any order. */
  app.post(
    '/figurine/quote',
    { schema: { tags, body: ShippingQuoteInputSchema, response: { 200: dataOf(ShippingQuoteSchema) } }, config: limit(60) },
    async (request) => ({ data: await quoteForShopper(ctx, requireUser(request), request.body) }),
  );

  /** Decision 050: the VAT a signed-in shopper's default address puts in every price before the cart (visitors: none). */
  app.get(
    '/figurine/shopper-vat',
    { schema: { tags, response: { 200: dataOf(ShopperVatSchema) } }, config: limit(120) },
    async (request) => {
      const userId = optionalUserId(request);
      return { data: userId ? await shopperVat(ctx, userId) : null };
    },
  );

  app.get(
    '/character-sale-order/show/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(FigurineOrderSchema) } } },
    async (request) => {
      const order = await getFigurineOrder(ctx.db, request.params.id, requireUser(request), await terms());
      if (!order) throw new AppError('order-not-found');
      return { data: order };
    },
  );

  app.put(
    '/character-sale-order/:id',
    { schema: { tags, params: IdParamsSchema, body: SetOrderAddressInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await setOrderAddress(ctx, requireUser(request), request.params.id, request.body.userAddressId);
      return { data: true };
    },
  );

  app.post(
    '/character-sale-order/:id/cancel',
    { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await cancelOrder(ctx, requireUser(request), request.params.id, idempotencyKeyOf(request));
      return { data: true };
    },
  );

  app.post(
    '/character-sale-order/:id/confirm-receipt',
    { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await confirmReceipt(ctx, requireUser(request), request.params.id, idempotencyKeyOf(request));
      return { data: true };
    },
  );

  app.post(
    '/character-sale-order/:id/review',
    { schema: { tags, params: IdParamsSchema, body: ReviewOrderInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await reviewOrder(ctx, requireUser(request), request.params.id, request.body.comment, idempotencyKeyOf(request));
      return { data: true };
    },
  );

  app.get(
    '/order/figurine/list',
    { schema: { tags, querystring: FigurineOrderListQuerySchema, response: { 200: listOf(FigurineOrderSchema) } } },
    async (request) => ({
      data: await listFigurineOrders(ctx.db, { ...request.query, userId: requireUser(request) }, await terms()),
    }),
  );

  app.post(
    '/character-sale-order/:id/delay-answer',
    { schema: { tags, params: IdParamsSchema, body: DelayAnswerInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await answerDelay(ctx, requireUser(request), request.params.id, request.body.answer, idempotencyKeyOf(request));
      return { data: true };
    },
  );

  app.post(
    '/character-sale-order/:id/withdraw',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(z.object({ withdrawnAt: z.string() })) } } },
    async (request) => {
      return { data: { withdrawnAt: await withdrawFromOrder(ctx, requireUser(request), request.params.id, idempotencyKeyOf(request)) } };
    },
  );

  app.get('/delays', { schema: { tags, response: { 200: listOf(PublicDelaySchema) } } }, async () => ({
    data: await listCurrentDelays(ctx.db, ctx.clock.now()),
  }));
}

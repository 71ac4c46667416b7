import { CartCheckoutInputSchema, CartItemSchema, CartPutInputSchema, IdParamsSchema, OkSchema, dataOf, listOf } from '@pedestal/contract';
import { z } from 'zod';
import { limitUnlessSoldOut, type App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { idempotencyKeyOf } from '../../platform/idempotency/keys';
import { checkoutCart, listCart, putCartItem, removeCartItem } from './service';

const tags = ['cart'];

export default async function cartRoutes(app: App) {
  const { ctx } = app;

  app.get('/user-shopping-cart/list', { schema: { tags, response: { 200: listOf(CartItemSchema) } } }, async (request) => ({
    data: await listCart(ctx.db, requireUser(request)),
  }));

  app.put('/user-shopping-cart', { schema: { tags, body: CartPutInputSchema, response: { 200: OkSchema } } }, async (request) => {
    await putCartItem(ctx, requireUser(request), request.body);
    return { data: true };
  });

  app.delete('/user-shopping-cart/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await removeCartItem(ctx, requireUser(request), request.params.id);
    return { data: true };
  });

  app.post(
    '/user-shopping-cart/checkout',
    {
      schema: { tags, body: CartCheckoutInputSchema, response: { 200: dataOf(z.object({ characterSaleOrderId: z.string() })) } },
      // A checkout naming a sold-out spec is answered from memory: no rate-limit point (decision 054).
      config: limitUnlessSoldOut(30, (request) =>
        ((request.body as z.infer<typeof CartCheckoutInputSchema>).specIds ?? []).some((id) => ctx.stockGate.isSoldOut(id)),
      ),
    },
    async (request) => ({
      data: {
        characterSaleOrderId: await checkoutCart(
          ctx,
          requireUser(request),
          request.body.cartItemIds,
          idempotencyKeyOf(request),
          request.body.specIds,
        ),
      },
    }),
  );
}

import {
  IdSchema,
  OkSchema,
  PaymentMethod,
  PaymentOrderType,
  PaymentProviderName,
  PaymentStatus,
  centsToDollars,
  dataOf,
  reason,
} from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { idempotencyKeyOf } from '../../platform/idempotency/keys';
import { checkoutUrl, successUrl } from './pages';
import { offeredMethods, providerByName } from './providers';
import paymentMethodsRoutes from './payment-methods-routes';
import sandboxRoutes from './sandbox-routes';
import { createPaymentForOrder } from './captures';
import { completeWalletReturn, receiveWebhook } from './provider-events';
import { findPaymentByRef, latestPaymentOf } from './service';

const tags = ['payment'];

const CreatePaymentInputSchema = z.object({
  id: IdSchema,
  paymentMethod: z.enum(PaymentMethod, { error: reason('payment-method-required') }),
});

const PaymentCheckoutSchema = z.object({
  paymentId: z.string(),
  /** Dollars, two decimals. */
  amount: z.number(),
  provider: z.enum(PaymentProviderName),
  clientSecret: z.string().optional(),
  redirectUrl: z.string().optional(),
  /** Stripe Elements needs it on the card form. */
  publishableKey: z.string().optional(),
  /** The PayPal order the JS SDK buttons approve, and the client id that loads the SDK. */
  walletOrderId: z.string().optional(),
  paypalClientId: z.string().optional(),
});

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export default async function paymentRoutes(app: App) {
  const { ctx } = app;

  const createRoute = (path: string, orderType: PaymentOrderType) =>
    app.post(
      path,
      {
        schema: { tags, body: CreatePaymentInputSchema, response: { 200: dataOf(PaymentCheckoutSchema) } },
        config: limit(30),
      },
      async (request) => {
        const userId = requireUser(request);
        const checkout = await createPaymentForOrder(
          ctx,
          { orderType, orderId: request.body.id, userId, method: request.body.paymentMethod, returnOrigin: ctx.origins.of(request) },
          idempotencyKeyOf(request),
        );
        const { amountCents, providerRef, ...rest } = checkout;
        const publishableKey = checkout.provider === 'stripe' ? ctx.config.STRIPE_PUBLISHABLE_KEY : undefined;
        const wallet = checkout.provider === 'paypal' ? { walletOrderId: providerRef, paypalClientId: ctx.config.PAYPAL_CLIENT_ID } : {};
        return { data: { ...rest, amount: centsToDollars(amountCents), ...(publishableKey ? { publishableKey } : {}), ...wallet } };
      },
    );
  createRoute('/pay/crowdfunding/create', 'crowdfunding_support');
  createRoute('/pay/figurine/create', 'figurine');

  // Checkout offers only what this store can take: a card-only store shows no PayPal button.
  app.get(
    '/pay/methods',
    { schema: { tags, response: { 200: dataOf(z.object({ methods: z.array(z.enum(PaymentMethod)) })) } } },
    async () => ({ data: { methods: offeredMethods(ctx) } }),
  );

  // The latest attempt to pay one of the shopper's orders: the success page tells waiting from failed by it.
  const PaymentStateSchema = z.object({
    status: z.enum([...PaymentStatus, 'none']),
    /** Why the attempt failed, in the provider's words (SPEC §8). */
    message: z.string().nullable(),
  });
  app.get(
    '/pay/state/:type/:id',
    {
      schema: {
        tags,
        params: z.object({ type: z.enum(PaymentOrderType, { error: reason('order-type-unknown') }), id: IdSchema }),
        response: { 200: dataOf(PaymentStateSchema) },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const payment = await latestPaymentOf(ctx.db, { orderType: request.params.type, orderId: request.params.id, userId });
      return {
        data: payment
          ? { status: payment.status, message: payment.status === 'failed' ? payment.failureMessage : null }
          : { status: 'none' as const, message: null },
      };
    },
  );

  // Signatures are computed over the exact bytes sent, so these routes alone keep the body raw.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // The sandbox delivers its events here over HTTP like the real providers (only when it is the provider).
    for (const name of ['stripe', 'paypal', 'sandbox'] as const) {
      hooks.post(
        `/pay/${name}/webhook`,
        { schema: { tags, response: { 200: OkSchema } }, bodyLimit: WEBHOOK_BODY_LIMIT },
        async (request) => {
          const provider = providerByName(ctx, name);
          if (!provider) throw new AppError('payments-not-enabled', { provider: name });
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          await receiveWebhook(ctx, provider, body, request.headers);
          return { data: true };
        },
      );
    }
  });

  // PayPal sends the shopper back here (`token` is its order id): the capture happens on the server.
  // PayPal appends the approved order's `token` and the payer's `PayerID` to the return URL (its
  // documented redirect); both are declared, since an unknown query field is refused (decision 064).
  const PayPalReturnSchema = z.object({ token: z.string().min(1).max(64), PayerID: z.string().min(1).max(64).optional() });

  // The JS SDK's onApprove: the shopper approved in PayPal's window, the server captures (SPEC §7).
  app.post(
    '/pay/paypal/capture',
    {
      schema: {
        tags,
        body: z.object({
          orderId: z
            .string({ error: reason('order-id-required') })
            .min(1, { error: reason('order-id-required') })
            .max(64),
        }),
        // status: PayPal's capture status (COMPLETED, DECLINED, PENDING…), null when PayPal could not be asked.
        response: { 200: dataOf(z.object({ paid: z.boolean(), status: z.string().nullable() })) },
      },
      config: limit(30),
    },
    async (request) => {
      const { paid, status } = await completeWalletReturn(ctx, request.body.orderId, requireUser(request));
      return { data: { paid, status } };
    },
  );
  app.get('/pay/paypal/return', { schema: { tags, querystring: PayPalReturnSchema, hide: true } }, async (request, reply) => {
    const { payment, paid } = await completeWalletReturn(ctx, request.query.token);
    const origin = ctx.origins.of(request);
    return reply.redirect(paid ? successUrl(origin, payment) : checkoutUrl(origin, payment), 303);
  });
  app.get('/pay/paypal/cancel', { schema: { tags, querystring: PayPalReturnSchema, hide: true } }, async (request, reply) => {
    const payment = await findPaymentByRef(ctx.db, 'paypal', request.query.token);
    if (!payment) throw new AppError('payment-not-found');
    return reply.redirect(checkoutUrl(ctx.origins.of(request), payment), 303);
  });

  await app.register(sandboxRoutes);
  await app.register(paymentMethodsRoutes);
}

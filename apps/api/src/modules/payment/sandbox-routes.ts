import { dataOf, reason } from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { AppError } from '../../platform/errors';
import { CardSchema, TEST_CARDS } from '../../platform/payments/sandbox-cards';
import { checkoutUrl, successUrl, walletPage, walletPageCsp } from './pages';
import { paymentProviders } from './providers';
import { findPaymentByRef } from './service';

const tags = ['payment'];

const clientSecret = z
  .string({ error: reason('client-secret-required') })
  .min(1, { error: reason('client-secret-required') })
  .max(200);
const ConfirmResultSchema = dataOf(z.object({ status: z.enum(['succeeded', 'requires_action', 'failed']), message: z.string() }));
const WalletParamsSchema = z.object({ ref: z.string().regex(/^pi_sbx_[0-9a-f]{24}$/, { error: reason('payment-ref-invalid') }) });

/**
 * The local payment provider's own pages and calls; registered only when PAYMENT_PROVIDER is
 * sandbox, so elsewhere they are unknown paths (404). The client secret or wallet reference is the
 * capability, as with a real provider: the browser holds it, no sign-in is needed.
 */
export default async function sandboxRoutes(app: App) {
  const { ctx } = app;
  const sandbox = paymentProviders(ctx).sandbox;
  if (!sandbox) return;

  app.get(
    '/pay/sandbox/info',
    {
      schema: {
        tags,
        response: {
          200: dataOf(
            z.object({
              sandbox: z.literal(true),
              provider: z.literal('sandbox'),
              testCards: z.array(z.object({ number: z.string(), outcome: z.string(), label: z.string() })),
            }),
          ),
        },
      },
    },
    async () => ({ data: { sandbox: true as const, provider: 'sandbox' as const, testCards: TEST_CARDS } }),
  );

  app.post(
    '/pay/sandbox/confirm',
    {
      schema: { tags, body: CardSchema.extend({ clientSecret }), response: { 200: ConfirmResultSchema } },
      config: limit(60),
    },
    async (request) => {
      const { clientSecret: secret, ...card } = request.body;
      return { data: await sandbox.confirmCard(secret, card) };
    },
  );

  app.post(
    '/pay/sandbox/authenticate',
    {
      schema: {
        tags,
        body: z.object({ clientSecret, approve: z.boolean({ error: reason('approve-invalid') }) }),
        response: { 200: ConfirmResultSchema },
      },
      config: limit(60),
    },
    async (request) => ({ data: await sandbox.authenticate(request.body.clientSecret, request.body.approve) }),
  );

  // The sandbox's event log, as a provider's dashboard shows it (development only).
  if (!ctx.config.production) {
    const EventSchema = z.object({
      id: z.string(),
      type: z.string(),
      providerRef: z.string(),
      attempts: z.number(),
      lastError: z.string().nullable(),
      deliveredAt: z.string().nullable(),
      createdAt: z.string(),
    });
    app.get('/pay/sandbox/events', { schema: { tags, response: { 200: dataOf(z.array(EventSchema)) } } }, async () => ({
      data: (await sandbox.listEvents(100)).map((e) => ({
        ...e,
        deliveredAt: e.deliveredAt?.toISOString() ?? null,
        createdAt: e.createdAt.toISOString(),
      })),
    }));
  }

  // What happens at a provider without a call of ours, so the console and the journeys can see it
  // (development only): a refund from the provider's dashboard, a bank's dispute and its outcome.
  if (!ctx.config.production) {
    const PaymentRefParams = z.object({ ref: z.string().regex(/^pi_sbx_[0-9a-f]{24}$/, { error: reason('payment-ref-invalid') }) });
    const cents = z
      .number({ error: reason('refund-amount-invalid') })
      .int({ error: reason('refund-amount-invalid') })
      .min(1, { error: reason('refund-amount-invalid') });
    app.post(
      '/pay/sandbox/payments/:ref/refund',
      {
        schema: {
          tags,
          params: PaymentRefParams,
          body: z.object({ amountCents: cents.optional() }),
          response: { 200: dataOf(z.object({ refundRef: z.string(), status: z.string() })) },
        },
        config: limit(30),
      },
      async (request) => ({ data: await sandbox.refundFromDashboard(request.params.ref, request.body.amountCents) }),
    );
    const DisputeSchema = z.object({
      disputeRef: z.string(),
      amountCents: z.number(),
      reason: z.string(),
      status: z.enum(['open', 'won', 'lost']),
      evidenceDueBy: z.string().optional(),
    });
    app.post(
      '/pay/sandbox/payments/:ref/dispute',
      {
        schema: {
          tags,
          params: PaymentRefParams,
          body: z.object({
            amountCents: cents.optional(),
            reason: z.string().min(1).max(60).optional(),
            dueInDays: z.number().int().min(0).max(60).optional(),
          }),
          response: { 200: dataOf(DisputeSchema) },
        },
        config: limit(30),
      },
      async (request) => ({ data: await sandbox.openDispute(request.params.ref, request.body) }),
    );
    app.post(
      '/pay/sandbox/disputes/:disputeRef/close',
      {
        schema: {
          tags,
          params: z.object({ disputeRef: z.string().max(100) }),
          body: z.object({ outcome: z.enum(['won', 'lost'], { error: reason('invalid-request') }) }),
          response: { 200: dataOf(DisputeSchema) },
        },
        config: limit(30),
      },
      async (request) => ({ data: await sandbox.closeDispute(request.params.disputeRef, request.body.outcome) }),
    );
  }

  // The wallet page's plain HTML forms post url-encoded bodies, which only these routes accept.
  await app.register(async (plugin) => {
    const wallet = plugin as unknown as App;
    wallet.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    const load = async (ref: string) => {
      const intent = await sandbox.findWalletIntent(ref);
      const payment = intent ? await findPaymentByRef(ctx.db, 'sandbox', ref) : null;
      if (!intent || !payment || payment.status === 'canceled') throw new AppError('payment-not-found');
      return { intent, payment };
    };

    wallet.get('/pay/sandbox/wallet/:ref', { schema: { tags, params: WalletParamsSchema, hide: true } }, async (request, reply) => {
      const { intent, payment } = await load(request.params.ref);
      if (intent.status === 'succeeded') return reply.redirect(successUrl(ctx.origins.of(request), payment), 303);
      const page = walletPage({
        appName: ctx.config.APP_NAME,
        ref: intent.id,
        amountCents: intent.amountCents,
        description: intent.description,
      });
      return reply
        .header('content-security-policy', walletPageCsp(ctx.origins.fallback))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    });

    wallet.post(
      '/pay/sandbox/wallet/:ref/approve',
      { schema: { tags, params: WalletParamsSchema, hide: true }, config: limit(30) },
      async (request, reply) => {
        const { intent, payment } = await load(request.params.ref);
        if (intent.status !== 'succeeded') await sandbox.captureWallet(intent.id);
        return reply.redirect(successUrl(ctx.origins.of(request), payment), 303);
      },
    );

    wallet.post('/pay/sandbox/wallet/:ref/cancel', { schema: { tags, params: WalletParamsSchema, hide: true } }, async (request, reply) => {
      const { payment } = await load(request.params.ref);
      return reply.redirect(checkoutUrl(ctx.origins.of(request), payment), 303);
    });
  });
}

import {
  ConfirmPledgeInputSchema,
  CreateSupportInputSchema,
  DelayAnswerInputSchema,
  PledgeSchema,
  PledgeSetupSchema,
  IdParamsSchema,
  OkSchema,
  SupportOrderListQuerySchema,
  SupportOrderSchema,
  SupportQuoteSchema,
  dataOf,
  listOf,
} from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { idempotencyKeyOf } from '../../platform/idempotency/keys';
import { AppError } from '../../platform/errors';
import { getSupportOrder, listSupportOrders } from './queries';
import { answerSupportDelay } from './promises';
import { confirmPledge, getPledge, startPledge, startPledgeCard } from './pledges';
import { placeSupport } from './service';
import { quoteSupport } from './charges';

const tags = ['crowdfunding'];

export default async function crowdfundingRoutes(app: App) {
  const { ctx } = app;

  app.post(
    '/crowdfunding-support',
    {
      schema: { tags, body: CreateSupportInputSchema, response: { 200: dataOf(z.object({ supportId: z.string() })) } },
      config: limit(30),
    },
    async (request) => ({ data: { supportId: await placeSupport(ctx, requireUser(request), request.body, idempotencyKeyOf(request)) } }),
  );

  // What the tier costs shipped to the supporter's address, before supporting (decision 049).
  app.post(
    '/crowdfunding-support/quote',
    { schema: { tags, body: CreateSupportInputSchema, response: { 200: dataOf(SupportQuoteSchema) } }, config: limit(60) },
    async (request) => ({ data: await quoteSupport(ctx, requireUser(request), request.body) }),
  );

  app.get(
    '/crowdfunding-support/show/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(SupportOrderSchema) } } },
    async (request) => {
      const order = await getSupportOrder(ctx.db, request.params.id, requireUser(request));
      if (!order) throw new AppError('support-not-found');
      return { data: order };
    },
  );

  app.get(
    '/order/crowdfunding/list',
    { schema: { tags, querystring: SupportOrderListQuerySchema, response: { 200: listOf(SupportOrderSchema) } } },
    async (request) => ({
      data: await listSupportOrders(ctx.db, { ...request.query, userId: requireUser(request) }),
    }),
  );

  app.post(
    '/crowdfunding-support/:id/delay-answer',
    { schema: { tags, params: IdParamsSchema, body: DelayAnswerInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await answerSupportDelay(ctx, requireUser(request), request.params.id, request.body.answer, idempotencyKeyOf(request));
      return { data: true };
    },
  );
  // Pledges (charge-on-success campaigns, decision 040): a saved card now, a charge when funded.
  const publishableKey = ctx.config.STRIPE_PUBLISHABLE_KEY;
  const withKey = <T extends object>(setup: T) => (publishableKey ? { ...setup, publishableKey } : setup);
  app.post(
    '/crowdfunding-pledge',
    { schema: { tags, body: CreateSupportInputSchema, response: { 200: dataOf(PledgeSetupSchema) } }, config: limit(30) },
    async (request) => ({ data: withKey(await startPledge(ctx, requireUser(request), request.body, idempotencyKeyOf(request))) }),
  );

  app.post(
    '/crowdfunding-pledge/:id/card',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(PledgeSetupSchema) } }, config: limit(30) },
    async (request) => ({ data: withKey(await startPledgeCard(ctx, requireUser(request), request.params.id)) }),
  );

  app.post(
    '/crowdfunding-pledge/:id/confirm',
    {
      schema: { tags, params: IdParamsSchema, body: ConfirmPledgeInputSchema, response: { 200: dataOf(PledgeSchema) } },
      config: limit(30),
    },
    async (request) => {
      const userId = requireUser(request);
      await confirmPledge(ctx, userId, request.params.id, request.body.setupRef);
      return { data: await getPledge(ctx, userId, request.params.id) };
    },
  );

  app.get(
    '/crowdfunding-pledge/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(PledgeSchema) } } },
    async (request) => ({ data: await getPledge(ctx, requireUser(request), request.params.id) }),
  );
}

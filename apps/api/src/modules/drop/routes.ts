import { IdParamsSchema, LotteryApplyInputSchema, LotteryDrawRecordSchema, LotterySchema, dataOf } from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireUser } from '../../platform/auth-hook';
import { idempotencyKeyOf } from '../../platform/idempotency/keys';
import { drawRecord, getLottery, lotteryOfSpec } from './queries';
import { applyToLottery, buyLotteryUnits } from './service';

const tags = ['lottery'];
const viewerId = (request: { viewer: { kind: string; userId?: string } | null }) =>
  request.viewer?.kind === 'user' ? (request.viewer.userId ?? null) : null;

/** Lottery drops, the shopper's side: see one, apply once, buy within the window, check the draw. */
export default async function dropRoutes(app: App) {
  const { ctx } = app;

  app.get('/lottery/:id', { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(LotterySchema) } } }, async (request) => ({
    data: await getLottery(ctx.db, request.params.id, viewerId(request)),
  }));

  app.get(
    '/lottery/of-spec/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(LotterySchema.nullable()) } } },
    async (request) => ({ data: await lotteryOfSpec(ctx.db, request.params.id, viewerId(request)) }),
  );

  app.get(
    '/lottery/:id/draw',
    { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(LotteryDrawRecordSchema) } } },
    async (request) => ({ data: await drawRecord(ctx.db, request.params.id) }),
  );

  app.post(
    '/lottery/:id/apply',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: LotteryApplyInputSchema,
        response: { 200: dataOf(z.object({ applicationId: z.string() })) },
      },
      config: limit(30),
    },
    async (request) => ({
      data: { applicationId: await applyToLottery(ctx, requireUser(request), request.params.id, request.body.quantity) },
    }),
  );

  app.post(
    '/lottery/application/:id/buy',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: dataOf(z.object({ characterSaleOrderId: z.string() })) } },
      config: limit(30),
    },
    async (request) => ({
      data: {
        characterSaleOrderId: await buyLotteryUnits(ctx, requireUser(request), request.params.id, idempotencyKeyOf(request)),
      },
    }),
  );
}

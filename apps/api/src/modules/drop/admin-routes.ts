import {
  AdminLotteryDrawRecordSchema,
  AdminLotteryInputSchema,
  IdParamsSchema,
  LotterySchema,
  OkSchema,
  RaffleSpecRefSchema,
  dataOf,
  listOf,
} from '@pedestal/contract';
import { z } from 'zod';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { adminDrawRecord, availableLotterySpecs, getLottery, listLotteries } from './queries';
import { createLottery, deleteLottery, drawLottery } from './service';

const tags = ['admin'];

/** Lottery drops in the console: set one up on a spec, run its draw, see who was drawn. */
export default async function dropAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.post(
    '/admin/lottery',
    { config: { permission: 'raffles.manage' }, schema: { tags, body: AdminLotteryInputSchema, response: { 200: dataOf(LotterySchema) } } },
    async (request) => ({
      data: await getLottery(ctx.db, await createLottery(ctx, requireAdmin(request), request.body), null),
    }),
  );

  app.get(
    '/admin/lottery/list',
    { config: { permission: 'console.read' }, schema: { tags, response: { 200: dataOf(z.array(LotterySchema)) } } },
    async () => ({
      data: await listLotteries(ctx.db),
    }),
  );

  // The New lottery form's picker (a static segment: Fastify ranks it above `/admin/lottery/:id`).
  app.get(
    '/admin/lottery/available-specs',
    { config: { permission: 'console.read' }, schema: { tags, response: { 200: listOf(RaffleSpecRefSchema) } } },
    async () => ({ data: await availableLotterySpecs(ctx.db) }),
  );

  app.get(
    '/admin/lottery/:id',
    {
      config: { permission: 'console.read' },
      schema: { tags, params: IdParamsSchema, response: { 200: dataOf(AdminLotteryDrawRecordSchema) } },
    },
    async (request) => ({
      data: await adminDrawRecord(ctx.db, request.params.id),
    }),
  );

  app.delete(
    '/admin/lottery/:id',
    { config: { permission: 'raffles.manage' }, schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await deleteLottery(ctx, requireAdmin(request), request.params.id);
      return { data: true };
    },
  );

  app.post(
    '/admin/lottery/:id/draw',
    { config: { permission: 'raffles.manage' }, schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await drawLottery(ctx, request.params.id, requireAdmin(request));
      return { data: true };
    },
  );
}

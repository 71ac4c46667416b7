import {
  AdminRaffleDetailSchema,
  AdminRaffleInputSchema,
  AdminRaffleSchema,
  AdminRaffleSpecInputSchema,
  AdminRaffleUpdateSchema,
  IdParamsSchema,
  IdSchema,
  OkSchema,
  PageQuerySchema,
  RaffleSpecRefSchema,
  dataOf,
  listOf,
  pageOf,
} from '@pedestal/contract';
import { z } from 'zod';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { addSpec, createRaffle, getRaffle, getRaffleDetail, listRaffles, removeSpec, updateRaffle } from './admin-service';
import { availableSpecs } from './queries';

const tags = ['admin'];
const one = { 200: dataOf(AdminRaffleSchema) };

/** Raffles and their specs; every command audits itself in its transaction. */
export default async function raffleAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.post(
    '/admin/raffle',
    { config: { permission: 'raffles.manage' }, schema: { tags, body: AdminRaffleInputSchema, response: one } },
    async (request) => ({
      data: await getRaffle(ctx.db, await createRaffle(ctx, requireAdmin(request), request.body)),
    }),
  );

  app.get(
    '/admin/raffle/list',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: PageQuerySchema, response: { 200: pageOf(AdminRaffleSchema) } },
    },
    async (request) => listRaffles(ctx.db, request.query),
  );

  app.get(
    '/admin/raffle/show/:id',
    { config: { permission: 'console.read' }, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => ({
      data: await getRaffle(ctx.db, request.params.id),
    }),
  );

  app.get(
    '/admin/raffle/detail/:id',
    {
      config: { permission: 'console.read' },
      schema: { tags, params: IdParamsSchema, response: { 200: dataOf(AdminRaffleDetailSchema) } },
    },
    async (request) => ({
      data: await getRaffleDetail(ctx.db, request.params.id),
    }),
  );

  app.get(
    '/admin/raffle/available-specs',
    { config: { permission: 'console.read' }, schema: { tags, response: { 200: listOf(RaffleSpecRefSchema) } } },
    async () => ({
      data: await availableSpecs(ctx.db),
    }),
  );

  app.put(
    '/admin/raffle/:id',
    { config: { permission: 'raffles.manage' }, schema: { tags, params: IdParamsSchema, body: AdminRaffleUpdateSchema, response: one } },
    async (request) => {
      await updateRaffle(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await getRaffle(ctx.db, request.params.id) };
    },
  );

  // Entries keep referring to the raffle, so deleting ends it (and reveals the seed) instead.
  app.delete(
    '/admin/raffle/:id',
    { config: { permission: 'raffles.manage' }, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => {
      await updateRaffle(ctx, requireAdmin(request), request.params.id, { status: 'ended' }, 'raffle.delete');
      return { data: await getRaffle(ctx.db, request.params.id) };
    },
  );

  app.patch(
    '/admin/raffle/add-figurine-spec',
    { config: { permission: 'raffles.manage' }, schema: { tags, body: AdminRaffleSpecInputSchema, response: { 200: OkSchema } } },
    async (request) => {
      await addSpec(ctx, requireAdmin(request), request.body.raffleId, request.body.specId);
      return { data: true };
    },
  );

  app.patch(
    '/admin/raffle/remove-figurine-spec/:specId',
    { config: { permission: 'raffles.manage' }, schema: { tags, params: z.object({ specId: IdSchema }), response: { 200: OkSchema } } },
    async (request) => {
      await removeSpec(ctx, requireAdmin(request), request.params.specId);
      return { data: true };
    },
  );
}

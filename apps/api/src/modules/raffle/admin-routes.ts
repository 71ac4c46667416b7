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
} from '@pedestal/contract';
import { z } from 'zod';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { recordAudit } from '../admin/audit';
import { addSpec, availableSpecs, createRaffle, getRaffle, getRaffleDetail, listRaffles, removeSpec, updateRaffle } from './admin-service';

const tags = ['admin'];
const one = { 200: dataOf(AdminRaffleSchema) };

/** Raffles and their specs; every change is audited in its transaction. */
export default async function raffleAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.post('/admin/raffle', { schema: { tags, body: AdminRaffleInputSchema, response: one } }, async (request) => {
    const id = await ctx.db.transaction(async (tx) => {
      const created = await createRaffle(tx, request.body);
      await recordAudit(tx, requireAdmin(request), { action: 'raffle.create', targetType: 'raffle', targetId: created, detail: request.body });
      return created;
    });
    return { data: await getRaffle(ctx.db, id) };
  });

  app.get('/admin/raffle/list', { schema: { tags, querystring: PageQuerySchema, response: { 200: listOf(AdminRaffleSchema) } } }, async (request) => ({
    data: await listRaffles(ctx.db, request.query),
  }));

  app.get('/admin/raffle/show/:id', { schema: { tags, params: IdParamsSchema, response: one } }, async (request) => ({ data: await getRaffle(ctx.db, request.params.id) }));

  app.get('/admin/raffle/detail/:id', { schema: { tags, params: IdParamsSchema, response: { 200: dataOf(AdminRaffleDetailSchema) } } }, async (request) => ({
    data: await getRaffleDetail(ctx.db, request.params.id),
  }));

  app.get('/admin/raffle/available-specs', { schema: { tags, response: { 200: listOf(RaffleSpecRefSchema) } } }, async () => ({ data: await availableSpecs(ctx.db) }));

  const update = async (adminId: string, id: string, input: z.infer<typeof AdminRaffleUpdateSchema>, action: string) => {
    await ctx.db.transaction(async (tx) => {
      const change = await updateRaffle(tx, id, ctx.clock.now(), input);
      await recordAudit(tx, adminId, { action, targetType: 'raffle', targetId: id, detail: change });
    });
    return { data: await getRaffle(ctx.db, id) };
  };

  app.put('/admin/raffle/:id', { schema: { tags, params: IdParamsSchema, body: AdminRaffleUpdateSchema, response: one } }, async (request) =>
    update(requireAdmin(request), request.params.id, request.body, 'raffle.update'),
  );

  // Entries keep referring to the raffle, so deleting ends it (and reveals the seed) instead.
  app.delete('/admin/raffle/:id', { schema: { tags, params: IdParamsSchema, response: one } }, async (request) =>
    update(requireAdmin(request), request.params.id, { status: 'ended' }, 'raffle.delete'),
  );

  app.patch('/admin/raffle/add-figurine-spec', { schema: { tags, body: AdminRaffleSpecInputSchema, response: { 200: OkSchema } } }, async (request) => {
    const { raffleId, specId } = request.body;
    await ctx.db.transaction(async (tx) => {
      await addSpec(tx, raffleId, specId);
      await recordAudit(tx, requireAdmin(request), { action: 'raffle.add_spec', targetType: 'raffle', targetId: raffleId, detail: { specId } });
    });
    return { data: true };
  });

  app.patch('/admin/raffle/remove-figurine-spec/:specId', { schema: { tags, params: z.object({ specId: IdSchema }), response: { 200: OkSchema } } }, async (request) => {
    const { specId } = request.params;
    await ctx.db.transaction(async (tx) => {
      const raffleId = await removeSpec(tx, specId);
      await recordAudit(tx, requireAdmin(request), { action: 'raffle.remove_spec', targetType: 'raffle', targetId: raffleId, detail: { specId } });
    });
    return { data: true };
  });
}

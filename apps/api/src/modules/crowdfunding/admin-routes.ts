import {
  AdminCrowdfundingSpecSchema,
  AdminSupportOrderListQuerySchema,
  AdminSupportOrderSchema,
  CreateCrowdfundingSpecInputSchema,
  IdParamsSchema,
  OkSchema,
  UpdateCrowdfundingSpecInputSchema,
  centsToDollars,
  dataOf,
  listOf,
} from '@pedestal/contract';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { listSupportOrders } from './queries';
import { createSpec, deleteSpec, listSpecs, updateSpec } from './service';

const tags = ['admin'];
const specOut = (s: { id: string; name: string; rewards: string; priceCents: number; diamond: number; status: 'active' | 'inactive' }) => ({
  id: s.id,
  name: s.name,
  rewards: s.rewards,
  price: centsToDollars(s.priceCents),
  diamond: s.diamond,
  status: s.status,
});

/** Campaign lifecycle, specs and support orders; every command audits itself in its transaction. */
export default async function crowdfundingAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.post(
    '/admin/crowdfunding-spec',
    { schema: { tags, body: CreateCrowdfundingSpecInputSchema, response: { 200: dataOf(AdminCrowdfundingSpecSchema) } } },
    async (request) => ({
      data: specOut(await createSpec(ctx, requireAdmin(request), request.body)),
    }),
  );

  // SPEC §7 names the character in the path (POST admin/crowdfunding-spec/{characterId}); the body form above stays.
  app.post(
    '/admin/crowdfunding-spec/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: CreateCrowdfundingSpecInputSchema.omit({ characterId: true }),
        response: { 200: dataOf(AdminCrowdfundingSpecSchema) },
      },
    },
    async (request) => ({
      data: specOut(await createSpec(ctx, requireAdmin(request), { ...request.body, characterId: request.params.id })),
    }),
  );

  app.get(
    '/admin/crowdfunding-spec/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: listOf(AdminCrowdfundingSpecSchema) } } },
    async (request) => ({
      data: (await listSpecs(ctx.db, request.params.id)).map(specOut),
    }),
  );

  app.put(
    '/admin/crowdfunding-spec/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateCrowdfundingSpecInputSchema,
        response: { 200: dataOf(AdminCrowdfundingSpecSchema) },
      },
    },
    async (request) => ({ data: specOut(await updateSpec(ctx, requireAdmin(request), request.params.id, request.body)) }),
  );

  app.delete('/admin/crowdfunding-spec/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await deleteSpec(ctx, requireAdmin(request), request.params.id);
    return { data: true };
  });

  app.get(
    '/admin/order/crowdfunding',
    { schema: { tags, querystring: AdminSupportOrderListQuerySchema, response: { 200: listOf(AdminSupportOrderSchema) } } },
    async (request) => ({
      data: await listSupportOrders(ctx.db, request.query),
    }),
  );
}

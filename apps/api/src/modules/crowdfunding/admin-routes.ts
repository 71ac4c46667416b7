import {
  AdminCrowdfundingSpecSchema,
  AdminErroredPledgeSchema,
  AdminSupportOrderListQuerySchema,
  AdminSupportOrderSchema,
  CampaignShippingSchema,
  RecordDelayInputSchema,
  ShipMonthInputSchema,
  CreateCrowdfundingSpecInputSchema,
  IdParamsSchema,
  OkSchema,
  ListTotalsSchema,
  UpdateCrowdfundingSpecInputSchema,
  centsToDollars,
  dataOf,
  listOf,
} from '@pedestal/contract';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { campaignShipping, recordCampaignDelay, setCampaignShipMonth } from './promises';
import { listErroredPledges, listSupportOrders, supportListTotals } from './queries';
import { createSpec, deleteSpec, listSpecs, updateSpec } from './service';

const tags = ['admin'];
const specOut = (s: {
  id: string;
  name: string;
  rewards: string;
  priceCents: number;
  diamond: number;
  status: 'active' | 'inactive';
  ships: boolean;
  weightGrams: number;
}) => ({
  id: s.id,
  name: s.name,
  rewards: s.rewards,
  price: centsToDollars(s.priceCents),
  diamond: s.diamond,
  status: s.status,
  ships: s.ships,
  weightGrams: s.weightGrams,
});

/** Campaign lifecycle, specs and support orders; every command audits itself in its transaction. */
export default async function crowdfundingAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.post(
    '/admin/crowdfunding-spec',
    {
      config: { permission: 'prices.edit' },
      schema: { tags, body: CreateCrowdfundingSpecInputSchema, response: { 200: dataOf(AdminCrowdfundingSpecSchema) } },
    },
    async (request) => ({
      data: specOut(await createSpec(ctx, requireAdmin(request), request.body)),
    }),
  );

  // SPEC §7 names the character in the path (POST admin/crowdfunding-spec/{characterId}); the body form above stays.
  app.post(
    '/admin/crowdfunding-spec/:id',
    {
      config: { permission: 'prices.edit' },
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
    {
      config: { permission: 'console.read' },
      schema: { tags, params: IdParamsSchema, response: { 200: listOf(AdminCrowdfundingSpecSchema) } },
    },
    async (request) => ({
      data: (await listSpecs(ctx.db, request.params.id)).map(specOut),
    }),
  );

  app.put(
    '/admin/crowdfunding-spec/:id',
    {
      config: { permission: 'prices.edit' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateCrowdfundingSpecInputSchema,
        response: { 200: dataOf(AdminCrowdfundingSpecSchema) },
      },
    },
    async (request) => ({ data: specOut(await updateSpec(ctx, requireAdmin(request), request.params.id, request.body)) }),
  );

  app.delete(
    '/admin/crowdfunding-spec/:id',
    { config: { permission: 'prices.edit' }, schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await deleteSpec(ctx, requireAdmin(request), request.params.id);
      return { data: true };
    },
  );

  app.get(
    '/admin/order/crowdfunding/totals',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: AdminSupportOrderListQuerySchema, response: { 200: dataOf(ListTotalsSchema) } },
    },
    async (request) => ({ data: await supportListTotals(ctx.db, request.query) }),
  );

  app.get(
    '/admin/order/crowdfunding',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: AdminSupportOrderListQuerySchema, response: { 200: listOf(AdminSupportOrderSchema) } },
    },
    async (request) => ({
      data: await listSupportOrders(ctx.db, request.query),
    }),
  );

  // Issue 29: the estimated ship month of a campaign's rewards, and its delays.
  const shipping = { 200: dataOf(CampaignShippingSchema) };
  app.get(
    '/admin/crowdfunding/:id/shipping',
    { config: { permission: 'console.read' }, schema: { tags, params: IdParamsSchema, response: shipping } },
    async (request) => ({
      data: await campaignShipping(ctx.db, request.params.id),
    }),
  );

  app.put(
    '/admin/crowdfunding/:id/shipping',
    {
      config: { permission: 'campaigns.manage' },
      schema: { tags, params: IdParamsSchema, body: ShipMonthInputSchema, response: shipping },
    },
    async (request) => {
      await setCampaignShipMonth(ctx, requireAdmin(request), request.params.id, request.body.shipMonth);
      return { data: await campaignShipping(ctx.db, request.params.id) };
    },
  );

  app.post(
    '/admin/crowdfunding/:id/delay',
    {
      config: { permission: 'campaigns.manage' },
      schema: { tags, params: IdParamsSchema, body: RecordDelayInputSchema, response: shipping },
    },
    async (request) => {
      await recordCampaignDelay(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await campaignShipping(ctx.db, request.params.id) };
    },
  );
  // Pledges whose charge failed (decision 040), oldest failure first, with their reasons.
  app.get(
    '/admin/crowdfunding-pledges/errored',
    { config: { permission: 'console.read' }, schema: { tags, response: { 200: listOf(AdminErroredPledgeSchema) } } },
    async () => ({
      data: await listErroredPledges(ctx.db),
    }),
  );
}

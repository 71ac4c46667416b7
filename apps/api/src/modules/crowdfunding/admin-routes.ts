import {
  AdminCrowdfundingInputSchema,
  AdminCrowdfundingSpecSchema,
  AdminSupportOrderListQuerySchema,
  AdminSupportOrderSchema,
  CharacterDetailSchema,
  CreateCrowdfundingSpecInputSchema,
  IdParamsSchema,
  OkSchema,
  SettingsSchema,
  UpdateCrowdfundingSpecInputSchema,
  UpdateSettingsInputSchema,
  centsToDollars,
  dataOf,
  listOf,
} from '@pedestal/contract';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../admin/audit';
import { getCharacterDetail } from '../character/detail-queries';
import { getSettings, saveSettings } from '../content/service';
import { finishCampaignSuccess, startCrowdfunding } from './lifecycle';
import { listSupportOrders } from './queries';
import { createSpec, deleteSpec, listSpecs, updateCampaign, updateSpec } from './service';

const tags = ['admin'];
const specOut = (s: { id: string; priceCents: number; diamond: number; status: 'active' | 'inactive' }) => ({ id: s.id, price: centsToDollars(s.priceCents), diamond: s.diamond, status: s.status });
const detail = { 200: dataOf(CharacterDetailSchema) };

/** Campaign lifecycle, specs, support orders and platform settings; every change is audited in its transaction. */
export default async function crowdfundingAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });
  const show = async (id: string) => (await getCharacterDetail(ctx.db, id, { userId: null, isAdmin: true }, ctx.clock.now()))!;

  app.get('/admin/character/start-crowdfunding/:id', { schema: { tags, params: IdParamsSchema, response: detail } }, async (request) => {
    const { id } = request.params;
    await ctx.db.transaction(async (tx) => {
      const started = await startCrowdfunding(ctx, tx, id);
      await recordAudit(tx, requireAdmin(request), { action: 'crowdfunding.start', targetType: 'character', targetId: id, detail: started });
    });
    return { data: await show(id) };
  });

  app.get('/admin/character/finish-crowdfunding-success/:id', { schema: { tags, params: IdParamsSchema, response: detail } }, async (request) => {
    const { id } = request.params;
    await ctx.db.transaction(async (tx) => {
      if (!(await finishCampaignSuccess(ctx, tx, id))) throw AppError.rejected('Only an active campaign can be finished as a success');
      await recordAudit(tx, requireAdmin(request), { action: 'crowdfunding.finish_success', targetType: 'character', targetId: id });
    });
    return { data: await show(id) };
  });

  app.put('/admin/crowdfunding/:id', { schema: { tags, params: IdParamsSchema, body: AdminCrowdfundingInputSchema, response: detail } }, async (request) => {
    const { id } = request.params;
    await ctx.db.transaction(async (tx) => {
      const before = await updateCampaign(ctx, tx, id, request.body);
      await recordAudit(tx, requireAdmin(request), { action: 'crowdfunding.update', targetType: 'crowdfunding', targetId: id, detail: { input: request.body, before } });
    });
    return { data: await show(id) };
  });

  app.post('/admin/crowdfunding-spec', { schema: { tags, body: CreateCrowdfundingSpecInputSchema, response: { 200: dataOf(AdminCrowdfundingSpecSchema) } } }, async (request) => {
    const spec = await ctx.db.transaction(async (tx) => {
      const spec = await createSpec(tx, request.body);
      await recordAudit(tx, requireAdmin(request), { action: 'crowdfunding_spec.create', targetType: 'crowdfunding_spec', targetId: spec.id, detail: request.body });
      return spec;
    });
    return { data: specOut(spec) };
  });

  app.get('/admin/crowdfunding-spec/:id', { schema: { tags, params: IdParamsSchema, response: { 200: listOf(AdminCrowdfundingSpecSchema) } } }, async (request) => ({
    data: (await listSpecs(ctx.db, request.params.id)).map(specOut),
  }));

  app.put('/admin/crowdfunding-spec/:id', {
    schema: { tags, params: IdParamsSchema, body: UpdateCrowdfundingSpecInputSchema, response: { 200: dataOf(AdminCrowdfundingSpecSchema) } },
  }, async (request) => {
    const spec = await ctx.db.transaction(async (tx) => {
      const spec = await updateSpec(tx, request.params.id, request.body);
      await recordAudit(tx, requireAdmin(request), { action: 'crowdfunding_spec.update', targetType: 'crowdfunding_spec', targetId: spec.id, detail: request.body });
      return spec;
    });
    return { data: specOut(spec) };
  });

  app.delete('/admin/crowdfunding-spec/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await ctx.db.transaction(async (tx) => {
      const spec = await deleteSpec(tx, request.params.id);
      await recordAudit(tx, requireAdmin(request), { action: 'crowdfunding_spec.delete', targetType: 'crowdfunding_spec', targetId: spec.id, detail: { characterId: spec.characterId } });
    });
    return { data: true };
  });

  app.get('/admin/order/crowdfunding', { schema: { tags, querystring: AdminSupportOrderListQuerySchema, response: { 200: listOf(AdminSupportOrderSchema) } } }, async (request) => ({
    data: await listSupportOrders(ctx.db, request.query),
  }));

  app.get('/admin/system/setting', { schema: { tags, response: { 200: dataOf(SettingsSchema) } } }, async () => ({ data: await getSettings(ctx.db) }));

  app.put('/admin/system/setting', { schema: { tags, body: UpdateSettingsInputSchema, response: { 200: dataOf(SettingsSchema) } } }, async (request) => {
    await ctx.db.transaction(async (tx) => {
      const before = await getSettings(tx);
      await saveSettings(tx, request.body);
      await recordAudit(tx, requireAdmin(request), { action: 'setting.update', targetType: 'setting', targetId: 'platform', detail: { input: request.body, before } });
    });
    return { data: await getSettings(ctx.db) };
  });
}

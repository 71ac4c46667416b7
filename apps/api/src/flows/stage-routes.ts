import {
  AdminCrowdfundingInputSchema,
  AmendCampaignInputSchema,
  AdminSaleInputSchema,
  CharacterDetailSchema,
  FundBelowGoalInputSchema,
  IdParamsSchema,
  StartPreSaleInputSchema,
  StartPreSaleQuerySchema,
  dataOf,
} from '@pedestal/contract';
import type { App } from '../app-types';
import { getCharacterDetail } from '../modules/catalog';
import { requireAdmin } from '../platform/auth-hook';
import {
  amendCampaign,
  finishCampaignAsFailed,
  finishCampaignAsFunded,
  fundCampaignBelowGoal,
  updateCampaign,
} from '../modules/crowdfunding';
import { updateSale } from '../modules/shop';
import { prepareCampaignDraft, startCampaignDraft, startCrowdfunding } from './start-crowdfunding';
import { startPreSale } from './start-pre-sale';

const tags = ['admin'];
const detail = { 200: dataOf(CharacterDetailSchema) };

/** A character's stages moved by an operator (crowdfunding, pre-sale, sale), each answered with the character as the console shows it. */
export default async function stageAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });
  const show = async (id: string) => (await getCharacterDetail(ctx.db, id, { userId: null, isAdmin: true }, ctx.clock.now()))!;

  app.get(
    '/admin/character/start-crowdfunding/:id',
    { config: { permission: 'campaigns.manage' }, schema: { tags, params: IdParamsSchema, response: detail } },
    async (request) => {
      await startCrowdfunding(ctx, requireAdmin(request), request.params.id);
      return { data: await show(request.params.id) };
    },
  );

  app.get(
    '/admin/character/finish-crowdfunding-success/:id',
    { config: { permission: 'campaigns.manage' }, schema: { tags, params: IdParamsSchema, response: detail } },
    async (request) => {
      await finishCampaignAsFunded(ctx, requireAdmin(request), request.params.id);
      return { data: await show(request.params.id) };
    },
  );

  // Below its goal a campaign is funded only by this override, with a reason (decision 036).
  app.post(
    '/admin/character/fund-below-goal/:id',
    {
      config: { permission: 'campaigns.manage' },
      schema: { tags, params: IdParamsSchema, body: FundBelowGoalInputSchema, response: detail },
    },
    async (request) => {
      await fundCampaignBelowGoal(ctx, requireAdmin(request), request.params.id, request.body.reason);
      return { data: await show(request.params.id) };
    },
  );

  app.post(
    '/admin/character/finish-crowdfunding-failed/:id',
    { config: { permission: 'campaigns.manage' }, schema: { tags, params: IdParamsSchema, response: detail } },
    async (request) => {
      await finishCampaignAsFailed(ctx, requireAdmin(request), request.params.id);
      return { data: await show(request.params.id) };
    },
  );

  app.put(
    '/admin/crowdfunding/:id',
    {
      config: { permission: 'campaigns.manage' },
      schema: { tags, params: IdParamsSchema, body: AdminCrowdfundingInputSchema, response: detail },
    },
    async (request) => {
      await updateCampaign(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await show(request.params.id) };
    },
  );

  // Decision 066: a campaign prepared as a draft (unseen by shoppers), started when complete.
  app.post(
    '/admin/crowdfunding/:id/draft',
    { config: { permission: 'campaigns.manage' }, schema: { tags, params: IdParamsSchema, response: detail } },
    async (request) => {
      await prepareCampaignDraft(ctx, requireAdmin(request), request.params.id);
      return { data: await show(request.params.id) };
    },
  );

  app.post(
    '/admin/crowdfunding/:id/start',
    { config: { permission: 'campaigns.manage' }, schema: { tags, params: IdParamsSchema, response: detail } },
    async (request) => {
      await startCampaignDraft(ctx, requireAdmin(request), request.params.id);
      return { data: await show(request.params.id) };
    },
  );

  // A running campaign's goal, end date and tier prices change only here, with a reason (decision 066).
  app.post(
    '/admin/crowdfunding/:id/amend',
    {
      config: { permission: 'campaigns.manage' },
      schema: { tags, params: IdParamsSchema, body: AmendCampaignInputSchema, response: detail },
    },
    async (request) => {
      await amendCampaign(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await show(request.params.id) };
    },
  );

  app.get(
    '/admin/character/start-pre-sale/:id',
    {
      config: { permission: 'prices.edit' },
      schema: { tags, params: IdParamsSchema, querystring: StartPreSaleQuerySchema, response: detail },
    },
    async (request) => {
      await startPreSale(ctx, requireAdmin(request), request.params.id, request.query);
      return { data: await show(request.params.id) };
    },
  );

  // The console's form: the same start with the description in each language, in one transaction (decision 046).
  app.post(
    '/admin/character/start-pre-sale/:id',
    {
      config: { permission: 'prices.edit' },
      schema: { tags, params: IdParamsSchema, body: StartPreSaleInputSchema, response: detail },
    },
    async (request) => {
      await startPreSale(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await show(request.params.id) };
    },
  );

  app.put(
    '/admin/sale/:id',
    { config: { permission: 'prices.edit' }, schema: { tags, params: IdParamsSchema, body: AdminSaleInputSchema, response: detail } },
    async (request) => {
      await updateSale(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await show(request.params.id) };
    },
  );
}

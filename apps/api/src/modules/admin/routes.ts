import {
  AdminCharacterListQuerySchema,
  AdminVoteInputSchema,
  BalanceAdjustmentInputSchema,
  CharacterCardSchema,
  CharacterDetailSchema,
  IdParamsSchema,
  OkSchema,
  PageQuerySchema,
  RejectCharacterQuerySchema,
  SuspendUserInputSchema,
  UpdateCharacterInputSchema,
  UserRefSchema,
  VoteNegotiation,
  VoteSummarySchema,
  WalletHistoryRowSchema,
  dataOf,
  listOf,
  pageOf,
} from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { readUploadedFile } from '../../platform/storage/upload';
import { getCharacterDetail } from '../catalog';
import { adminDeleteCharacter, adminUpdateCharacter, approveCharacter, rejectCharacter } from '../character';
import { adminUpdateVote } from '../vote';
import { listLedger } from '../wallet';
import { getDashboard } from './dashboard-queries';
import { getAdminUser, getUserActivity, listAdminCharacters, listAuditLogs, listUsers } from './queries';
import { adjustBalance, restoreUser, revokeSessionsOf, suspendUser, uploadAdminImage } from './service';

const tags = ['admin'];
const AdminCharacterSchema = CharacterCardSchema.extend({ rejectReason: z.string().nullable(), user: UserRefSchema });
const AdminUserSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  /** Suspended by an operator (decision 036): no sign-in, no buying. */
  suspendedAt: z.string().nullable(),
  voteToken: z.number(),
  diamond: z.number(),
  frozenDiamond: z.number(),
});
const detail = { 200: dataOf(CharacterDetailSchema) };
const DashboardSchema = z.object({
  pendingReviews: z.object({
    count: z.number(),
    oldest: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.string() })),
  }),
  votesNearTarget: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      countCurrent: z.number(),
      countTarget: z.number(),
      progress: z.number(),
      reached: z.boolean(),
      negotiation: z.enum(VoteNegotiation).nullable(),
    }),
  ),
  campaigns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      current: z.number(),
      target: z.number(),
      progress: z.number(),
      endAt: z.string().nullable(),
      daysLeft: z.number().nullable(),
    }),
  ),
  ordersToShip: z.number(),
  refundsInProgress: z.object({ figurineOrders: z.number(), supports: z.number() }),
  today: z.object({
    since: z.string(),
    revenue: z.number(),
    figurineRevenue: z.number(),
    figurineOrders: z.number(),
    supportRevenue: z.number(),
    supports: z.number(),
    raffleEntries: z.number(),
    raffleDiamonds: z.number(),
  }),
  raffleEntries: z.number(),
});
const UserActivitySchema = z.object({
  orders: z.array(
    z.object({ id: z.string(), no: z.string(), kind: z.string(), status: z.string(), total: z.number(), createdAt: z.string() }),
  ),
  supports: z.array(
    z.object({
      id: z.string(),
      no: z.string(),
      characterId: z.string(),
      characterName: z.string(),
      amount: z.number(),
      diamond: z.number(),
      status: z.string(),
      refundStatus: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  raffleEntries: z.array(
    z.object({
      id: z.string(),
      raffleId: z.string(),
      raffleTitle: z.string(),
      isWin: z.boolean(),
      costDiamond: z.number(),
      orderId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
const AuditLogSchema = z.object({
  id: z.string(),
  adminId: z.string(),
  adminUsername: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The target by name or number where the console can resolve it (issue 41); null otherwise. */
  targetName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
const AuditListQuerySchema = PageQuerySchema.extend({
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(40).optional(),
  action: z.string().trim().max(60).optional(),
});

/** Character review, vote settings and the user list; every change is audited in its transaction. */
export default async function adminRoutes(app: App) {
  const { ctx } = app;
  // Authorise before validating, so a visitor or shopper learns nothing about the input rules.
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });
  const showCharacter = async (id: string) => (await getCharacterDetail(ctx.db, id, { userId: null, isAdmin: true }, ctx.clock.now()))!;

  app.get(
    '/admin/character/list',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: AdminCharacterListQuerySchema, response: { 200: pageOf(AdminCharacterSchema) } },
    },
    async (request) => listAdminCharacters(ctx.db, request.query, ctx.clock.now()),
  );

  app.get(
    '/admin/character/show/:id',
    { config: { permission: 'console.read' }, schema: { tags, params: IdParamsSchema, response: detail } },
    async (request) => {
      const found = await getCharacterDetail(ctx.db, request.params.id, { userId: null, isAdmin: true }, ctx.clock.now());
      if (!found) throw new AppError('character-not-found');
      return { data: found };
    },
  );

  app.put(
    '/admin/character/:id',
    {
      config: { permission: 'characters.review' },
      schema: { tags, params: IdParamsSchema, body: UpdateCharacterInputSchema, response: detail },
    },
    async (request) => {
      await adminUpdateCharacter(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await showCharacter(request.params.id) };
    },
  );

  app.delete(
    '/admin/character/:id',
    { config: { permission: 'characters.delete' }, schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await adminDeleteCharacter(ctx, requireAdmin(request), request.params.id);
      return { data: true };
    },
  );

  app.get(
    '/admin/character/approve/:id',
    { config: { permission: 'characters.review' }, schema: { tags, params: IdParamsSchema, response: detail } },
    async (request) => {
      await approveCharacter(ctx, requireAdmin(request), request.params.id);
      return { data: await showCharacter(request.params.id) };
    },
  );

  app.get(
    '/admin/character/reject/:id',
    {
      config: { permission: 'characters.review' },
      schema: { tags, params: IdParamsSchema, querystring: RejectCharacterQuerySchema, response: detail },
    },
    async (request) => {
      await rejectCharacter(ctx, requireAdmin(request), request.params.id, request.query.rejectReason);
      return { data: await showCharacter(request.params.id) };
    },
  );

  app.put(
    '/admin/vote/:id',
    {
      config: { permission: 'characters.review' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: AdminVoteInputSchema,
        response: { 200: dataOf(VoteSummarySchema.extend({ negotiation: z.enum(VoteNegotiation).nullable() })) },
      },
    },
    async (request) => ({ data: await adminUpdateVote(ctx, requireAdmin(request), request.params.id, request.body) }),
  );

  app.get(
    '/admin/dashboard',
    { config: { permission: 'console.read' }, schema: { tags, response: { 200: dataOf(DashboardSchema) } } },
    async () => ({
      data: await getDashboard(ctx.db, ctx.clock.now()),
    }),
  );

  app.get(
    '/admin/audit/list',
    {
      config: { permission: 'console.read' },
      schema: { tags, querystring: AuditListQuerySchema, response: { 200: pageOf(AuditLogSchema) } },
    },
    async (request) => listAuditLogs(ctx.db, request.query),
  );

  app.get(
    '/admin/user/show/:id',
    { config: { permission: 'console.read' }, schema: { tags, params: IdParamsSchema, response: { 200: dataOf(AdminUserSchema) } } },
    async (request) => {
      const user = await getAdminUser(ctx.db, request.params.id);
      if (!user) throw new AppError('user-not-found');
      return { data: user };
    },
  );

  app.get(
    '/admin/user/ledger/:id',
    {
      config: { permission: 'console.read' },
      schema: { tags, params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: listOf(WalletHistoryRowSchema) } },
    },
    async (request) => ({ data: await listLedger(ctx.db, request.params.id, request.query) }),
  );

  app.post(
    '/admin/user/revoke-sessions/:id',
    { config: { permission: 'users.manage' }, schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await revokeSessionsOf(ctx, requireAdmin(request), request.params.id);
      return { data: true };
    },
  );

  app.get(
    '/admin/user/activity/:id',
    { config: { permission: 'console.read' }, schema: { tags, params: IdParamsSchema, response: { 200: dataOf(UserActivitySchema) } } },
    async (request) => {
      if (!(await getAdminUser(ctx.db, request.params.id))) throw new AppError('user-not-found');
      return { data: await getUserActivity(ctx.db, request.params.id) };
    },
  );

  app.post(
    '/admin/user/suspend/:id',
    {
      config: { permission: 'users.manage' },
      schema: { tags, params: IdParamsSchema, body: SuspendUserInputSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await suspendUser(ctx, requireAdmin(request), request.params.id, request.body.reason);
      return { data: true };
    },
  );

  app.post(
    '/admin/user/restore/:id',
    { config: { permission: 'users.manage' }, schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await restoreUser(ctx, requireAdmin(request), request.params.id);
      return { data: true };
    },
  );

  app.post(
    '/admin/user/adjust-balance/:id',
    {
      config: { permission: 'wallet.adjust' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: BalanceAdjustmentInputSchema,
        response: { 200: dataOf(z.object({ balance: z.number() })) },
      },
    },
    async (request) => ({ data: { balance: await adjustBalance(ctx, requireAdmin(request), request.params.id, request.body) } }),
  );

  // Campaign, sale and spec images: the console uploads each file, then saves the returned paths.
  app.post(
    '/admin/upload/image',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: dataOf(z.object({ image: z.string() })) } },
      config: { ...limit(120), permission: 'campaigns.manage' },
    },
    async (request) => ({ data: { image: await uploadAdminImage(ctx, await readUploadedFile(request)) } }),
  );

  app.get(
    '/admin/user/list',
    {
      config: { permission: 'console.read' },
      schema: {
        tags,
        querystring: PageQuerySchema.extend({ keyword: z.string().trim().max(100).optional() }),
        response: { 200: pageOf(AdminUserSchema) },
      },
    },
    async (request) => listUsers(ctx.db, request.query),
  );
}

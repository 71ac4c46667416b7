import {
  AdminCharacterListQuerySchema,
  AdminVoteInputSchema,
  CharacterCardSchema,
  CharacterDetailSchema,
  IdParamsSchema,
  OkSchema,
  PageQuerySchema,
  RejectCharacterQuerySchema,
  UpdateCharacterInputSchema,
  UserRefSchema,
  VoteNegotiation,
  VoteSummarySchema,
  dataOf,
  listOf,
} from '@pedestal/contract';
import { z } from 'zod';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { getCharacterDetail } from '../character/detail-queries';
import { adminDeleteCharacter, adminUpdateCharacter, approveCharacter, rejectCharacter } from '../character/service';
import { updateVote } from '../vote/service';
import { recordAudit } from './audit';
import { listAdminCharacters, listUsers } from './queries';

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
  voteToken: z.number(),
  diamond: z.number(),
  frozenDiamond: z.number(),
});
const detail = { 200: dataOf(CharacterDetailSchema) };

/** Character review, vote settings and the user list; every change is audited in its transaction. */
export default async function adminRoutes(app: App) {
  const { ctx } = app;
  // Authorise before validating, so a visitor or shopper learns nothing about the input rules.
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });
  const showCharacter = async (id: string) => (await getCharacterDetail(ctx.db, id, { userId: null, isAdmin: true }, ctx.clock.now()))!;

  app.get('/admin/character/list', { schema: { tags, querystring: AdminCharacterListQuerySchema, response: { 200: listOf(AdminCharacterSchema) } } }, async (request) => ({
    data: await listAdminCharacters(ctx.db, request.query, ctx.clock.now()),
  }));

  app.get('/admin/character/show/:id', { schema: { tags, params: IdParamsSchema, response: detail } }, async (request) => {
    const found = await getCharacterDetail(ctx.db, request.params.id, { userId: null, isAdmin: true }, ctx.clock.now());
    if (!found) throw AppError.notFound('Character not found');
    return { data: found };
  });

  app.put('/admin/character/:id', { schema: { tags, params: IdParamsSchema, body: UpdateCharacterInputSchema, response: detail } }, async (request) => {
    const { id } = request.params;
    await ctx.db.transaction(async (tx) => {
      const fields = await adminUpdateCharacter(ctx, tx, id, request.body);
      await recordAudit(tx, requireAdmin(request), { action: 'character.update', targetType: 'character', targetId: id, detail: { fields } });
    });
    return { data: await showCharacter(id) };
  });

  app.delete('/admin/character/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    const { id } = request.params;
    await ctx.db.transaction(async (tx) => {
      const deleted = await adminDeleteCharacter(tx, id);
      await recordAudit(tx, requireAdmin(request), { action: 'character.delete', targetType: 'character', targetId: id, detail: deleted });
    });
    return { data: true };
  });

  app.get('/admin/character/approve/:id', { schema: { tags, params: IdParamsSchema, response: detail } }, async (request) => {
    const { id } = request.params;
    await ctx.db.transaction(async (tx) => {
      const opened = await approveCharacter(ctx, tx, id);
      await recordAudit(tx, requireAdmin(request), { action: 'character.approve', targetType: 'character', targetId: id, detail: opened });
    });
    return { data: await showCharacter(id) };
  });

  app.get('/admin/character/reject/:id', {
    schema: { tags, params: IdParamsSchema, querystring: RejectCharacterQuerySchema, response: detail },
  }, async (request) => {
    const { id } = request.params;
    const { rejectReason } = request.query;
    await ctx.db.transaction(async (tx) => {
      await rejectCharacter(ctx, tx, id, rejectReason);
      await recordAudit(tx, requireAdmin(request), { action: 'character.reject', targetType: 'character', targetId: id, detail: { rejectReason } });
    });
    return { data: await showCharacter(id) };
  });

  app.put('/admin/vote/:id', {
    schema: {
      tags,
      params: IdParamsSchema,
      body: AdminVoteInputSchema,
      response: { 200: dataOf(VoteSummarySchema.extend({ negotiation: z.enum(VoteNegotiation).nullable() })) },
    },
  }, async (request) => {
    const { id } = request.params;
    const result = await ctx.db.transaction(async (tx) => {
      const change = await updateVote(tx, id, request.body, ctx.clock.now());
      await recordAudit(tx, requireAdmin(request), { action: 'vote.update', targetType: 'vote', targetId: id, detail: { input: request.body, before: change.before } });
      return change.after;
    });
    return { data: result };
  });

  app.get('/admin/user/list', {
    schema: { tags, querystring: PageQuerySchema.extend({ keyword: z.string().trim().max(100).optional() }), response: { 200: listOf(AdminUserSchema) } },
  }, async (request) => ({ data: await listUsers(ctx.db, request.query) }));
}

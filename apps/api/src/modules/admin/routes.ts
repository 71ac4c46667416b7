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
import { approveCharacter } from '../../workflows/approve-character';
import { getCharacterDetail } from '../catalog';
import { adminDeleteCharacter, adminUpdateCharacter, rejectCharacter } from '../character';
import { adminUpdateVote } from '../vote';
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

  app.get(
    '/admin/character/list',
    { schema: { tags, querystring: AdminCharacterListQuerySchema, response: { 200: listOf(AdminCharacterSchema) } } },
    async (request) => ({
      data: await listAdminCharacters(ctx.db, request.query, ctx.clock.now()),
    }),
  );

  app.get('/admin/character/show/:id', { schema: { tags, params: IdParamsSchema, response: detail } }, async (request) => {
    const found = await getCharacterDetail(ctx.db, request.params.id, { userId: null, isAdmin: true }, ctx.clock.now());
    if (!found) throw AppError.notFound('Character not found');
    return { data: found };
  });

  app.put(
    '/admin/character/:id',
    { schema: { tags, params: IdParamsSchema, body: UpdateCharacterInputSchema, response: detail } },
    async (request) => {
      await adminUpdateCharacter(ctx, requireAdmin(request), request.params.id, request.body);
      return { data: await showCharacter(request.params.id) };
    },
  );

  app.delete('/admin/character/:id', { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await adminDeleteCharacter(ctx, requireAdmin(request), request.params.id);
    return { data: true };
  });

  app.get('/admin/character/approve/:id', { schema: { tags, params: IdParamsSchema, response: detail } }, async (request) => {
    await approveCharacter(ctx, requireAdmin(request), request.params.id);
    return { data: await showCharacter(request.params.id) };
  });

  app.get(
    '/admin/character/reject/:id',
    {
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
    '/admin/user/list',
    {
      schema: {
        tags,
        querystring: PageQuerySchema.extend({ keyword: z.string().trim().max(100).optional() }),
        response: { 200: listOf(AdminUserSchema) },
      },
    },
    async (request) => ({ data: await listUsers(ctx.db, request.query) }),
  );
}

import {
  AcceptInvitationInputSchema,
  AdminRoleSchema,
  IdParamsSchema,
  OkSchema,
  TeamInviteInputSchema,
  TeamRoleInputSchema,
  dataOf,
} from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { AdminStateSchema } from './admin-routes';
import { getAdminState } from './admins';
import { acceptInvitation, changeAdminRole, inviteAdmin, listTeam, removeAdmin, showInvitation, withdrawInvitation } from './team';

const tags = ['admin'];
const TeamSchema = z.object({
  members: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      email: z.string().nullable(),
      role: AdminRoleSchema,
      secondFactor: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  invitations: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      role: AdminRoleSchema,
      invitedBy: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
    }),
  ),
});
const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: AdminRoleSchema,
  expiresAt: z.string(),
  /** The link, outside production only (a developer follows it without a mailbox). */
  url: z.string().nullable(),
});

/** The console's team (decision 036): the owner invites, changes roles and removes; an invitee joins. */
export default async function teamRoutes(app: App) {
  const { ctx } = app;

  app.get('/admin/team', { schema: { tags, response: { 200: dataOf(TeamSchema) } }, config: { permission: 'team.manage' } }, async () => ({
    data: await listTeam(ctx),
  }));

  app.post(
    '/admin/team/invite',
    { schema: { tags, body: TeamInviteInputSchema, response: { 200: dataOf(InvitationSchema) } }, config: { permission: 'team.manage' } },
    async (request) => ({ data: await inviteAdmin(ctx, requireAdmin(request), request.body) }),
  );

  app.delete(
    '/admin/team/invitation/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } }, config: { permission: 'team.manage' } },
    async (request) => {
      await withdrawInvitation(ctx, requireAdmin(request), request.params.id);
      return { data: true };
    },
  );

  app.put(
    '/admin/team/:id/role',
    {
      schema: { tags, params: IdParamsSchema, body: TeamRoleInputSchema, response: { 200: OkSchema } },
      config: { permission: 'team.manage' },
    },
    async (request) => {
      await changeAdminRole(ctx, requireAdmin(request), request.params.id, request.body.role);
      return { data: true };
    },
  );

  app.delete(
    '/admin/team/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } }, config: { permission: 'team.manage' } },
    async (request) => {
      await removeAdmin(ctx, requireAdmin(request), request.params.id);
      return { data: true };
    },
  );

  app.get(
    '/admin/team/invitation',
    {
      schema: {
        tags,
        querystring: z.object({ code: z.string().trim().min(1).max(128) }),
        response: { 200: dataOf(z.object({ email: z.string(), role: AdminRoleSchema, expiresAt: z.string() })) },
      },
      config: { ...limit(20), permission: 'public' },
    },
    async (request) => ({ data: await showInvitation(ctx, request.query.code) }),
  );

  app.post(
    '/admin/team/join',
    {
      schema: {
        tags,
        body: AcceptInvitationInputSchema,
        response: { 200: z.object({ data: AdminStateSchema, meta: z.object({ token: z.string(), type: z.literal('Bearer') }) }) },
      },
      config: { ...limit(10), permission: 'public' },
    },
    async (request) => {
      const { adminId, token } = await acceptInvitation(ctx, request.body);
      return { data: (await getAdminState(ctx, adminId))!, meta: { token, type: 'Bearer' as const } };
    },
  );
}

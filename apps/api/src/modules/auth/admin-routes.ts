import {
  ADMIN_PERMISSION_NAMES,
  AdminLoginInputSchema,
  AdminRoleSchema,
  SecondFactorCodeInputSchema,
  dataOf,
  type AdminPermission,
} from '@pedestal/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { requireAdminSession } from '../../platform/auth-hook';
import { getAdminState, loginAdmin } from './admins';
import { confirmTotpEnrolment, removeAdminSecondFactor, renewAdminRecoveryCodes, startTotpEnrolment } from './second-factor';

const AdminSchema = z.object({ id: z.string(), username: z.string() });
export const AdminStateSchema = AdminSchema.extend({
  /** Their role and what it allows (decision 036): the console hides what they cannot do. */
  role: AdminRoleSchema,
  permissions: z.array(z.enum(ADMIN_PERMISSION_NAMES as [AdminPermission, ...AdminPermission[]])),
  secondFactor: z.object({
    /** The account has TOTP: a code is asked at every sign-in. */
    enrolled: z.boolean(),
    /** ADMIN_REQUIRE_2FA: the console does nothing else until one is set up. */
    required: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  }),
});
const RecoveryCodesSchema = dataOf(z.object({ recoveryCodes: z.array(z.string()) }));
const tags = ['admin'];
/** An admin's session before the body is read: a visitor meets 401 and a shopper 403, whatever they sent. */
const adminOnly = async (request: FastifyRequest) => void requireAdminSession(request);

export default async function adminAuthRoutes(app: App) {
  const { ctx } = app;

  app.post(
    '/admin/login/password',
    {
      schema: {
        tags,
        body: AdminLoginInputSchema,
        response: { 200: z.object({ data: AdminStateSchema, meta: z.object({ token: z.string(), type: z.literal('Bearer') }) }) },
      },
      config: { ...limit(20), permission: 'public', answers: { 401: 'A wrong email or password, or second factor' } },
    },
    async (request) => {
      const { admin, token } = await loginAdmin(ctx, request.ip, request.body);
      const state = await getAdminState(ctx, admin.id);
      return { data: state!, meta: { token, type: 'Bearer' as const } };
    },
  );

  app.get(
    '/admin/auth/state',
    { schema: { tags, response: { 200: dataOf(AdminStateSchema.nullable()) } }, config: { permission: 'public' } },
    async (request) => ({
      data: request.viewer?.kind === 'admin' ? await getAdminState(ctx, request.viewer.adminId) : null,
    }),
  );

  app.post(
    '/admin/second-factor/totp/start',
    {
      schema: {
        tags,
        response: { 200: dataOf(z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() })) },
      },
      config: { permission: 'signed-in' },
      preValidation: adminOnly,
    },
    async (request) => ({ data: await startTotpEnrolment(ctx, requireAdminSession(request).adminId) }),
  );

  app.post(
    '/admin/second-factor/totp/confirm',
    {
      schema: { tags, body: SecondFactorCodeInputSchema, response: { 200: RecoveryCodesSchema } },
      config: { ...limit(10), permission: 'signed-in' },
      preValidation: adminOnly,
    },
    async (request) => ({ data: await confirmTotpEnrolment(ctx, requireAdminSession(request), request.body.code, request.ip) }),
  );

  app.post(
    '/admin/second-factor/recovery-codes',
    {
      schema: { tags, body: SecondFactorCodeInputSchema, response: { 200: RecoveryCodesSchema } },
      config: { ...limit(10), permission: 'signed-in' },
      preValidation: adminOnly,
    },
    async (request) => ({
      data: await renewAdminRecoveryCodes(ctx, requireAdminSession(request).adminId, request.body.code, request.ip),
    }),
  );

  app.post(
    '/admin/second-factor/remove',
    {
      schema: { tags, body: SecondFactorCodeInputSchema, response: { 200: dataOf(z.boolean()) } },
      config: { ...limit(10), permission: 'signed-in' },
      preValidation: adminOnly,
    },
    async (request) => {
      await removeAdminSecondFactor(ctx, requireAdminSession(request), request.body.code, request.ip);
      return { data: true };
    },
  );
}

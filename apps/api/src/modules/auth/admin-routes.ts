import { LoginInputSchema, dataOf } from '@pedestal/contract';
import { z } from 'zod';
import { limit, type App } from '../../app-types';
import { getAdmin, loginAdmin } from './admins';

const AdminSchema = z.object({ id: z.string(), username: z.string() });
const tags = ['admin'];

export default async function adminAuthRoutes(app: App) {
  const { ctx } = app;

  app.post(
    '/admin/login/password',
    {
      schema: {
        tags,
        body: LoginInputSchema,
        response: { 200: z.object({ data: AdminSchema, meta: z.object({ token: z.string(), type: z.literal('Bearer') }) }) },
      },
      config: limit(20),
    },
    async (request) => {
      const { admin, token } = await loginAdmin(ctx, request.ip, request.body.username, request.body.password);
      return { data: admin, meta: { token, type: 'Bearer' as const } };
    },
  );

  app.get('/admin/auth/state', { schema: { tags, response: { 200: dataOf(AdminSchema.nullable()) } } }, async (request) => ({
    data: request.viewer?.kind === 'admin' ? await getAdmin(ctx.db, request.viewer.adminId) : null,
  }));
}

import { SettingsSchema, UpdateSettingsInputSchema, dataOf } from '@pedestal/contract';
import type { App } from '../../app-types';
import { requireAdmin } from '../../platform/auth-hook';
import { getSettings, updateSettings } from './service';

const tags = ['admin'];

/** Platform settings (default targets, unpaid expiry, shipping fee). */
export default async function contentAdminRoutes(app: App) {
  const { ctx } = app;
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/admin/system/setting',
    { config: { permission: 'console.read' }, schema: { tags, response: { 200: dataOf(SettingsSchema) } } },
    async () => ({
      data: await getSettings(ctx.db),
    }),
  );

  app.put(
    '/admin/system/setting',
    {
      config: { permission: 'settings.edit' },
      schema: { tags, body: UpdateSettingsInputSchema, response: { 200: dataOf(SettingsSchema) } },
    },
    async (request) => ({
      data: await updateSettings(ctx, requireAdmin(request), request.body),
    }),
  );
}

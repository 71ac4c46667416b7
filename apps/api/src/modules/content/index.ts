/** Banners, FAQ articles and the platform settings (which other modules read through `ctx.settings`). */

import type { ModuleDefinition } from '../../module-definition';
import contentAdminRoutes from './admin-routes';
import contentRoutes from './routes';
export {
  SETTINGS_CACHE_MS,
  SETTINGS_CHANNEL,
  announceSettingsChange,
  getSettings,
  listBanners,
  listFaq,
  settingsReader,
  updateSettings,
} from './service';

export const contentModule: ModuleDefinition = { name: 'content', routes: [contentRoutes, contentAdminRoutes] };

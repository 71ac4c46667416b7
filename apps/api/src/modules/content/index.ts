/** Banners, FAQ articles and the platform settings (which other modules read through `ctx.settings`). */
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

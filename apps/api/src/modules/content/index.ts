/** Banners, FAQ articles and the platform settings. */
export {
  SETTINGS_CACHE_MS,
  SETTINGS_CHANNEL,
  announceSettingsChange,
  getCurrentSettings,
  getSettings,
  listBanners,
  listFaq,
  updateSettings,
  type Settings,
} from './service';

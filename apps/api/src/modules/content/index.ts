/** Banners, FAQ articles and the platform settings. */
export { getSettings, listBanners, listFaq, updateSettings, type Settings } from './service';

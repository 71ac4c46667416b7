import { i18next } from '@/i18n';

/**
 * Registers the service worker built by vite-plugin-pwa (decision 019). A new deploy installs a new
 * worker that takes over at once; a tab that was already running the old app is offered a reload
 * rather than reloaded under the shopper's fingers (a half-filled form is not lost).
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController) return;
    // sonner loads on demand: it is not in the first chunk.
    void import('sonner').then(({ toast }) =>
      toast(i18next.t('common.newVersion'), {
        id: 'app-update',
        duration: Infinity,
        action: { label: i18next.t('common.reload'), onClick: () => window.location.reload() },
      }),
    );
  });
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, blocked): the store still works online, only without offline pages.
    });
  // After the page has loaded, so the worker's precaching does not compete with the first screen.
  // The app's scripts start after the first paint (vite.config.ts), often after the load event.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

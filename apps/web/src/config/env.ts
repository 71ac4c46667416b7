/** The app name comes from the server (APP_NAME), which writes it into index.html. */
export const APP_NAME =
  (typeof document !== 'undefined' && document.querySelector('meta[name="app-name"]')?.getAttribute('content')) || 'Pedestal';

/** API base address: same origin as the web app (the server serves both). */
export const API_BASE_URL = typeof window !== 'undefined' ? window.location.origin : '';

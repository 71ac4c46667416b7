import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { initI18n } from './i18n';
import { markFirstScreenRendered } from './lib/first-queries';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

// The language chunk and the first screen's chunk load side by side; the app renders with both.
const language = initI18n();
const router = createRouter();
// The first render is a transition, so React renders it in slices of a few milliseconds and the
// phone's main thread stays free to answer a tap (issue 13: one ~90 ms task before).
const render = () => {
  markFirstScreenRendered();
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
};

// index.html's static shell stays on screen until the first screen's chunk has loaded (the app then
// replaces it with that screen, not with a spinner in between) and the shell's first picture has
// loaded (so it is not torn down half-drawn; at most 1.5 s of waiting).
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});
const shellReady = Promise.race([window.__shellReady, new Promise((resolve) => setTimeout(resolve, 1500))]);
void Promise.all([language, routerReady, shellReady, applyStylesheet()]).then(render);

/** The build only preloads the app's stylesheet (vite.config.ts): applied here, before the first render. */
function applyStylesheet(): Promise<unknown> {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!preload) return Promise.resolve();
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.crossOrigin = preload.crossOrigin;
  sheet.href = preload.href;
  const loaded = new Promise((resolve) => {
    sheet.onload = sheet.onerror = resolve;
  });
  document.head.appendChild(sheet);
  return loaded;
}

registerServiceWorker();

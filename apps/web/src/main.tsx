import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { initI18n } from './i18n';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

// The language chunk and the first screen's chunk load side by side; the app renders with both.
const language = initI18n();
const router = createRouter();
void language.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

registerServiceWorker();

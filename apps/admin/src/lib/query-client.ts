import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** The console's query defaults (one client per page load; the screen tests make one per test). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // A refusal will not change on retry; a network failure or 5xx may.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status !== undefined && error.status < 500),
      },
    },
  });

import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: queries do not retry and do not refetch on focus or reconnect. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

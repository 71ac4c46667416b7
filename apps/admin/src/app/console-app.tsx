import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router';

/** The console with its providers: main.tsx mounts it on the browser router, the screen tests on a memory router. */
export function ConsoleApp({ router, queryClient }: { router: RouterProviderProps['router']; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}

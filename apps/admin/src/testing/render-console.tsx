import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { ConsoleApp } from '@admin/app/console-app';
import { CONSOLE_BASENAME, consoleRoutes } from '@admin/app/routes';
import { adminToken } from '@admin/lib/api';
import { createQueryClient } from '@admin/lib/query-client';
import type { AdminState } from '@admin/lib/session';
import { anAdmin, listTotals } from './data';
import { mockApi, TEST_ADMIN_TOKEN, type MockRoute } from './mock-api';
import { server } from './server';

export interface RenderConsoleOptions {
  /** The API answers this screen needs (first match wins, so these override the session answer). */
  api?: MockRoute[];
  /** Signed in as an operator (default), or a visitor without a token. */
  signedIn?: boolean;
  /** Who is signed in (an owner by default): a role's console hides what it cannot do. */
  session?: AdminState;
}

/**
 * Renders the whole console (its routes, layout, session check and query client, as main.tsx does) at
 * a console path such as `/orders?status=undelivered`, against the mocked API. Answers a user-event
 * instance to act as the operator, and the router to read where the console went.
 */
export function renderConsole(path: string, { api = [], signedIn = true, session }: RenderConsoleOptions = {}) {
  if (signedIn) adminToken.set(TEST_ADMIN_TOKEN);
  server.use(
    ...api.map((r) => r.handler),
    mockApi.get('admin/auth/state', signedIn ? (session ?? anAdmin()) : null).handler,
    // What every list screen reads beside its rows, unless a test answers it itself: its totals.
    ...['admin/order/figurine/totals', 'admin/order/crowdfunding/totals'].map((p) => mockApi.get(p, listTotals()).handler),
    // The banner's count of open disputes (none unless a test says).
    mockApi.get('admin/payment/disputes/summary', { open: 0, nextDueBy: null }).handler,
  );
  const queryClient = createQueryClient();
  // The console's own retry rule stays; only the wait between tries goes, to keep the tests quick.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  const router = createMemoryRouter(consoleRoutes, { basename: CONSOLE_BASENAME, initialEntries: [CONSOLE_BASENAME + path] });
  const user = userEvent.setup();
  render(<ConsoleApp router={router} queryClient={queryClient} />);
  return {
    user,
    router,
    queryClient,
    /** The console path now shown (without the /admin base), with its query string. */
    path: () => router.state.location.pathname.replace(CONSOLE_BASENAME, '') + router.state.location.search,
  };
}

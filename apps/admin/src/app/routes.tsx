import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useRouteError, type RouteObject } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ConsoleLayout } from '@admin/components/layout';
import { ErrorState, Loading } from '@admin/components/ui';
import { onUnauthorized } from '@admin/lib/api';
import { sessionKey, useAdmin } from '@admin/lib/session';
import { AuditPage } from '@admin/features/audit/audit-page';
import { CharacterDetailPage } from '@admin/features/characters/character-detail-page';
import { CharactersPage } from '@admin/features/characters/characters-page';
import { CommentsPage } from '@admin/features/comments/comments-page';
import { ContentPage } from '@admin/features/content/content-page';
import { DashboardPage } from '@admin/features/dashboard/dashboard-page';
import { DisputeDetailPage, DisputesPage } from '@admin/features/disputes/disputes-page';
import { LoginPage } from '@admin/features/login/login-page';
import { LotteriesPage, LotteryDetailPage } from '@admin/features/lotteries/lotteries-page';
import { OrderDetailPage } from '@admin/features/orders/order-detail-page';
import { OrdersPage } from '@admin/features/orders/orders-page';
import { RaffleDetailPage } from '@admin/features/raffles/raffle-detail-page';
import { RafflesPage } from '@admin/features/raffles/raffles-page';
import { ReviewsPage } from '@admin/features/reviews/reviews-page';
import { SecurityPage } from '@admin/features/security/security-page';
import { SettingsPage } from '@admin/features/settings/settings-page';
import { JoinPage } from '@admin/features/team/join-page';
import { TeamPage } from '@admin/features/team/team-page';
import { UserDetailPage } from '@admin/features/users/user-detail-page';
import { UsersPage } from '@admin/features/users/users-page';

/** Console pages need a signed-in admin; otherwise the sign-in screen, then back where they were. */
function RequireAdmin() {
  const session = useAdmin();
  const location = useLocation();
  const client = useQueryClient();
  useEffect(() => onUnauthorized(() => client.setQueryData(sessionKey, null)), [client]);
  if (session.isPending) return <Loading label="Checking your session…" />;
  if (session.isError) return <ErrorState error={session.error} onRetry={() => void session.refetch()} />;
  if (!session.data) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  // ADMIN_REQUIRE_2FA: a second factor is set up before anything else (the server refuses the rest).
  const { enrolled, required } = session.data.secondFactor;
  if (required && !enrolled && location.pathname !== '/security') return <Navigate to="/security" replace />;
  return <Outlet />;
}

function RouteError() {
  const error = useRouteError();
  return (
    <main className="p-10">
      <ErrorState error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}

/** Where the server serves the console (its Vite base). */
export const CONSOLE_BASENAME = '/admin';

/** Every console screen; the browser router (router.tsx) and the screen tests both mount these. */
export const consoleRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  { path: '/join', element: <JoinPage />, errorElement: <RouteError /> },
  {
    element: <RequireAdmin />,
    errorElement: <RouteError />,
    children: [
      {
        element: <ConsoleLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'reviews', element: <ReviewsPage /> },
          { path: 'characters', element: <CharactersPage /> },
          { path: 'characters/:id', element: <CharacterDetailPage /> },
          { path: 'comments', element: <CommentsPage /> },
          { path: 'orders', element: <OrdersPage /> },
          { path: 'orders/figurine/:id', element: <OrderDetailPage /> },
          { path: 'disputes', element: <DisputesPage /> },
          { path: 'disputes/:id', element: <DisputeDetailPage /> },
          { path: 'raffles', element: <RafflesPage /> },
          { path: 'raffles/:id', element: <RaffleDetailPage /> },
          { path: 'lotteries', element: <LotteriesPage /> },
          { path: 'lotteries/:id', element: <LotteryDetailPage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'users/:id', element: <UserDetailPage /> },
          { path: 'content', element: <ContentPage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'audit', element: <AuditPage /> },
          { path: 'team', element: <TeamPage /> },
          { path: 'security', element: <SecurityPage /> },
          { path: '*', element: <ErrorState error={new Error('Page not found')} /> },
        ],
      },
    ],
  },
];

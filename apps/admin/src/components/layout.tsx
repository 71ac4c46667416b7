import { Link, NavLink, Outlet, useLocation } from 'react-router';
import type { AdminPermission } from '@pedestal/contract/rules/admin-roles';
import { ADMIN_ROLE_LABELS } from '@pedestal/contract/rules/admin-roles';
import { useDisputeSummary } from '@admin/lib/disputes';
import { dateTime } from '@admin/lib/format';
import { useAdmin, useCan, useSignOut } from '@admin/lib/session';
import { Button } from './ui';

/** Each screen, and the permission it needs beyond seeing the console (decision 036). */
const NAV: { to: string; label: string; end?: boolean; needs?: AdminPermission }[] = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/reviews', label: 'Review queue' },
  { to: '/characters', label: 'Characters' },
  { to: '/comments', label: 'Comments' },
  { to: '/orders', label: 'Orders' },
  { to: '/disputes', label: 'Disputes' },
  { to: '/raffles', label: 'Raffles' },
  { to: '/lotteries', label: 'Lotteries' },
  { to: '/users', label: 'Users' },
  { to: '/content', label: 'Content' },
  { to: '/settings', label: 'Settings' },
  { to: '/audit', label: 'Audit log' },
  { to: '/team', label: 'Team', needs: 'team.manage' },
  { to: '/security', label: 'Sign-in security' },
];

/** Open chargebacks hold their orders (decision 032): said on every screen but the Disputes list itself. */
function DisputeBanner({ open, nextDueBy }: { open: number; nextDueBy: string | null }) {
  const { pathname } = useLocation();
  if (open === 0 || pathname === '/disputes') return null;
  return (
    <div
      role="status"
      className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200"
    >
      <strong className="font-semibold">
        {open === 1 ? '1 payment is disputed' : `${open} payments are disputed`}: {open === 1 ? 'its order is' : 'their orders are'} held
        and cannot ship.
      </strong>
      {nextDueBy && <span>Next evidence due by {dateTime(nextDueBy)}.</span>}
      <Link to="/disputes" className="font-medium underline underline-offset-2">
        Review disputes
      </Link>
    </div>
  );
}

/** The console frame: navigation on the left, the signed-in operator and sign-out on top. */
export function ConsoleLayout() {
  const admin = useAdmin().data;
  const signOut = useSignOut();
  const can = useCan();
  const disputes = useDisputeSummary().data;
  return (
    <div className="flex min-h-full">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-10 focus:m-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 flex h-screen w-56 shrink-0 flex-col bg-slate-900 text-slate-100">
        <div className="px-5 py-5">
          <p className="text-lg font-semibold tracking-tight">Pedestal</p>
          <p className="text-xs text-slate-300">Admin console</p>
        </div>
        <nav aria-label="Console" className="flex-1 px-3">
          <ul className="flex flex-col gap-0.5">
            {NAV.filter((n) => !n.needs || can(n.needs)).map((n) => (
              <li key={n.to}>
                <NavLink
                  to={n.to}
                  end={n.end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-slate-700 font-medium text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'}`
                  }
                >
                  {n.label}
                  {n.to === '/disputes' && !!disputes?.open && ' '}
                  {n.to === '/disputes' && !!disputes?.open && (
                    <span className="ml-2 rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                      {disputes.open}
                      <span className="sr-only"> open</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <a href="/" className="px-5 py-4 text-xs text-slate-300 underline-offset-2 hover:text-white hover:underline">
          Open the store ↗
        </a>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-end gap-3 border-b border-slate-200 bg-white px-8">
          <span className="text-sm text-slate-700">
            Signed in as <strong className="font-semibold text-slate-900">{admin?.username}</strong>
            {admin?.role && <span className="text-slate-600"> · {ADMIN_ROLE_LABELS[admin.role]}</span>}
          </span>
          <Button variant="secondary" onClick={signOut}>
            Sign out
          </Button>
        </header>
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-8 py-7">
          {disputes && <DisputeBanner {...disputes} />}
          <Outlet />
        </main>
      </div>
    </div>
  );
}

import { paths } from '@pedestal/contract/paths';
import { Menu, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { loginPathFrom } from '@/lib/return-to';
import { useUserState } from '@/lib/session/get-user-state';
import { useUnreadMessages } from '@/lib/session/unread-messages';
import { UnreadBadge, UnreadText } from '../unread-badge';
import { cn } from '@/lib/cn';
import { Avatar } from './avatar';
import { Logo } from './logo';
import { MAIN_TABS } from './main-tabs';
import { useTranslation } from '@/i18n/react';

// The drawer (and vaul) loads on the first open: sub-pages and the error screens of the entry chunk
// carry the top bar for the desktop layout.
const loadDrawer = () => import('./drawer-menu');
const DrawerMenu = lazy(() => loadDrawer().then((m) => ({ default: m.DrawerMenu })));

/**
 * Top bar (pink or white): menu drawer, logo, and Create a Vote (signed in) or Login. From 768 px
 * it is the navigation: the tab bar's links (which it replaces) and the account.
 */
export function TopBar({ variant = 'white', className }: { variant?: 'pink' | 'white'; className?: string }) {
  const [open, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { user, isSignin } = useUserState();
  const unread = useUnreadMessages();
  const location = useLocation();
  const pink = variant === 'pink';
  const { t } = useTranslation();
  return (
    <>
      <header
        className={cn(
          'sticky top-0 z-30 flex h-14 items-center gap-2 px-3 md:h-16 md:gap-6 md:px-6',
          pink ? 'bg-brand-500 text-white' : 'border-b border-neutral-100 bg-white/95 text-neutral-900 backdrop-blur',
          className,
        )}
      >
        <button
          type="button"
          aria-label={t('nav.openMenu')}
          onPointerEnter={() => void loadDrawer()}
          onClick={() => {
            setDrawerWanted(true);
            setOpen(true);
          }}
          className={cn('flex size-10 items-center justify-center rounded-full', pink ? 'hover:bg-white/15' : 'hover:bg-neutral-100')}
        >
          <Menu className="size-6" />
        </button>
        <Logo light={pink} />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {MAIN_TABS.slice(0, 3).map(({ to, label, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'rounded-full px-3.5 py-2 text-sm font-semibold transition-colors',
                  pink
                    ? isActive
                      ? 'bg-black/15 text-white'
                      : 'text-white hover:bg-black/10'
                    : isActive
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-neutral-600 hover:bg-neutral-100',
                )
              }
            >
              {t(label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {isSignin ? (
            <Link
              to={paths.characterCreate}
              className={cn(
                'inline-flex h-9 items-center gap-1 rounded-full px-3.5 text-sm font-semibold',
                pink ? 'bg-white text-brand-600' : 'bg-brand-500 text-white',
              )}
            >
              <Plus className="size-4" /> {t('nav.createVote')}
            </Link>
          ) : (
            <Link
              to={loginPathFrom(location)}
              className={cn(
                'inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold',
                pink ? 'bg-white text-brand-600' : 'bg-brand-500 text-white',
              )}
            >
              {t('nav.login')}
            </Link>
          )}
          {isSignin && user && (
            <Link to={paths.user} className="relative hidden rounded-full md:block">
              <span className="sr-only">{t('nav.myAccount')}</span>
              <Avatar src={user.profileAvatar} name={user.profileNickname} className="size-9 ring-2 ring-white/70" />
              <UnreadBadge count={unread} className="-top-1 -right-1" />
              <UnreadText count={unread} />
            </Link>
          )}
        </div>
      </header>
      {drawerWanted && (
        <Suspense fallback={null}>
          <DrawerMenu open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

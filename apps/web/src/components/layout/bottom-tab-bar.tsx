import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useUnreadMessages } from '@/lib/session/unread-messages';
import { paths } from '@pedestal/contract/paths';
import { UnreadBadge, UnreadText } from '../unread-badge';
import { MAIN_TABS } from './main-tabs';
import { useTranslation } from '@/i18n/react';

/** The phone's tab bar; from 768 px the top bar carries the same links. */
export function BottomTabBar() {
  const unread = useUnreadMessages();
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.tabs')}
      className="fixed bottom-0 left-1/2 z-30 grid md:hidden w-full max-w-[480px] -translate-x-1/2 grid-cols-4 border-t border-neutral-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      {MAIN_TABS.map(({ to, label, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          className={({ isActive }) =>
            cn(
              'flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
              isActive ? 'text-brand-600' : 'text-neutral-500',
            )
          }
        >
          <span className="relative">
            <Icon className="size-5" />
            {to === paths.user && <UnreadBadge count={unread} />}
          </span>
          {t(label)}
          {to === paths.user && <UnreadText count={unread} />}
        </NavLink>
      ))}
    </nav>
  );
}

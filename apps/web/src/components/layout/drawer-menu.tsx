import { paths } from '@pedestal/contract/paths';
import { CircleHelp, Headphones, House, Info, LogIn, PlusCircle, Search, Store, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Drawer } from 'vaul';
import { APP_NAME } from '@/config/env';
import { useUserState } from '@/lib/session/get-user-state';
import { Avatar } from './avatar';
import { Logo } from './logo';
import type { MessageKey } from '@/i18n';
import { LanguageSwitch } from '../language-switch';
import { useTranslation } from '@/i18n/react';

interface MenuLink {
  to: string;
  label: MessageKey;
  icon: ReactNode;
  show?: 'signedIn' | 'signedOut';
}

const links: MenuLink[] = [
  { to: paths.home, label: 'nav.home', icon: <House className="size-5" /> },
  { to: paths.explore, label: 'nav.explore', icon: <Search className="size-5" /> },
  { to: paths.figurines, label: 'nav.figurineStore', icon: <Store className="size-5" /> },
  { to: paths.characterCreate, label: 'nav.createVote', icon: <PlusCircle className="size-5" />, show: 'signedIn' },
  { to: paths.faq, label: 'nav.faq', icon: <CircleHelp className="size-5" /> },
  { to: paths.contactSupport, label: 'nav.contactSupport', icon: <Headphones className="size-5" /> },
  { to: paths.aboutUs, label: 'nav.aboutUs', icon: <Info className="size-5" /> },
  { to: paths.login, label: 'nav.login', icon: <LogIn className="size-5" />, show: 'signedOut' },
];

/** Drawer menu opening from the left (SPEC §2 Navigation; vaul timings of SPEC §9). */
export function DrawerMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user, isSignin } = useUserState();
  const { t } = useTranslation();
  const visible = links.filter((l) => !l.show || (l.show === 'signedIn') === isSignin);
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} direction="left" closeThreshold={0.25}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Drawer.Content
          className="fixed top-0 bottom-0 left-0 z-50 flex w-[78%] max-w-xs flex-col bg-white outline-none"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between bg-gradient-to-br from-brand-500 to-brand-700 px-5 pt-6 pb-5 text-white">
            <Logo light />
            <button
              type="button"
              aria-label={t('nav.closeMenu')}
              onClick={() => onOpenChange(false)}
              className="rounded-full p-1.5 hover:bg-white/15"
            >
              <X className="size-5" />
            </button>
          </div>
          <Drawer.Title className="sr-only">{t('nav.menu')}</Drawer.Title>
          {isSignin && user && (
            <Link
              to={paths.user}
              onClick={() => onOpenChange(false)}
              className="flex items-center gap-3 border-b border-neutral-100 px-5 py-4"
            >
              <Avatar src={user.profileAvatar} name={user.profileNickname} className="size-11" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-neutral-900">{user.profileNickname}</p>
                <p className="text-xs text-neutral-500">{t('nav.viewAccount')}</p>
              </div>
            </Link>
          )}
          <nav className="flex-1 overflow-y-auto px-3 py-3">
            {visible.map((l) => (
              <Link
                key={l.to}
                to={l.to}
                onClick={() => onOpenChange(false)}
                className="flex items-center gap-3 rounded-xl px-3 py-3 text-[15px] font-medium text-neutral-800 hover:bg-brand-50"
              >
                <span className="text-brand-500">{l.icon}</span>
                {t(l.label)}
              </Link>
            ))}
          </nav>
          <div className="flex items-center justify-between gap-3 border-t border-neutral-100 px-5 py-3">
            <span className="text-sm font-medium text-neutral-700">{t('language.label')}</span>
            <LanguageSwitch />
          </div>
          <p className="px-5 pb-6 text-xs leading-relaxed text-neutral-500">{t('nav.tagline', { app: APP_NAME })}</p>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

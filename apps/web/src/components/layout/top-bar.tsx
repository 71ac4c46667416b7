import { Menu, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUserState } from '@/features/auth/api/get-user-state';
import { cn } from '@/lib/cn';
import { DrawerMenu } from './drawer-menu';
import { Logo } from './logo';

/** Top bar (pink or white): menu drawer, logo, and Create a Vote (signed in) or Login. */
export function TopBar({ variant = 'white' }: { variant?: 'pink' | 'white' }) {
  const [open, setOpen] = useState(false);
  const { isSignin } = useUserState();
  const pink = variant === 'pink';
  return (
    <>
      <header className={cn('sticky top-0 z-30 flex h-14 items-center gap-2 px-3', pink ? 'bg-brand-500 text-white' : 'border-b border-neutral-100 bg-white/95 text-neutral-900 backdrop-blur')}>
        <button type="button" aria-label="Open menu" onClick={() => setOpen(true)} className={cn('flex size-10 items-center justify-center rounded-full', pink ? 'hover:bg-white/15' : 'hover:bg-neutral-100')}>
          <Menu className="size-6" />
        </button>
        <Logo light={pink} />
        <div className="ml-auto">
          {isSignin ? (
            <Link to={paths.characterCreate} className={cn('inline-flex h-9 items-center gap-1 rounded-full px-3.5 text-sm font-semibold', pink ? 'bg-white text-brand-600' : 'bg-brand-500 text-white')}>
              <Plus className="size-4" /> Create a Vote
            </Link>
          ) : (
            <Link to={paths.login} className={cn('inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold', pink ? 'bg-white text-brand-600' : 'bg-brand-500 text-white')}>
              Login
            </Link>
          )}
        </div>
      </header>
      <DrawerMenu open={open} onOpenChange={setOpen} />
    </>
  );
}

import { Compass, House, Store, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const tabs = [
  { to: paths.home, label: 'Home', icon: House, end: true },
  { to: paths.explore, label: 'Explore', icon: Compass, end: false },
  { to: paths.figurines, label: 'Figurines', icon: Store, end: false },
  { to: paths.user, label: 'User', icon: User, end: false },
];

export function BottomTabBar() {
  return (
    <nav aria-label="Main" className="fixed bottom-0 left-1/2 z-30 grid w-full max-w-[480px] -translate-x-1/2 grid-cols-4 border-t border-neutral-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
      {tabs.map(({ to, label, icon: Icon, end }) => (
        <NavLink key={to} to={to} end={end} className={({ isActive }) => cn('flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium', isActive ? 'text-brand-600' : 'text-neutral-500')}>
          <Icon className="size-5" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

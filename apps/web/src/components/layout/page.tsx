import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { BottomTabBar } from './bottom-tab-bar';
import { SubHeader } from './sub-header';
import { TopBar } from './top-bar';

/** A tab screen: top bar, content, bottom tab bar. */
export function TabPage({ children, variant = 'white', className }: { children: ReactNode; variant?: 'pink' | 'white'; className?: string }) {
  return (
    <>
      <TopBar variant={variant} />
      <main className={cn('pb-20', className)}>{children}</main>
      <BottomTabBar />
    </>
  );
}

/** A sub-page: back header with an optional title and right-hand element. */
export function SubPage({ title, right, fallback, children, className }: { title?: ReactNode; right?: ReactNode; fallback?: string; children: ReactNode; className?: string }) {
  return (
    <>
      <SubHeader title={title} right={right} fallback={fallback} />
      <main className={cn('pb-10', className)}>{children}</main>
    </>
  );
}

/** Body for screens whose full version lands with a later release. */
export function PlaceholderBody({ title, text }: { title: string; text?: string }) {
  return (
    <div className="m-4 rounded-3xl bg-white px-6 py-10 text-center shadow-sm">
      <p className="text-lg font-semibold text-neutral-900">{title}</p>
      <p className="mt-2 text-sm text-neutral-500">{text ?? 'This section is being prepared and will open soon.'}</p>
    </div>
  );
}

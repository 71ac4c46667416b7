import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { BottomTabBar } from './bottom-tab-bar';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/**
 * A tab screen: top bar, content, bottom tab bar (a footer instead from 768 px). Kept apart from
 * SubPage so the error and not-found screens of the first chunk do not pull in the top bar's drawer.
 */
export function TabPage({
  children,
  variant = 'white',
  className,
}: {
  children: ReactNode;
  variant?: 'pink' | 'white';
  className?: string;
}) {
  return (
    <>
      <TopBar variant={variant} />
      <main className={cn('pb-20 md:pb-12', className)}>{children}</main>
      <SiteFooter />
      <BottomTabBar />
    </>
  );
}

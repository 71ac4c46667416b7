import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SubHeader } from './sub-header';
import { TopBar } from './top-bar';
import { i18next } from '@/i18n';

/**
 * Content widths from 768 px: `narrow` for forms, lists and account screens, `wide` for grids and
 * the side-by-side detail pages. A phone uses the whole column either way.
 */
const WIDTHS = { narrow: 'md:max-w-3xl', wide: 'md:max-w-6xl' } as const;
export type PageWidth = keyof typeof WIDTHS;

/** A sub-page: back header with an optional title and right-hand element (under the top navigation from 768 px). */
export function SubPage({
  title,
  right,
  fallback,
  children,
  className,
  width = 'narrow',
}: {
  title?: ReactNode;
  right?: ReactNode;
  fallback?: string;
  children: ReactNode;
  className?: string;
  width?: PageWidth;
}) {
  return (
    <>
      <TopBar className="hidden md:flex" />
      <SubHeader title={title} right={right} fallback={fallback} className={cn('md:mx-auto', WIDTHS[width])} />
      <main className={cn('pb-10 md:mx-auto md:px-4', WIDTHS[width], className)}>{children}</main>
    </>
  );
}

/** Body for screens whose full version lands with a later release. */
export function PlaceholderBody({ title, text }: { title: string; text?: string }) {
  return (
    <div className="m-4 rounded-3xl bg-white px-6 py-10 text-center shadow-sm">
      <p className="text-lg font-semibold text-neutral-900">{title}</p>
      <p className="mt-2 text-sm text-neutral-500">{text ?? i18next.t('content.preparing')}</p>
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A detail page (vote, crowdfunding, figurine, raffle): on a phone the picture on top with the cards
 * overlapping its lower edge and the action bar fixed at the bottom; from 768 px the picture stays
 * on the left while the cards scroll on the right, the action bar sticking under them.
 */
export function DetailLayout({
  media,
  children,
  bar,
  columnClassName,
}: {
  media: ReactNode;
  children: ReactNode;
  bar?: ReactNode;
  columnClassName?: string;
}) {
  return (
    <div className="md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start md:gap-8 md:px-4 md:pt-2 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="md:sticky md:top-20 md:overflow-hidden md:rounded-3xl md:shadow-sm md:[&>*]:h-[min(75vh,640px)]">{media}</div>
      <div className={cn('relative -mt-5 px-4 md:mt-0 md:px-0', columnClassName)}>
        <div className="space-y-3">{children}</div>
        {bar}
      </div>
    </div>
  );
}

import type { CharacterCard } from '@pedestal/contract/schemas/character';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { EmptyState } from '@/components/infinite-list';
import { ItemCard, ItemGridSkeleton } from '@/components/item-card';
import { cn } from '@/lib/cn';
import type { useSectionCards } from '../api/get-section-cards';

export function Section({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('px-4 pt-7', className)}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-[17px] font-extrabold tracking-tight whitespace-nowrap text-neutral-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The 'Discover More …' button under a section. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mt-4 flex h-11 items-center justify-center gap-1 rounded-full bg-white md:mx-auto md:w-80 text-sm font-semibold text-brand-600 shadow-sm ring-1 ring-brand-100 transition hover:bg-brand-50"
    >
      {children} <ChevronRight className="size-4" aria-hidden />
    </Link>
  );
}

const SECTION_GRID = 'grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4';

/** A section's first four cards: two columns on a phone, one row from 768 px; with loading, error and empty states. */
export function SectionGrid({ query, count }: { query: ReturnType<typeof useSectionCards>; count: number }) {
  if (query.isPending) return <ItemGridSkeleton count={count} className={SECTION_GRID} />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const cards: CharacterCard[] = query.data;
  if (cards.length === 0) return <EmptyState />;
  return (
    <div className={cn(SECTION_GRID, 'transition-opacity', query.isPlaceholderData && 'opacity-60')}>
      {cards.map((c) => (
        <ItemCard key={c.id} item={c} />
      ))}
    </div>
  );
}

import type { OrderBy } from '@pedestal/contract/enums';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { EmptyState } from '@/components/infinite-list';
import { ItemCard, ItemCardSkeleton } from '@/components/item-card';
import { paths } from '@/config/paths';
import { useFigurineRow } from '../api/shop';

/** A titled sideways strip of 240 px figurine cards; the header opens the full list in that order. */
export function FigurineRow({ title, orderBy, genre }: { title: string; orderBy: OrderBy; genre: string }) {
  const query = useFigurineRow(orderBy, genre);
  const params = new URLSearchParams({ orderBy, ...(genre ? { genre } : {}) });
  return (
    <section className="pt-6">
      <Link to={`${paths.figurineList}?${params}`} className="mb-3 flex items-center justify-between px-4">
        <h2 className="text-[17px] font-extrabold tracking-tight text-neutral-900">{title}</h2>
        <span className="flex items-center text-sm font-semibold text-brand-600">
          See all <ChevronRight className="size-4" aria-hidden />
        </span>
      </Link>
      {query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} className="mx-4" />
      ) : query.isSuccess && query.data.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
          {query.isSuccess
            ? query.data.map((c) => <ItemCard key={c.id} item={c} className="w-[240px] shrink-0 snap-start" />)
            : Array.from({ length: 2 }, (_, i) => <ItemCardSkeleton key={i} className="w-[240px] shrink-0" />)}
        </div>
      )}
    </section>
  );
}

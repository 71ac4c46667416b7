import type { OrderBy } from '@pedestal/contract/enums';
import { paths } from '@pedestal/contract/paths';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { EmptyState } from '@/components/infinite-list';
import { ITEM_STRIP, ITEM_STRIP_CARD, ItemCard, ItemCardSkeleton } from '@/components/item-card';
import { cn } from '@/lib/cn';
import { useFigurineRow } from '../api/get-figurine-list';
import { i18next } from '@/i18n';

/** A titled strip of figurine cards (a grid from 768 px); the header opens the full list in that order. */
export function FigurineRow({ title, orderBy, genre }: { title: string; orderBy: OrderBy; genre: string }) {
  const query = useFigurineRow(orderBy, genre);
  const params = new URLSearchParams({ orderBy, ...(genre ? { genre } : {}) });
  return (
    <section className="pt-6">
      <Link to={`${paths.figurineList}?${params}`} className="mb-3 flex items-center justify-between px-4">
        <h2 className="text-[17px] font-extrabold tracking-tight text-neutral-900">{title}</h2>
        <span className="flex items-center text-sm font-semibold text-brand-600">
          {i18next.t('shop.seeAll')} <ChevronRight className="size-4" aria-hidden />
        </span>
      </Link>
      {query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} className="mx-4" />
      ) : query.isSuccess && query.data.length === 0 ? (
        <EmptyState />
      ) : (
        <div className={cn(ITEM_STRIP, 'px-4')}>
          {query.isSuccess
            ? query.data.map((c) => <ItemCard key={c.id} item={c} className={ITEM_STRIP_CARD} />)
            : Array.from({ length: 2 }, (_, i) => <ItemCardSkeleton key={i} className={ITEM_STRIP_CARD} />)}
        </div>
      )}
    </section>
  );
}

import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Fragment, type Key, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useLoadMoreOnScroll } from '../lib/use-load-more-on-scroll';
import { ErrorView } from './error-view';
import { Spinner } from './ui/spinner';
import { i18next } from '@/i18n';
import { useTranslation } from '@/i18n/react';

/** Where a paged list comes from: its cache key and a fetcher for one 1-based page. */
export interface ListSource<T> {
  queryKey: QueryKey;
  fetchPage: (page: number, signal: AbortSignal) => Promise<T[]>;
}

/**
 * SPEC §2's end, loading and format-error texts. The Chinese store shows SPEC's words as written
 * (到底了, 加载中..., 列表数据格式错误); the English store their English (decision 035).
 */
export const listEndText = () => i18next.t('common.listEnd');
export const listLoadingText = () => i18next.t('common.listLoading');
export const listFormatErrorText = () => i18next.t('common.listMalformed');

export interface InfiniteListProps<T> extends ListSource<T> {
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  /** Classes of the items' container, e.g. a two-column grid. */
  className?: string;
  /** The items' container element; 'ul'/'ol' when items render as list items. */
  as?: 'div' | 'ul' | 'ol';
  empty?: ReactNode;
  /** Shown while the first page loads; the loading text when absent. */
  skeleton?: ReactNode;
  /** 'always' reloads the list every time the screen opens, even with cached pages. */
  refetchOnMount?: boolean | 'always';
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-14 text-center text-sm text-neutral-500">
      <Inbox className="size-10 stroke-[1.5]" aria-hidden />
      {children ?? t('common.noData')}
    </div>
  );
}

const footerText = 'py-5 text-center text-xs text-neutral-500';

/**
 * SPEC §2 List behaviour: pages from 1, the next one loads when the end of the list comes within
 * 100 px of the bottom of the viewport, and loading stops at the first page with no items.
 */
export function InfiniteList<T>({
  queryKey,
  fetchPage,
  renderItem,
  getKey,
  className,
  as: Container = 'div',
  empty,
  skeleton,
  refetchOnMount,
}: InfiniteListProps<T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal) as Promise<unknown>,
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (Array.isArray(last) && last.length > 0 ? lastPage + 1 : undefined),
    refetchOnMount,
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const pages = data?.pages ?? [];
  const malformed = pages.some((p) => !Array.isArray(p));
  const canLoadMore = !!hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !malformed;

  const sentinel = useLoadMoreOnScroll(canLoadMore, pages.length, fetchNextPage);

  if (query.isPending) return <>{skeleton ?? <p className={footerText}>{listLoadingText()}</p>}</>;
  if (query.isError && !data) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (malformed) return <p className={cn(footerText, 'text-red-600')}>{listFormatErrorText()}</p>;

  const items = pages.flat() as T[];
  if (items.length === 0 && !hasNextPage) return <>{empty ?? <EmptyState />}</>;
  return (
    <>
      <Container className={className}>
        {items.map((item, i) => (
          <Fragment key={getKey ? getKey(item, i) : i}>{renderItem(item, i)}</Fragment>
        ))}
      </Container>
      {isFetchNextPageError ? (
        <ErrorView error={query.error} onRetry={() => void fetchNextPage()} className="mt-3" />
      ) : isFetchingNextPage ? (
        <p className={cn(footerText, 'flex items-center justify-center gap-2')}>
          <Spinner className="size-3.5" /> <span>{listLoadingText()}</span>
        </p>
      ) : hasNextPage ? (
        <div ref={sentinel} className="h-px" aria-hidden />
      ) : (
        <p className={footerText}>{listEndText()}</p>
      )}
    </>
  );
}

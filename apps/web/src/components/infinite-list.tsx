import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Fragment, type Key, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useLoadMoreOnScroll } from '../lib/use-load-more-on-scroll';
import { ErrorView } from './error-view';
import { Spinner } from './ui/spinner';
import { i18next } from '@/i18n';
import { useTranslation } from '@/i18n/react';

/** One keyset page: its items and the cursor of the next one (null at the end of the list). */
export interface KeysetPage<T> {
  data: T[];
  nextCursor: string | null;
}

/**
 * Where a paged list comes from: its cache key and a fetcher for one 1-based page, or, where the
 * API offers keyset pages (`nextCursor`), a fetcher of the page after a cursor (null: the first).
 * A keyset page costs the server what the first page does however deep the shopper scrolls; an
 * offset page walks every card before it (issue 26).
 */
export type ListSource<T> =
  | { queryKey: QueryKey; fetchPage: (page: number, signal: AbortSignal) => Promise<T[]>; fetchAfter?: never }
  | { queryKey: QueryKey; fetchAfter: (cursor: string | null, signal: AbortSignal) => Promise<KeysetPage<T>>; fetchPage?: never };

const isKeysetPage = (p: unknown): p is KeysetPage<unknown> =>
  typeof p === 'object' && p !== null && Array.isArray((p as KeysetPage<unknown>).data);

/** A fetched page's items, or null when the answer is not a list. */
const itemsOf = (keyset: boolean, page: unknown): unknown[] | null =>
  keyset ? (isKeysetPage(page) ? page.data : null) : Array.isArray(page) ? page : null;

/**
 * SPEC §2's end, loading and format-error texts. The Chinese store shows SPEC's words as written
 * (到底了, 加载中..., 列表数据格式错误); the English store their English (decision 035).
 */
export const listEndText = () => i18next.t('common.listEnd');
export const listLoadingText = () => i18next.t('common.listLoading');
export const listFormatErrorText = () => i18next.t('common.listMalformed');

export type InfiniteListProps<T> = ListSource<T> & {
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
};

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
 * With `fetchAfter` each next page is asked for by the previous one's `nextCursor`, and loading
 * stops when it is null (the API sends one only after a full page).
 */
export function InfiniteList<T>({
  queryKey,
  fetchPage,
  fetchAfter,
  renderItem,
  getKey,
  className,
  as: Container = 'div',
  empty,
  skeleton,
  refetchOnMount,
}: InfiniteListProps<T>) {
  const keyset = !!fetchAfter;
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      (fetchAfter ? fetchAfter(pageParam as string | null, signal) : fetchPage!(pageParam as number, signal)) as Promise<unknown>,
    initialPageParam: (keyset ? null : 1) as number | string | null,
    getNextPageParam: (last, _all, lastParam) => {
      if (keyset) return isKeysetPage(last) && last.nextCursor ? last.nextCursor : undefined;
      return Array.isArray(last) && last.length > 0 ? (lastParam as number) + 1 : undefined;
    },
    refetchOnMount,
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const pages = (data?.pages ?? []).map((p) => itemsOf(keyset, p));
  const malformed = pages.some((p) => p === null);
  const canLoadMore = !!hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !malformed;

  const sentinel = useLoadMoreOnScroll(canLoadMore, pages.length, fetchNextPage);

  if (query.isPending) return <>{skeleton ?? <p className={footerText}>{listLoadingText()}</p>}</>;
  if (query.isError && !data) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (malformed) return <p className={cn(footerText, 'text-red-600')}>{listFormatErrorText()}</p>;

  const items = pages.flatMap((p) => p ?? []) as T[];
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

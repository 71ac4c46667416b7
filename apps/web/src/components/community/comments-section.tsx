import type { Comment, CommentSort } from '@pedestal/contract/schemas/community';
import { MessageCircle } from 'lucide-react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { ErrorView } from '@/components/error-view';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { promptLogin } from '@/components/layout/use-login-prompt';
import { cn } from '@/lib/cn';
import { useLoadMoreOnScroll } from '@/lib/use-load-more-on-scroll';
import { handleError } from '@/lib/handle-error';
import { useComments, usePostComment } from '@/lib/queries/community';
import { useUserState } from '@/lib/session/get-user-state';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import { COMMENTS_ANCHOR } from './interaction-bar';
import { i18next } from '@/i18n';

const SORTS: { value: CommentSort; label: string }[] = [
  {
    value: 'newest',
    get label() {
      return i18next.t('community.newest');
    },
  },
  {
    value: 'top',
    get label() {
      return i18next.t('community.top');
    },
  },
];

/** The comments of a character's page: sort, composer, one level of replies, more on scroll. */
export function CommentsSection({ characterId }: { characterId: string }) {
  const [sort, setSort] = useState<CommentSort>('newest');
  const query = useComments(characterId, sort);
  const post = usePostComment(characterId);
  const { isSignin } = useUserState();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const canLoadMore = !!hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  // The list draws from a deferred copy of the data: when comments arrive (or change), React renders
  // them in the background, in slices, instead of blocking the page while each one is linkified
  // (issue 13: it was the figurine page's longest task).
  const shown = useDeferredValue(query.data);
  const pages = useMemo(() => shown?.pages ?? [], [shown]);
  // A page may end inside the last one (a comment came in meanwhile): show each comment once.
  const items = useMemo(() => [...new Map(pages.flatMap((p) => p.items).map((c) => [c.id, c])).values()], [pages]);
  const count = pages[0]?.countComment;

  const sentinel = useLoadMoreOnScroll(canLoadMore, pages.length, fetchNextPage);

  return (
    <section
      id={COMMENTS_ANCHOR}
      aria-labelledby="comments-title"
      className="scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm [contain-intrinsic-size:auto_320px] [content-visibility:auto]"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="comments-title" className="text-base font-bold text-neutral-900">
          {i18next.t('community.comments')}
          {count !== undefined && <span className="font-semibold text-neutral-500"> ({count})</span>}
        </h2>
        <div className="flex rounded-full bg-neutral-100 p-0.5" role="group" aria-label={i18next.t('community.sortComments')}>
          {SORTS.map((s) => (
            <button
              key={s.value}
              type="button"
              aria-pressed={sort === s.value}
              onClick={() => setSort(s.value)}
              className={cn(
                'rounded-full px-3 py-1 text-xs font-semibold',
                sort === s.value ? 'bg-white text-neutral-900 shadow-sm' : 'text-neutral-600',
              )}
            >
              {s.label}
            </button>
          ))}
        </div>
      </div>
      {isSignin ? (
        <CommentComposer
          label={i18next.t('community.writeAComment')}
          pending={post.isPending}
          onSubmit={(body) =>
            post.mutateAsync({ body }).catch((error: unknown) => {
              handleError(error);
              throw error;
            })
          }
        />
      ) : (
        <Button variant="secondary" block onClick={promptLogin}>
          {i18next.t('community.logInToComment')}
        </Button>
      )}
      <div className="mt-4">
        {!shown && !query.isError ? (
          <p className="flex items-center justify-center gap-2 py-6 text-sm text-neutral-500">
            <Spinner className="size-4" /> {i18next.t('community.loadingComments')}
          </p>
        ) : query.isError && !shown ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <p className="flex flex-col items-center gap-2 py-8 text-center text-sm text-neutral-500">
            <MessageCircle className="size-8 stroke-[1.5]" aria-hidden />
            {i18next.t('community.noCommentsYetBeThe')}
          </p>
        ) : (
          <CommentList characterId={characterId} items={items} />
        )}
        {isFetchNextPageError ? (
          <ErrorView error={query.error} onRetry={() => void fetchNextPage()} className="mt-3" />
        ) : isFetchingNextPage ? (
          <p className="flex items-center justify-center gap-2 py-4 text-xs text-neutral-500">
            <Spinner className="size-3.5" /> {i18next.t('community.loadingMore')}
          </p>
        ) : hasNextPage ? (
          <div ref={sentinel} className="h-px" aria-hidden />
        ) : null}
      </div>
    </section>
  );
}

/** Memoized: while newer comments render in the background, the list on screen is not drawn again. */
const CommentList = memo(function CommentList({ characterId, items }: { characterId: string; items: Comment[] }) {
  return (
    <ul className="space-y-4" aria-label={i18next.t('community.comments')}>
      {items.map((c) => (
        <CommentItem key={c.id} characterId={characterId} comment={c} />
      ))}
    </ul>
  );
});

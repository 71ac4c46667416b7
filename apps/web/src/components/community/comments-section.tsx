import { INFINITE_SCROLL_THRESHOLD_PX } from '@pedestal/contract/constants';
import type { CommentSort } from '@pedestal/contract/schemas/community';
import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ErrorView } from '@/components/error-view';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLoginPrompt } from '@/components/layout/use-login-prompt';
import { cn } from '@/lib/cn';
import { handleError } from '@/lib/handle-error';
import { useComments, usePostComment } from '@/lib/queries/community';
import { useUserState } from '@/lib/session/get-user-state';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import { COMMENTS_ANCHOR } from './interaction-bar';

const SORTS: { value: CommentSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'top', label: 'Top' },
];

/** The comments of a character's page: sort, composer, one level of replies, more on scroll. */
export function CommentsSection({ characterId }: { characterId: string }) {
  const [sort, setSort] = useState<CommentSort>('newest');
  const query = useComments(characterId, sort);
  const post = usePostComment(characterId);
  const { isSignin } = useUserState();
  const guard = useLoginPrompt();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const canLoadMore = !!hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const pages = query.data?.pages ?? [];
  // A page may end inside the last one (a comment came in meanwhile): show each comment once.
  const items = [...new Map(pages.flatMap((p) => p.items).map((c) => [c.id, c])).values()];
  const count = pages[0]?.countComment;

  useEffect(() => {
    if (!canLoadMore) return;
    const check = () => {
      const el = sentinel.current;
      if (el && el.getBoundingClientRect().top <= window.innerHeight + INFINITE_SCROLL_THRESHOLD_PX) void fetchNextPage();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [canLoadMore, pages.length, fetchNextPage]);

  return (
    <section id={COMMENTS_ANCHOR} aria-labelledby="comments-title" className="scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="comments-title" className="text-base font-bold text-neutral-900">
          Comments{count !== undefined && <span className="font-semibold text-neutral-500"> ({count})</span>}
        </h2>
        <div className="flex rounded-full bg-neutral-100 p-0.5" role="group" aria-label="Sort comments">
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
          label="Write a comment"
          pending={post.isPending}
          onSubmit={(body) =>
            post.mutateAsync({ body }).catch((error: unknown) => {
              handleError(error);
              throw error;
            })
          }
        />
      ) : (
        <Button variant="secondary" block onClick={guard(() => undefined)}>
          Log in to comment
        </Button>
      )}
      <div className="mt-4">
        {query.isPending ? (
          <p className="flex items-center justify-center gap-2 py-6 text-sm text-neutral-500">
            <Spinner className="size-4" /> Loading comments…
          </p>
        ) : query.isError && !query.data ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <p className="flex flex-col items-center gap-2 py-8 text-center text-sm text-neutral-500">
            <MessageCircle className="size-8 stroke-[1.5]" aria-hidden />
            No comments yet. Be the first to say something!
          </p>
        ) : (
          <ul className="space-y-4" aria-label="Comments">
            {items.map((c) => (
              <CommentItem key={c.id} characterId={characterId} comment={c} />
            ))}
          </ul>
        )}
        {isFetchNextPageError ? (
          <ErrorView error={query.error} onRetry={() => void fetchNextPage()} className="mt-3" />
        ) : isFetchingNextPage ? (
          <p className="flex items-center justify-center gap-2 py-4 text-xs text-neutral-500">
            <Spinner className="size-3.5" /> Loading more…
          </p>
        ) : hasNextPage ? (
          <div ref={sentinel} className="h-px" aria-hidden />
        ) : null}
      </div>
    </section>
  );
}

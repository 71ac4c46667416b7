import { formatCounter } from '@pedestal/contract/rules/format';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Share2, ThumbsUp } from 'lucide-react';
import { toast } from 'sonner';
import { useLoginPrompt } from '@/components/layout/use-login-prompt';
import { cn } from '@/lib/cn';
import { handleError } from '@/lib/handle-error';
import { getInteractionQueryOptions, useRecordShare, useToggleLike } from '@/lib/queries/community';
import { useUserState } from '@/lib/session/get-user-state';
import { i18next } from '@/i18n';

const pill = 'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition tabular-nums';
export const COMMENTS_ANCHOR = 'comments';

/**
 * Like, comment count and share for a character's detail page. Everyone sees the counts; liking
 * asks a visitor to log in. Sharing uses the system share sheet, else copies the link; a signed-in
 * user's share is counted (once a day).
 */
export function InteractionBar({ characterId, title }: { characterId: string; title: string }) {
  const { data } = useQuery(getInteractionQueryOptions(characterId));
  const { isVisitor } = useUserState();
  const guard = useLoginPrompt();
  const like = useToggleLike(characterId);
  const share = useRecordShare(characterId);
  const liked = data?.isLike ?? false;
  const countLike = data?.countLike ?? 0;

  const onShare = async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') await navigator.share({ title, url });
      else {
        await navigator.clipboard.writeText(url);
        toast.success(i18next.t('community.linkCopied'));
      }
    } catch (error) {
      if ((error as Error).name === 'AbortError') return; // the share sheet was closed
      toast.error(i18next.t('community.couldNotShareThisPage'));
      return;
    }
    if (!isVisitor) share.mutate();
  };

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={i18next.t('community.likesCommentsAndShares')}>
      <button
        type="button"
        aria-pressed={liked}
        aria-label={i18next.t('community.likeLabel', {
          action: liked ? i18next.t('community.unlike') : i18next.t('community.like'),
          count: countLike,
        })}
        // One request at a time, so the answers cannot arrive out of order.
        disabled={like.isPending}
        onClick={guard(() => like.mutate(!liked, { onError: handleError }))}
        className={cn(pill, liked ? 'bg-brand-600 text-white' : 'bg-neutral-100 text-neutral-700 hover:bg-neutral-200')}
      >
        <ThumbsUp className={cn('size-4', liked && 'fill-current')} aria-hidden />
        {formatCounter(countLike)}
      </button>
      <a
        href={`#${COMMENTS_ANCHOR}`}
        aria-label={i18next.t('community.commentsLabel', { count: data?.countComment ?? 0 })}
        className={cn(pill, 'bg-neutral-100 text-neutral-700 hover:bg-neutral-200')}
      >
        <MessageCircle className="size-4" aria-hidden />
        {formatCounter(data?.countComment)}
      </a>
      <button
        type="button"
        aria-label={i18next.t('community.shareLabel', { count: data?.countShare ?? 0 })}
        onClick={() => void onShare()}
        className={cn(pill, 'bg-neutral-100 text-neutral-700 hover:bg-neutral-200')}
      >
        <Share2 className="size-4" aria-hidden />
        {formatCounter(data?.countShare)}
      </button>
    </div>
  );
}

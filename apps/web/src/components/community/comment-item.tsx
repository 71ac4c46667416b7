import { commentEditableUntil } from '@pedestal/contract/rules/comment';
import type { Comment, Reply } from '@pedestal/contract/schemas/community';
import { formatDateTime } from '@/lib/format';
import { useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/layout/avatar';
import { useLoginPrompt } from '@/components/layout/use-login-prompt';
import { ConfirmDialog } from '@/components/ui/dialog';
import { handleError } from '@/lib/handle-error';
import { useDeleteComment, useEditComment, usePostComment, useReportComment } from '@/lib/queries/community';
import { useNow } from '@/lib/use-now';
import { CommentComposer } from './comment-composer';
import { CommentText } from './comment-text';
import { i18next } from '@/i18n';

const action = 'rounded-md px-1.5 py-1 text-xs font-semibold text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900';

/** One comment (or reply): author, Creator badge, text with links, and what the viewer may do with it. */
export function CommentItem({ characterId, comment }: { characterId: string; comment: Comment | Reply }) {
  const guard = useLoginPrompt();
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const [confirm, setConfirm] = useState<'delete' | 'report' | null>(null);
  const edit = useEditComment(characterId);
  const remove = useDeleteComment(characterId);
  const report = useReportComment(characterId);
  const reply = usePostComment(characterId);
  const now = useNow(30_000);
  const editable = comment.isMine && now < commentEditableUntil(comment.createdAt).getTime();
  const replies = 'replies' in comment ? comment.replies : null;

  return (
    <li className="flex gap-3" aria-label={i18next.t('community.commentBy', { name: comment.author.nickname })}>
      <Avatar src={comment.author.avatar} name={comment.author.nickname} className="size-8 text-sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-neutral-500">
          <span className="text-sm font-semibold text-neutral-900">{comment.author.nickname}</span>
          {comment.isCreator && (
            <span className="rounded-full bg-brand-600 px-1.5 py-0.5 text-[10.5px] font-semibold text-white">
              {i18next.t('community.creator')}
            </span>
          )}
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
          {comment.editedAt && <span>{i18next.t('community.edited')}</span>}
        </p>
        {comment.isHidden && (
          <p className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900">
            {i18next.t('community.hiddenOnlyYouCanSee')}
          </p>
        )}
        {mode === 'edit' ? (
          <div className="mt-1">
            <CommentComposer
              label={i18next.t('community.editYourComment')}
              initial={comment.body}
              submitText={i18next.t('community.save')}
              autoFocus
              pending={edit.isPending}
              onCancel={() => setMode('view')}
              onSubmit={(body) =>
                edit.mutateAsync({ commentId: comment.id, body }).then(
                  () => setMode('view'),
                  (error: unknown) => {
                    handleError(error);
                    throw error;
                  },
                )
              }
            />
          </div>
        ) : (
          <div className="mt-0.5">
            <CommentText text={comment.body} />
          </div>
        )}
        {mode !== 'edit' && (
          <div className="mt-1 -ml-1.5 flex flex-wrap gap-1">
            {replies && (
              <button type="button" className={action} onClick={guard(() => setMode(mode === 'reply' ? 'view' : 'reply'))}>
                {i18next.t('community.reply')}
              </button>
            )}
            {editable && (
              <button type="button" className={action} onClick={() => setMode('edit')}>
                {i18next.t('community.edit')}
              </button>
            )}
            {comment.isMine ? (
              <button type="button" className={action} onClick={() => setConfirm('delete')}>
                {i18next.t('community.delete')}
              </button>
            ) : (
              <button type="button" className={action} onClick={guard(() => setConfirm('report'))}>
                {i18next.t('community.report')}
              </button>
            )}
          </div>
        )}
        {mode === 'reply' && (
          <div className="mt-2">
            <CommentComposer
              label={i18next.t('community.replyTo', { name: comment.author.nickname })}
              placeholder={i18next.t('community.replyToPlaceholder', { name: comment.author.nickname })}
              submitText={i18next.t('community.reply')}
              autoFocus
              pending={reply.isPending}
              onCancel={() => setMode('view')}
              onSubmit={(body) =>
                reply.mutateAsync({ body, parentId: comment.id }).then(
                  () => setMode('view'),
                  (error: unknown) => {
                    handleError(error);
                    throw error;
                  },
                )
              }
            />
          </div>
        )}
        {replies && replies.length > 0 && (
          <ul className="mt-3 space-y-3 border-l-2 border-neutral-100 pl-3" aria-label={i18next.t('community.replies')}>
            {replies.map((r) => (
              <CommentItem key={r.id} characterId={characterId} comment={r} />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={i18next.t('community.deleteComment')}
        description={replies?.length ? i18next.t('community.theCommentAndItsReplies') : i18next.t('community.theCommentWillBeRemoved')}
        confirmText={i18next.t('community.delete')}
        destructive
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => {
              setConfirm(null);
              toast.success(i18next.t('community.commentDeleted'));
            },
            onError: handleError,
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'report'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={i18next.t('community.reportComment')}
        description={i18next.t('community.itWillBeHiddenFor')}
        confirmText={i18next.t('community.report')}
        destructive
        loading={report.isPending}
        onConfirm={() =>
          report.mutate(
            { commentId: comment.id },
            {
              onSuccess: () => {
                setConfirm(null);
                toast.success(i18next.t('community.thanksTheCommentWasReported'));
              },
              onError: handleError,
            },
          )
        }
      />
    </li>
  );
}

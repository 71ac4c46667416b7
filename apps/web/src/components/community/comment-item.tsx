import { commentEditableUntil, type Comment, type Reply } from '@pedestal/contract/schemas/community';
import { formatDateTime } from '@pedestal/contract/rules/format';
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
    <li className="flex gap-3" aria-label={`Comment by ${comment.author.nickname}`}>
      <Avatar src={comment.author.avatar} name={comment.author.nickname} className="size-8 text-sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-neutral-500">
          <span className="text-sm font-semibold text-neutral-900">{comment.author.nickname}</span>
          {comment.isCreator && (
            <span className="rounded-full bg-brand-600 px-1.5 py-0.5 text-[10.5px] font-semibold text-white">Creator</span>
          )}
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
          {comment.editedAt && <span>(edited)</span>}
        </p>
        {comment.isHidden && (
          <p className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900">Hidden: only you can see this comment</p>
        )}
        {mode === 'edit' ? (
          <div className="mt-1">
            <CommentComposer
              label="Edit your comment"
              initial={comment.body}
              submitText="Save"
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
                Reply
              </button>
            )}
            {editable && (
              <button type="button" className={action} onClick={() => setMode('edit')}>
                Edit
              </button>
            )}
            {comment.isMine ? (
              <button type="button" className={action} onClick={() => setConfirm('delete')}>
                Delete
              </button>
            ) : (
              <button type="button" className={action} onClick={guard(() => setConfirm('report'))}>
                Report
              </button>
            )}
          </div>
        )}
        {mode === 'reply' && (
          <div className="mt-2">
            <CommentComposer
              label={`Reply to ${comment.author.nickname}`}
              placeholder={`Reply to ${comment.author.nickname}…`}
              submitText="Reply"
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
          <ul className="mt-3 space-y-3 border-l-2 border-neutral-100 pl-3" aria-label="Replies">
            {replies.map((r) => (
              <CommentItem key={r.id} characterId={characterId} comment={r} />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete comment?"
        description={replies?.length ? 'The comment and its replies will be removed.' : 'The comment will be removed.'}
        confirmText="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => {
              setConfirm(null);
              toast.success('Comment deleted');
            },
            onError: handleError,
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'report'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Report comment?"
        description="It will be hidden for you and sent to the moderators."
        confirmText="Report"
        destructive
        loading={report.isPending}
        onConfirm={() =>
          report.mutate(
            { commentId: comment.id },
            {
              onSuccess: () => {
                setConfirm(null);
                toast.success('Thanks, the comment was reported');
              },
              onError: handleError,
            },
          )
        }
      />
    </li>
  );
}

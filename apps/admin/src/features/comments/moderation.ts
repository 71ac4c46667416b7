import type { AdminComment } from '@pedestal/contract';

export type ModerationAction = 'hide' | 'restore' | 'delete';
export interface PendingModeration {
  comment: AdminComment;
  action: ModerationAction;
}

export const ACTIONS: Record<ModerationAction, { label: string; done: string; explain: string; danger?: boolean }> = {
  hide: { label: 'Hide comment', done: 'hidden', explain: 'Nobody but its author will see it; the comment count drops.', danger: true },
  restore: {
    label: 'Restore comment',
    done: 'restored',
    explain: 'Everyone sees it again and its reports are marked reviewed (they no longer hide it).',
  },
  delete: { label: 'Delete comment', done: 'deleted', explain: 'It is removed with its replies. This cannot be undone.', danger: true },
};

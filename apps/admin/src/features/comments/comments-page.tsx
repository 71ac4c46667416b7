import type { AdminComment } from '@pedestal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '@admin/components/data-table';
import { Alert, ConfirmDialog, PageHeader, SelectField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useListParams } from '@admin/lib/use-page';
import { commentColumns } from './comment-columns';
import { ACTIONS, type PendingModeration } from './moderation';

const PAGE_SIZE = 20;
const FILTERS = [
  { value: 'reported', label: 'Reported, not reviewed' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'all', label: 'All comments' },
];

/** Comment moderation: the reported queue, hidden comments, and hide / restore / delete (each audited). */
export function CommentsPage() {
  const { page, filters, set } = useListParams(['filter'] as const);
  const filter = filters.filter || 'reported';
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'comments', filter, page],
    queryFn: () => api.page<AdminComment>('admin/comment/list', { filter, page, pageSize: PAGE_SIZE }),
  });
  const [pending, setPending] = useState<PendingModeration | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: ({ comment, action }: PendingModeration) =>
      action === 'delete' ? api.delete(`admin/comment/${comment.id}`) : api.put(`admin/comment/${comment.id}/${action}`),
    onSuccess: (_r, { comment, action }) => {
      setDone(`The comment by ${comment.author.nickname} was ${ACTIONS[action].done}.`);
      setPending(null);
      return client.invalidateQueries({ queryKey: ['admin', 'comments'] });
    },
  });

  return (
    <>
      <PageHeader
        title="Comments"
        description="Reported and hidden comments. A comment reported by three people is hidden until you review it."
      />
      {done && (
        <div className="mb-4">
          <Alert tone="green">{done}</Alert>
        </div>
      )}
      <div className="mb-4 w-72 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <SelectField label="Show" value={filter} options={FILTERS} onChange={(e) => set({ filter: e.target.value })} />
      </div>
      <DataTable
        caption="Comments"
        noun={['comment', 'comments']}
        columns={commentColumns({ filter, onAct: setPending })}
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => set({ page: p, filter })}
        empty={filter === 'reported' ? 'No reported comments' : 'No comments here'}
        emptyHint="Reported comments appear here for review."
        rowKey={(r) => r.id}
      />
      {pending && (
        <ConfirmDialog
          open
          title={`${ACTIONS[pending.action].label}?`}
          confirmLabel={ACTIONS[pending.action].label}
          danger={ACTIONS[pending.action].danger}
          busy={act.isPending}
          error={act.error}
          onClose={() => {
            setPending(null);
            act.reset();
          }}
          onConfirm={() => act.mutate(pending)}
        >
          <p>{ACTIONS[pending.action].explain}</p>
          <blockquote className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">{pending.comment.body}</blockquote>
        </ConfirmDialog>
      )}
    </>
  );
}

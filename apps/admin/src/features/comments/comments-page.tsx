import type { AdminComment } from '@pedestal/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@admin/components/data-table';
import { Alert, Badge, Button, ConfirmDialog, PageHeader, SelectField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { dateTime } from '@admin/lib/format';
import { useListParams } from '@admin/lib/use-page';

const PAGE_SIZE = 20;
type Action = 'hide' | 'restore' | 'delete';
const FILTERS = [
  { value: 'reported', label: 'Reported, not reviewed' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'all', label: 'All comments' },
];

const ACTIONS: Record<Action, { label: string; done: string; explain: string; danger?: boolean }> = {
  hide: { label: 'Hide comment', done: 'hidden', explain: 'Nobody but its author will see it; the comment count drops.', danger: true },
  restore: {
    label: 'Restore comment',
    done: 'restored',
    explain: 'Everyone sees it again and its reports are marked reviewed (they no longer hide it).',
  },
  delete: { label: 'Delete comment', done: 'deleted', explain: 'It is removed with its replies. This cannot be undone.', danger: true },
};

/** Comment moderation: the reported queue, hidden comments, and hide / restore / delete (each audited). */
export function CommentsPage() {
  const { page, filters, set } = useListParams(['filter'] as const);
  const filter = filters.filter || 'reported';
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'comments', filter, page],
    queryFn: () => api.get<AdminComment[]>('admin/comment/list', { filter, page, pageSize: PAGE_SIZE }),
  });
  const [pending, setPending] = useState<{ comment: AdminComment; action: Action } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: ({ comment, action }: { comment: AdminComment; action: Action }) =>
      action === 'delete' ? api.delete(`admin/comment/${comment.id}`) : api.put(`admin/comment/${comment.id}/${action}`),
    onSuccess: (_r, { comment, action }) => {
      setDone(`The comment by ${comment.author.nickname} was ${ACTIONS[action].done}.`);
      setPending(null);
      return client.invalidateQueries({ queryKey: ['admin', 'comments'] });
    },
  });

  const col = createColumnHelper<AdminComment>();
  const columns = [
    col.accessor('body', {
      header: 'Comment',
      cell: (c) => (
        <div className="max-w-md">
          <p className="line-clamp-3 whitespace-pre-line text-slate-900">{c.getValue()}</p>
          <p className="mt-1 text-xs text-slate-600">
            {c.row.original.author.nickname} · {dateTime(c.row.original.createdAt)}
            {c.row.original.parentId ? ' · reply' : ''}
          </p>
        </div>
      ),
    }),
    col.accessor((r) => r.character.name, {
      id: 'character',
      header: 'Character',
      cell: (c) => (
        <Link to={`/characters/${c.row.original.character.id}`} className="text-indigo-800 underline">
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor('reportCount', {
      header: 'Reports',
      cell: (c) => (
        <span>
          <span className="tabular-nums">{c.getValue()}</span>
          {c.row.original.reasons.length > 0 && <span className="block text-xs text-slate-600">{c.row.original.reasons.join('; ')}</span>}
        </span>
      ),
    }),
    col.accessor('hiddenBy', {
      header: 'State',
      cell: (c) =>
        c.getValue() === 'admin' ? (
          <Badge tone="red">Hidden by a moderator</Badge>
        ) : c.getValue() === 'reports' ? (
          <Badge tone="amber">Hidden by reports</Badge>
        ) : (
          <Badge tone="green">Visible</Badge>
        ),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <div className="flex gap-2">
          {c.row.original.hiddenAt ? (
            <Button variant="secondary" onClick={() => setPending({ comment: c.row.original, action: 'restore' })}>
              Restore
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setPending({ comment: c.row.original, action: 'hide' })}>
              Hide
            </Button>
          )}
          {!c.row.original.hiddenAt && c.row.original.reportCount > 0 && filter === 'reported' && (
            <Button variant="secondary" onClick={() => setPending({ comment: c.row.original, action: 'restore' })}>
              Dismiss reports
            </Button>
          )}
          <Button variant="danger" onClick={() => setPending({ comment: c.row.original, action: 'delete' })}>
            Delete
          </Button>
        </div>
      ),
    }),
  ];

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
        columns={columns}
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

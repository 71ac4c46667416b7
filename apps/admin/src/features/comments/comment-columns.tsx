import type { AdminComment } from '@pedestal/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Badge, Button } from '@admin/components/ui';
import { dateTime } from '@admin/lib/format';
import type { PendingModeration } from './moderation';

const col = createColumnHelper<AdminComment>();

/** The moderation table: the comment, its character, reports and state, and the actions its state allows. */
export const commentColumns = ({ filter, onAct }: { filter: string; onAct: (pending: PendingModeration) => void }) => [
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
          <Button variant="secondary" onClick={() => onAct({ comment: c.row.original, action: 'restore' })}>
            Restore
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => onAct({ comment: c.row.original, action: 'hide' })}>
            Hide
          </Button>
        )}
        {!c.row.original.hiddenAt && c.row.original.reportCount > 0 && filter === 'reported' && (
          <Button variant="secondary" onClick={() => onAct({ comment: c.row.original, action: 'restore' })}>
            Dismiss reports
          </Button>
        )}
        <Button variant="danger" onClick={() => onAct({ comment: c.row.original, action: 'delete' })}>
          Delete
        </Button>
      </div>
    ),
  }),
];

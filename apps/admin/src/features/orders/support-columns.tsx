import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Badge } from '@admin/components/ui';
import { dateTime, label, money } from '@admin/lib/format';
import type { Support } from './orders';

const col = createColumnHelper<Support>();

/** The supports table: number, campaign, tier, supporter and payment / refund status. */
export const supportColumns = [
  col.accessor('no', { header: 'Support', cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span> }),
  col.accessor('createdAt', { header: 'Placed', cell: (c) => dateTime(c.getValue()) }),
  col.accessor((s) => s.character.name, {
    id: 'campaign',
    header: 'Campaign',
    cell: (c) => (
      <Link className="hover:underline" to={`/characters/${c.row.original.characterId}`}>
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor((s) => s.spec.price, {
    id: 'tier',
    header: 'Tier',
    cell: (c) => `${money(c.getValue())} · ${c.row.original.spec.diamond} diamonds`,
  }),
  col.accessor('userId', {
    header: 'User',
    cell: (c) => (
      <Link className="font-mono text-xs hover:underline" to={`/users/${c.getValue()}`}>
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <span className="flex flex-col items-start gap-1">
        <Badge tone={c.getValue() === 'success' ? 'green' : c.getValue() === 'pending' ? 'slate' : 'red'}>{label(c.getValue())}</Badge>
        {c.row.original.refundStatus && <span className="text-xs text-slate-600">Refund {c.row.original.refundStatus}</span>}
      </span>
    ),
  }),
];

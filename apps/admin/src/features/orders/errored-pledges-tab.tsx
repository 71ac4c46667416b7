import type { AdminErroredPledge } from '@pedestal/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@admin/components/data-table';
import { Badge } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { dateTime, money } from '@admin/lib/format';
import { orderKeys } from './orders';

/** Why a pledge is not charged: the card (declined, 3-D Secure) or, since decision 059, a reward that now ships without an address. */
const CODE_LABELS = { authentication_required: 'Needs 3-D Secure', declined: 'Declined', address_required: 'Needs an address' } as const;

const col = createColumnHelper<AdminErroredPledge>();

/** Pledges whose off-session charge failed (decision 040): why, and how long their grace lasts. */
const columns = [
  col.accessor('no', { header: 'Pledge', cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span> }),
  col.accessor('characterName', {
    header: 'Campaign',
    cell: (c) => (
      <Link className="hover:underline" to={`/characters/${c.row.original.characterId}`}>
        {c.getValue() || 'Unnamed character'}
      </Link>
    ),
  }),
  col.accessor('user', {
    header: 'User',
    cell: (c) => {
      const user = c.getValue();
      return (
        <Link className="flex flex-col hover:underline" to={`/users/${c.row.original.userId}`}>
          <span>{user?.username ?? 'Deleted user'}</span>
          {user?.email && <span className="text-xs text-slate-600">{user.email}</span>}
        </Link>
      );
    },
  }),
  col.accessor('amountCents', { header: 'Amount', cell: (c) => money(c.getValue() / 100) }),
  col.accessor('reason', {
    header: 'Reason',
    cell: (c) => (
      <span className="flex flex-col items-start gap-1">
        <Badge tone={c.row.original.code === 'declined' ? 'red' : 'amber'}>{CODE_LABELS[c.row.original.code ?? 'declined']}</Badge>
        <span className="text-xs text-slate-700">{c.getValue()}</span>
      </span>
    ),
  }),
  col.accessor('attempts', { header: 'Attempts' }),
  col.accessor('nextRetryAt', { header: 'Next retry', cell: (c) => (c.getValue() ? dateTime(c.getValue()!) : '—') }),
  col.accessor('graceEndsAt', { header: 'Dropped at', cell: (c) => (c.getValue() ? dateTime(c.getValue()!) : '—') }),
];

/** The errored pledges, oldest failure first; the backer is reminded every 48 h until fixed or dropped. */
export function ErroredPledgesTab() {
  const query = useQuery({
    queryKey: [...orderKeys.all, 'errored-pledges'],
    queryFn: () => api.get<AdminErroredPledge[]>('admin/crowdfunding-pledges/errored'),
  });
  return (
    <DataTable
      caption="Errored pledges"
      columns={columns}
      query={query}
      page={1}
      pageSize={500}
      onPage={() => undefined}
      rowKey={(p) => p.id}
      empty="No errored pledge"
    />
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '@admin/components/data-table';
import { Badge, Button, Dialog, PageHeader } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { dateTime, label } from '@admin/lib/format';
import { useListParams } from '@admin/lib/use-page';
import { RaffleForm, type Raffle } from './raffle-form';

const PAGE_SIZE = 20;
const col = createColumnHelper<Raffle>();
const columns = [
  col.accessor('title', {
    header: 'Raffle',
    cell: (c) => (
      <Link to={`/raffles/${c.row.original.id}`} className="font-medium text-slate-900 hover:underline">
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <Badge tone={c.getValue() === 'active' ? 'green' : c.getValue() === 'ended' ? 'slate' : 'amber'}>{label(c.getValue())}</Badge>
    ),
  }),
  col.accessor('costDiamond', { header: 'Cost', cell: (c) => `${c.getValue()} diamonds` }),
  col.accessor('winRate', { header: 'Win rate', cell: (c) => `${Math.round(c.getValue() * 10_000) / 100}%` }),
  col.accessor('guaranteeCount', { header: 'Guarantee', cell: (c) => `draw ${c.getValue()}` }),
  col.accessor((r) => r.specs.length, { id: 'specs', header: 'Prizes' }),
  col.accessor('createdAt', { header: 'Created', cell: (c) => dateTime(c.getValue()) }),
];

export function RafflesPage() {
  const { page, set } = useListParams([] as const);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'raffles', page],
    queryFn: () => api.page<Raffle>('admin/raffle/list', { page, pageSize: PAGE_SIZE }),
  });
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<Raffle>('admin/raffle', body),
    onSuccess: (r) => {
      void client.invalidateQueries({ queryKey: ['admin', 'raffles'] });
      navigate(`/raffles/${r.id}`);
    },
  });
  return (
    <>
      <PageHeader
        title="Raffles"
        description="Diamond raffles for figurine specs: odds are published and provably fair."
        actions={<Button onClick={() => setCreating(true)}>New raffle</Button>}
      />
      <DataTable
        caption="Raffles"
        noun={['raffle', 'raffles']}
        columns={columns}
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => set({ page: p })}
        rowKey={(r) => r.id}
        empty="No raffle yet"
        emptyHint="Create one, then add figurine specs as prizes."
      />
      <Dialog open={creating} title="New raffle" wide onClose={() => setCreating(false)}>
        {creating && (
          <RaffleForm busy={create.isPending} error={create.error} onSubmit={(b) => create.mutate(b)} onCancel={() => setCreating(false)} />
        )}
      </Dialog>
    </>
  );
}

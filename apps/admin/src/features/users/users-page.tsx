import { createColumnHelper } from '@tanstack/react-table';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@admin/components/data-table';
import { Badge, Button, PageHeader, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { dateTime } from '@admin/lib/format';
import { useListParams } from '@admin/lib/use-page';

export interface AdminUser {
  id: string;
  username: string | null;
  email: string | null;
  phone: string | null;
  nickname: string;
  createdAt: string;
  deletedAt: string | null;
  /** Suspended by an operator (decision 036): cannot sign in or buy. */
  suspendedAt: string | null;
  voteToken: number;
  diamond: number;
  frozenDiamond: number;
}

const PAGE_SIZE = 20;
const col = createColumnHelper<AdminUser>();
const columns = [
  col.accessor('nickname', {
    header: 'User',
    cell: (c) => (
      <Link to={`/users/${c.row.original.id}`} className="font-medium text-slate-900 hover:underline">
        {c.getValue()}
        <span className="block text-xs font-normal text-slate-600">{c.row.original.username ?? '—'}</span>
      </Link>
    ),
  }),
  col.accessor((u) => u.email ?? u.phone ?? '—', { id: 'contact', header: 'Contact' }),
  col.accessor('diamond', {
    header: 'Diamonds',
    cell: (c) => (
      <span className="tabular-nums">
        {c.getValue()}
        {c.row.original.frozenDiamond ? ` (+${c.row.original.frozenDiamond} frozen)` : ''}
      </span>
    ),
  }),
  col.accessor('voteToken', { header: 'Vote tickets' }),
  col.accessor('createdAt', { header: 'Joined', cell: (c) => dateTime(c.getValue()) }),
  col.accessor('deletedAt', {
    header: 'State',
    cell: (c) => (c.getValue() ? <Badge tone="red">Deleted</Badge> : <Badge tone="green">Active</Badge>),
  }),
];

export function UsersPage() {
  const { page, filters, set } = useListParams(['q'] as const);
  const [keyword, setKeyword] = useState(filters.q);
  const query = useQuery({
    queryKey: ['admin', 'users', filters.q, page],
    queryFn: () => api.page<AdminUser>('admin/user/list', { keyword: filters.q || undefined, page, pageSize: PAGE_SIZE }),
  });
  return (
    <>
      <PageHeader title="Users" description="Shoppers' accounts, balances and sessions." />
      <form
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          set({ q: keyword });
        }}
        className="mb-4 flex items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <div className="w-80">
          <TextField
            label="Search users"
            type="search"
            placeholder="Username, email or nickname"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <DataTable
        caption="Users"
        noun={['user', 'users']}
        columns={columns}
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => set({ page: p, q: filters.q })}
        rowKey={(u) => u.id}
        empty="No user matches"
      />
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@admin/components/data-table';
import { Button, PageHeader, SelectField, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { dateTime, label } from '@admin/lib/format';
import type { AuditRow } from '@admin/lib/audit';
import { useListParams } from '@admin/lib/use-page';

const TARGETS = [
  'character',
  'vote',
  'crowdfunding',
  'crowdfunding_spec',
  'sale_spec',
  'figurine_order',
  'dispute',
  'setting',
  'raffle',
  'user',
  'comment',
  'admin',
];
const PAGE_SIZE = 25;

const targetLink = (type: string, id: string) =>
  ['character', 'vote', 'crowdfunding'].includes(type)
    ? `/characters/${id}`
    : type === 'raffle'
      ? `/raffles/${id}`
      : type === 'user'
        ? `/users/${id}`
        : type === 'dispute'
          ? `/disputes/${id}`
          : type === 'figurine_order'
            ? `/orders/figurine/${id}`
            : null;

const col = createColumnHelper<AuditRow>();
const columns = [
  col.accessor('createdAt', { header: 'When', cell: (c) => <span className="whitespace-nowrap">{dateTime(c.getValue())}</span> }),
  col.accessor('adminUsername', { header: 'Who' }),
  col.accessor('action', { header: 'Did', cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span> }),
  col.display({
    id: 'target',
    header: 'To',
    cell: ({ row: { original: r } }) => {
      const to = targetLink(r.targetType, r.targetId);
      // By name where the server resolved one (issue 41); the id stays only for what has none.
      const name = r.targetName ?? r.targetId;
      const font = r.targetName ? '' : 'font-mono';
      return (
        <span className="text-xs">
          {label(r.targetType)}{' '}
          {to ? (
            <Link className={`${font} text-indigo-800 hover:underline`} to={to} title={r.targetId}>
              {name}
            </Link>
          ) : (
            <span className={font} title={r.targetId}>
              {name}
            </span>
          )}
        </span>
      );
    },
  }),
  col.accessor('detail', {
    header: 'Before and after',
    cell: (c) =>
      Object.keys(c.getValue()).length === 0 ? (
        '—'
      ) : (
        <pre className="max-w-md overflow-x-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap text-slate-800">
          {JSON.stringify(c.getValue(), null, 1)}
        </pre>
      ),
  }),
];

/** Every admin change, newest first: who did what to which record, and what it recorded. */
export function AuditPage() {
  const { page, filters, set } = useListParams(['targetType', 'targetId', 'action'] as const);
  const [f, setF] = useState(filters);
  const query = useQuery({
    queryKey: ['admin', 'audit', filters, page],
    queryFn: () => api.page<AuditRow>('admin/audit/list', { ...filters, page, pageSize: PAGE_SIZE }),
  });
  return (
    <>
      <PageHeader title="Audit log" description="Who did what, when, with the change recorded alongside." />
      <form
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          set(f);
        }}
        className="mb-4 flex items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <div className="w-52">
          <SelectField
            label="Record type"
            value={f.targetType}
            onChange={(e) => setF({ ...f, targetType: e.target.value })}
            options={[{ value: '', label: 'Any' }, ...TARGETS.map((t) => ({ value: t, label: label(t) }))]}
          />
        </div>
        <div className="w-64">
          <TextField label="Record id" value={f.targetId} onChange={(e) => setF({ ...f, targetId: e.target.value })} />
        </div>
        <div className="w-52">
          <TextField label="Action contains" value={f.action} onChange={(e) => setF({ ...f, action: e.target.value })} />
        </div>
        <Button type="submit">Filter</Button>
      </form>
      <DataTable
        caption="Audit log"
        noun={['entry', 'entries']}
        columns={columns}
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => set({ ...filters, page: p })}
        rowKey={(r) => r.id}
        empty="Nothing recorded"
      />
    </>
  );
}

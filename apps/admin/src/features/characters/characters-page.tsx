import { CharacterPhase, ReviewStatus } from '@pedestal/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@admin/components/data-table';
import { Badge, Button, PageHeader, SelectField, TextField } from '@admin/components/ui';
import { useCharacterList, type AdminCharacter } from '@admin/lib/characters';
import { dateTime, label } from '@admin/lib/format';
import { useListParams } from '@admin/lib/use-page';
import { statusTone } from './status';

const PAGE_SIZE = 20;
const col = createColumnHelper<AdminCharacter>();
const columns = [
  col.accessor('name', {
    header: 'Character',
    cell: (c) => (
      <Link to={`/characters/${c.row.original.id}`} className="flex items-center gap-3 font-medium text-slate-900 hover:underline">
        {c.row.original.illustration ? (
          <img src={c.row.original.illustration} alt="" className="size-10 rounded object-cover" />
        ) : (
          <span className="size-10 rounded bg-slate-200" aria-hidden />
        )}
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('displayStatus', { header: 'Status', cell: (c) => <Badge tone={statusTone(c.row.original)}>{c.getValue()}</Badge> }),
  col.accessor('phase', { header: 'Phase', cell: (c) => (c.getValue() ? label(c.getValue()!) : '—') }),
  col.display({
    id: 'progress',
    header: 'Progress',
    cell: ({ row: { original: c } }) =>
      c.crowdfunding && c.crowdfunding.status !== 'inactive'
        ? `${c.crowdfunding.progress}% funded`
        : c.vote
          ? `${c.vote.countCurrent} / ${c.vote.countTarget} votes`
          : '—',
  }),
  col.accessor((c) => c.user.profile.nickname, { id: 'submitter', header: 'Submitter' }),
  col.accessor('createdAt', { header: 'Submitted', cell: (c) => dateTime(c.getValue()) }),
];

/** Every character, searchable by name and filtered by review status or phase. */
export function CharactersPage() {
  const { page, filters, set } = useListParams(['name', 'status', 'phase'] as const);
  const [name, setName] = useState(filters.name);
  const query = useCharacterList({
    page,
    pageSize: PAGE_SIZE,
    name: filters.name || undefined,
    status: filters.status || undefined,
    phase: filters.phase || undefined,
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    set({ name });
  };
  return (
    <>
      <PageHeader
        title="Characters"
        description="From submission to sale: open one to see its journey, change its settings and move it on."
      />
      <form onSubmit={search} className="mb-4 flex items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" role="search">
        <div className="w-72">
          <TextField
            label="Character name"
            type="search"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Search by name"
          />
        </div>
        <div className="w-48">
          <SelectField
            label="Review status"
            value={filters.status}
            onChange={(e) => set({ status: e.target.value })}
            options={[{ value: '', label: 'Any' }, ...ReviewStatus.map((s) => ({ value: s, label: label(s) }))]}
          />
        </div>
        <div className="w-56">
          <SelectField
            label="Phase"
            value={filters.phase}
            onChange={(e) => set({ phase: e.target.value })}
            options={[{ value: '', label: 'Any' }, ...CharacterPhase.map((s) => ({ value: s, label: label(s) }))]}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <DataTable
        caption="Characters"
        noun={['character', 'characters']}
        columns={columns}
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => set({ page: p, name: filters.name, status: filters.status, phase: filters.phase })}
        rowKey={(c) => c.id}
        empty="No character matches"
        emptyHint="Try another name or filter."
      />
    </>
  );
}

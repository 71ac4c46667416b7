import { PaymentStatus } from '@pedestal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DataTable } from '@admin/components/data-table';
import { ListTotalsBar } from './list-totals';
import { Button, SelectField, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { label } from '@admin/lib/format';
import { useListParams } from '@admin/lib/use-page';
import { orderKeys, PAGE_SIZE, type Support } from './orders';
import { exportSupports } from './orders-csv';
import { supportColumns } from './support-columns';

/** Crowdfunding supports by campaign, status or keyword; export. */
export function SupportsTab() {
  const { page, filters, set } = useListParams(['status', 'characterId', 'q'] as const);
  const [keyword, setKeyword] = useState(filters.q);
  const [exporting, setExporting] = useState(false);
  const campaigns = useQuery({
    queryKey: ['admin', 'orders', 'campaigns'],
    queryFn: async () =>
      (
        await Promise.all(
          ['crowdfunding-active', 'crowdfunding-success', 'crowdfunding-failed', 'pre-sale', 'sale'].map((phase) =>
            api.get<{ id: string; name: string }[]>('admin/character/list', { phase, pageSize: 100 }),
          ),
        )
      ).flat(),
  });
  const q = { status: filters.status || undefined, characterId: filters.characterId || undefined, searchKeyword: filters.q || undefined };
  const query = useQuery({
    queryKey: [...orderKeys.all, 'supports', q, page],
    queryFn: () => api.get<Support[]>('admin/order/crowdfunding', { ...q, page, pageSize: PAGE_SIZE }),
  });
  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportSupports(q);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <form
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          set({ q: keyword, status: filters.status, characterId: filters.characterId });
        }}
        className="mb-4 flex items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <div className="w-60">
          <TextField label="Search supports" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </div>
        <div className="w-60">
          <SelectField
            label="Campaign"
            value={filters.characterId}
            onChange={(e) => set({ characterId: e.target.value, status: filters.status, q: filters.q })}
            options={[{ value: '', label: 'All campaigns' }, ...(campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name }))]}
          />
        </div>
        <div className="w-44">
          <SelectField
            label="Status"
            value={filters.status}
            onChange={(e) => set({ status: e.target.value, characterId: filters.characterId, q: filters.q })}
            options={[{ value: '', label: 'Any' }, ...PaymentStatus.map((s) => ({ value: s, label: label(s) }))]}
          />
        </div>
        <Button type="submit">Search</Button>
        <Button variant="secondary" className="ml-auto" busy={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </form>
      <ListTotalsBar path="admin/order/crowdfunding/totals" query={q} noun={['support', 'supports']} />
      <DataTable
        caption="Crowdfunding supports"
        columns={supportColumns}
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => set({ page: p, status: filters.status, characterId: filters.characterId, q: filters.q })}
        rowKey={(s) => s.id}
        empty="No support matches"
      />
    </>
  );
}

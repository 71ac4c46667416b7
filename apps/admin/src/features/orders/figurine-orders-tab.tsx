import { FigurineOrderStatus, OrderKind } from '@pedestal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DataTable } from '@admin/components/data-table';
import { Button, SelectField, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { useCan } from '@admin/lib/session';
import { useListParams } from '@admin/lib/use-page';
import { ListTotalsBar } from './list-totals';
import { figurineOrderColumns, shippable } from './figurine-order-columns';
import { ORDER_LABELS } from './order-status';
import { orderKeys, PAGE_SIZE, type Order } from './orders';
import { exportFigurineOrders } from './orders-csv';
import { OrderBreakdownDialog } from './order-breakdown-dialog';
import { RefundOrderDialog } from './refund-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';
import { BulkShipDialog, ImportShipmentsDialog } from './shipments';

const KIND_LABELS: Record<OrderKind, string> = { checkout: 'Purchases', raffle: 'Raffle prizes' };
/** A day picked in the browser as the instant it starts there (the list shows dates in the browser's zone too). */
const dayStart = (day: string, addDays = 0) => {
  if (!day) return undefined;
  const d = new Date(`${day}T00:00:00`);
  d.setDate(d.getDate() + addDays);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
};

/** Figurine orders by status, kind, when placed or keyword (number, buyer, email, phone, tracking, character): ship, refund, export. */
export function FigurineOrdersTab() {
  const { page, filters, set } = useListParams(['status', 'q', 'kind', 'from', 'to'] as const);
  const [keyword, setKeyword] = useState(filters.q);
  const [shipping, setShipping] = useState<Order | null>(null);
  const [refunding, setRefunding] = useState<Order | null>(null);
  const [details, setDetails] = useState<Order | null>(null);
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<Map<string, Order>>(new Map());
  const [bulk, setBulk] = useState<'ship' | 'import' | null>(null);
  const client = useQueryClient();
  const q = {
    status: filters.status || undefined,
    kind: filters.kind || undefined,
    searchKeyword: filters.q || undefined,
    placedFrom: dayStart(filters.from),
    // The "to" day is included: before the next day starts.
    placedBefore: dayStart(filters.to, 1),
  };
  const query = useQuery({
    queryKey: [...orderKeys.all, 'figurine', q, page],
    queryFn: () => api.get<Order[]>('admin/order/figurine', { ...q, page, pageSize: PAGE_SIZE }),
    // Refund progress: while one is with the provider, look again every few seconds.
    refetchInterval: (r) => (r.state.data?.some((o) => o.status === 'refunding') ? 3000 : false),
  });
  const done = () => {
    void client.invalidateQueries({ queryKey: orderKeys.all });
    void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };
  const can = useCan();
  const columns = figurineOrderColumns({
    onDetails: setDetails,
    onShip: can('orders.ship') ? setShipping : undefined,
    onRefund: can('orders.refund') ? setRefunding : undefined,
    selected: new Set(selected.keys()),
    onSelect: (o, on) =>
      setSelected((s) => {
        const next = new Map(s);
        if (on) next.set(o.id, o);
        else next.delete(o.id);
        return next;
      }),
  });
  const shippableOnPage = can('orders.ship') ? (query.data ?? []).filter(shippable) : [];
  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportFigurineOrders(q);
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
          set({ q: keyword });
        }}
        className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <div className="w-72">
          <TextField
            label="Search orders"
            type="search"
            placeholder="Number, buyer, email, phone, tracking, character"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </div>
        <div className="w-44">
          <SelectField
            label="Status"
            value={filters.status}
            onChange={(e) => set({ status: e.target.value })}
            options={[{ value: '', label: 'Any' }, ...FigurineOrderStatus.map((s) => ({ value: s, label: ORDER_LABELS[s] }))]}
          />
        </div>
        <div className="w-40">
          <SelectField
            label="Kind"
            value={filters.kind}
            onChange={(e) => set({ kind: e.target.value })}
            options={[{ value: '', label: 'Any' }, ...OrderKind.map((k) => ({ value: k, label: KIND_LABELS[k] }))]}
          />
        </div>
        <div className="w-40">
          <TextField
            label="Placed from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div className="w-40">
          <TextField
            label="Placed to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
        <Button type="submit">Search</Button>
        {can('orders.ship') && (
          <Button variant="secondary" className="ml-auto" onClick={() => setBulk('import')}>
            Import shipments
          </Button>
        )}
        <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </form>
      {can('orders.ship') && (
        <div className="mb-3 flex items-center gap-3 text-sm text-slate-700">
          <Button
            variant="ghost"
            disabled={shippableOnPage.length === 0}
            onClick={() => setSelected((s) => new Map([...s, ...shippableOnPage.map((o) => [o.id, o] as const)]))}
          >
            Select all to ship on this page
          </Button>
          <span aria-live="polite">{selected.size ? `${selected.size} selected` : 'None selected'}</span>
          {selected.size > 0 && (
            <>
              <Button onClick={() => setBulk('ship')}>Ship selected ({selected.size})</Button>
              <Button variant="ghost" onClick={() => setSelected(new Map())}>
                Clear selection
              </Button>
            </>
          )}
        </div>
      )}
      <ListTotalsBar path="admin/order/figurine/totals" query={q} noun={['order', 'orders']} />
      <DataTable
        caption="Figurine orders"
        columns={columns}
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => set({ page: p })}
        rowKey={(o) => o.id}
        empty="No order matches"
      />
      {shipping && <ShipOrderDialog order={shipping} onClose={() => setShipping(null)} onDone={done} />}
      {bulk === 'ship' && (
        <BulkShipDialog
          orders={[...selected.values()]}
          onClose={() => setBulk(null)}
          onDone={() => {
            setSelected(new Map());
            done();
          }}
        />
      )}
      {bulk === 'import' && <ImportShipmentsDialog onClose={() => setBulk(null)} onDone={done} />}
      {details && <OrderBreakdownDialog order={details} onClose={() => setDetails(null)} />}
      {refunding && <RefundOrderDialog order={refunding} onClose={() => setRefunding(null)} onDone={done} />}
    </>
  );
}

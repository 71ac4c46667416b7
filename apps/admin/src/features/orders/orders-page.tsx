import {
  FigurineOrderStatus,
  PaymentStatus,
  ShipOrderInputSchema,
  canMoveOrder,
  type FigurineOrder,
  type SupportOrder,
} from '@pedestal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '@admin/components/data-table';
import { Badge, Button, ConfirmDialog, PageHeader, SelectField, TextField, type Tone } from '@admin/components/ui';
import { api, type Query } from '@admin/lib/api';
import { dateTime, download, label, money, toCsv } from '@admin/lib/format';
import { validate } from '@admin/lib/forms';
import { useListParams } from '@admin/lib/use-page';

type Order = FigurineOrder & { userId: string; paymentId: string | null };
type Support = SupportOrder & { userId: string; paymentId: string | null };
const PAGE_SIZE = 20;
const orderKeys = { all: ['admin', 'orders'] as const };

const ORDER_TONES: Partial<Record<FigurineOrderStatus, Tone>> = {
  unpaid: 'slate',
  undelivered: 'amber',
  unreceived: 'sky',
  uncommented: 'indigo',
  completed: 'green',
  refunding: 'amber',
  refunded: 'red',
  cancelled: 'slate',
};
const ORDER_LABELS: Record<FigurineOrderStatus, string> = {
  unpaid: 'Unpaid',
  undelivered: 'To ship',
  unreceived: 'Shipped',
  uncommented: 'Received',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunding: 'Refund in progress',
  refunded: 'Refunded',
};

/** Fetches every page of a list (for the CSV export), 100 at a time. */
async function fetchAll<T>(path: string, query: Query) {
  const rows: T[] = [];
  for (let page = 1; page <= 100; page++) {
    const batch = await api.get<T[]>(path, { ...query, page, pageSize: 100 });
    rows.push(...batch);
    if (batch.length < 100) break;
  }
  return rows;
}

/** Figurine orders to ship and refund, and crowdfunding supports by campaign; both export to CSV. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'supports' ? 'supports' : 'figurine';
  // Each tab has its own filters: switching starts from a clean list.
  const setTab = (key: 'figurine' | 'supports') => setParams(key === 'supports' ? { tab: key } : {}, { replace: true });
  return (
    <>
      <PageHeader
        title="Orders"
        description="Ship paid figurine orders with a tracking number, refund through the payment provider, follow campaign supports."
      />
      <div role="tablist" aria-label="Order kind" className="mb-4 flex gap-1 border-b border-slate-300">
        {(
          [
            ['figurine', 'Figurine orders'],
            ['supports', 'Crowdfunding supports'],
          ] as const
        ).map(([key, text]) => (
          <button
            key={key}
            role="tab"
            type="button"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === key ? 'border-indigo-700 text-indigo-800' : 'border-transparent text-slate-700 hover:text-slate-900'}`}
          >
            {text}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab === 'figurine' ? 'Figurine orders' : 'Crowdfunding supports'}>
        {tab === 'figurine' ? <FigurineOrders /> : <Supports />}
      </div>
    </>
  );
}

function FigurineOrders() {
  const { page, filters, set } = useListParams(['status', 'q'] as const);
  const [keyword, setKeyword] = useState(filters.q);
  const [shipping, setShipping] = useState<Order | null>(null);
  const [refunding, setRefunding] = useState<Order | null>(null);
  const [exporting, setExporting] = useState(false);
  const client = useQueryClient();
  const q = { status: filters.status || undefined, searchKeyword: filters.q || undefined };
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
  const col = createColumnHelper<Order>();
  const columns = [
    col.accessor('no', { header: 'Order', cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span> }),
    col.accessor('createdAt', { header: 'Placed', cell: (c) => dateTime(c.getValue()) }),
    col.display({
      id: 'items',
      header: 'Items',
      cell: ({ row: { original: o } }) => (
        <ul>
          {o.items.map((i) => (
            <li key={i.characterSaleSpecId}>
              {i.characterName} — {i.characterSaleSpecTitle} × {i.quantity}
            </li>
          ))}
        </ul>
      ),
    }),
    col.display({
      id: 'shipTo',
      header: 'Ship to',
      cell: ({ row: { original: o } }) =>
        o.address ? (
          <span>
            {o.address.name}, {o.address.city}
          </span>
        ) : (
          '—'
        ),
    }),
    col.accessor('totalPrice', { header: 'Total', cell: (c) => <span className="tabular-nums">{money(c.getValue())}</span> }),
    col.accessor('status', {
      header: 'Status',
      cell: (c) => (
        <span className="flex flex-col items-start gap-1">
          <Badge tone={ORDER_TONES[c.getValue()]}>{ORDER_LABELS[c.getValue()]}</Badge>
          {c.row.original.trackingNo && <span className="text-xs text-slate-600">Tracking {c.row.original.trackingNo}</span>}
        </span>
      ),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: o } }) => (
        <span className="flex justify-end gap-1">
          {canMoveOrder(o.status, 'unreceived') && (
            <Button variant="secondary" onClick={() => setShipping(o)} aria-label={`Ship order ${o.no}`}>
              Ship
            </Button>
          )}
          {canMoveOrder(o.status, 'refunding') && o.paymentId && (
            <Button variant="ghost" onClick={() => setRefunding(o)} aria-label={`Refund order ${o.no}`}>
              Refund
            </Button>
          )}
        </span>
      ),
    }),
  ];
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAll<Order>('admin/order/figurine', q);
      download(
        `figurine-orders-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(
          ['no', 'status', 'placed', 'paid', 'shipped', 'tracking', 'total', 'shipping fee', 'user', 'items', 'ship to'],
          rows.map((o) => [
            o.no,
            o.status,
            o.createdAt,
            o.paidAt,
            o.shippedAt,
            o.trackingNo,
            o.totalPrice.toFixed(2),
            o.shippingFee.toFixed(2),
            o.userId,
            o.items.map((i) => `${i.characterName} ${i.characterSaleSpecTitle} x${i.quantity}`).join('; '),
            o.address
              ? [
                  o.address.name,
                  o.address.address,
                  o.address.area,
                  o.address.city,
                  o.address.province,
                  o.address.country,
                  o.address.zipCode,
                ].join(', ')
              : '',
          ]),
        ),
      );
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
          set({ q: keyword, status: filters.status });
        }}
        className="mb-4 flex items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <div className="w-72">
          <TextField
            label="Search orders"
            type="search"
            placeholder="Order number or character"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </div>
        <div className="w-52">
          <SelectField
            label="Status"
            value={filters.status}
            onChange={(e) => set({ status: e.target.value, q: filters.q })}
            options={[{ value: '', label: 'Any' }, ...FigurineOrderStatus.map((s) => ({ value: s, label: ORDER_LABELS[s] }))]}
          />
        </div>
        <Button type="submit">Search</Button>
        <Button variant="secondary" className="ml-auto" busy={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </form>
      <DataTable
        caption="Figurine orders"
        columns={columns}
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => set({ page: p, status: filters.status, q: filters.q })}
        rowKey={(o) => o.id}
        empty="No order matches"
      />
      {shipping && <ShipDialog order={shipping} onClose={() => setShipping(null)} onDone={done} />}
      {refunding && <RefundDialog order={refunding} onClose={() => setRefunding(null)} onDone={done} />}
    </>
  );
}

function ShipDialog({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const [trackingNo, setTrackingNo] = useState('');
  const [error, setError] = useState<string>();
  const ship = useMutation({
    mutationFn: (body: { trackingNo: string }) => api.post(`admin/order/figurine/${order.id}/ship`, body),
    onSuccess: () => (onDone(), onClose()),
  });
  return (
    <ConfirmDialog
      open
      title={`Ship order ${order.no}`}
      confirmLabel="Mark as shipped"
      busy={ship.isPending}
      error={ship.error}
      onClose={onClose}
      onConfirm={() => {
        const checked = validate(ShipOrderInputSchema, { trackingNo });
        setError(checked.errors?.trackingNo);
        if (checked.data) ship.mutate(checked.data);
      }}
    >
      <p>
        The shopper sees the order as shipped with this tracking number and is asked to confirm receipt.
        {order.address &&
          ` Ship to ${[order.address.name, order.address.area, order.address.address, order.address.city, order.address.province, order.address.zipCode, order.address.country].filter(Boolean).join(', ')}.`}
      </p>
      <TextField label="Tracking number" value={trackingNo} error={error} maxLength={100} onChange={(e) => setTrackingNo(e.target.value)} />
    </ConfirmDialog>
  );
}

function RefundDialog({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const refund = useMutation({
    mutationFn: () => api.post(`admin/order/figurine/${order.id}/refund`),
    onSuccess: () => (onDone(), onClose()),
  });
  return (
    <ConfirmDialog
      open
      title={`Refund order ${order.no}?`}
      confirmLabel={`Refund ${money(order.totalPrice)}`}
      danger
      busy={refund.isPending}
      error={refund.error}
      onClose={onClose}
      onConfirm={() => refund.mutate()}
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>{money(order.totalPrice)} is refunded to the shopper through the payment provider.</li>
        <li>The order shows “Refund in progress” until the provider confirms, then “Refunded”; stock returns to the shelf.</li>
        <li>This cannot be undone.</li>
      </ul>
    </ConfirmDialog>
  );
}

function Supports() {
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
  const col = createColumnHelper<Support>();
  const columns = [
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
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAll<Support>('admin/order/crowdfunding', q);
      download(
        `crowdfunding-supports-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(
          ['no', 'status', 'refund', 'placed', 'paid', 'campaign', 'price', 'diamonds', 'user'],
          rows.map((s) => [
            s.no,
            s.status,
            s.refundStatus,
            s.createdAt,
            s.paidAt,
            s.character.name,
            s.spec.price.toFixed(2),
            s.spec.diamond,
            s.userId,
          ]),
        ),
      );
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
      <DataTable
        caption="Crowdfunding supports"
        columns={columns}
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

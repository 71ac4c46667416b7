import { canMoveOrder, carrierName, type AdminFigurineOrderDetail } from '@pedestal/contract';
import { countryLabel } from '@pedestal/contract/rules/countries';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Fact, Part } from '@admin/components/detail-parts';
import { Badge, Button, Empty, ErrorState, Loading, PageHeader } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { dateTime, label, money } from '@admin/lib/format';
import { useCan } from '@admin/lib/session';
import { CorrectTrackingDialog } from './correct-tracking-dialog';
import { shippable } from './figurine-order-columns';
import { OrderAudit, OrderNotes } from './order-notes';
import { ORDER_LABELS, ORDER_TONES } from './order-status';
import { orderKeys, type Order } from './orders';
import { RefundOrderDialog } from './refund-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';

const cell = 'py-1.5 pr-3';
const num = 'py-1.5 pl-3 text-right tabular-nums';

/** A small table of a record's rows, with its caption for screen readers. */
function Rows({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs font-semibold text-slate-700 uppercase">
        <tr>
          {head.map((h, i) => (
            <th key={h} scope="col" className={i === 0 ? cell : num}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  );
}

function Lines({ order }: { order: Order }) {
  return (
    <Part title="Lines">
      <Rows caption={`Lines of order ${order.no}`} head={['Line', 'Bought', 'Refunded', 'To ship', 'Unit price', 'Unit tax']}>
        {order.items.map((i) => (
          <tr key={i.id}>
            <td className={cell}>
              <Link className="hover:underline" to={`/characters/${i.characterId}`}>
                {i.characterName}
              </Link>{' '}
              — {i.characterSaleSpecTitle}
            </td>
            <td className={num}>{i.quantity}</td>
            <td className={num}>{i.refundedQuantity || '—'}</td>
            <td className={`${num} font-semibold`}>{i.toShip}</td>
            <td className={num}>{money(i.price)}</td>
            <td className={num}>{money(i.tax)}</td>
          </tr>
        ))}
      </Rows>
      <p className="mt-3 text-sm text-slate-700">
        {money(order.subtotal)} + shipping {money(order.shippingFee)} + tax {money(order.tax)} = <strong>{money(order.totalPrice)}</strong>
        {order.refundedAmount > 0 && `, ${money(order.refundedAmount)} refunded`}
      </p>
    </Part>
  );
}

function Summary({ order }: { order: Order }) {
  const a = order.address;
  return (
    <Part title="Order">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Fact label="Buyer">
          {order.user ? (
            <Link className="text-indigo-800 hover:underline" to={`/users/${order.userId}`}>
              {order.user.username}
            </Link>
          ) : (
            'Deleted user'
          )}
          {order.user?.email && <span className="block text-xs text-slate-600">{order.user.email}</span>}
        </Fact>
        <Fact label="Kind">{order.kind === 'raffle' ? 'Raffle prize' : 'Purchase'}</Fact>
        <Fact label="Placed">{dateTime(order.createdAt)}</Fact>
        <Fact label="Paid">{dateTime(order.paidAt)}</Fact>
        <Fact label="Ship to">
          {a
            ? [a.name, a.phone, a.address, a.area, a.city, a.province, a.zipCode, countryLabel(a.country)].filter(Boolean).join(', ')
            : '—'}
        </Fact>
        <Fact label="Shipment">
          {order.trackingNo ? (
            <>
              {carrierName(order.carrier) || 'Tracking'}{' '}
              {order.trackingUrl ? (
                <a className="text-indigo-800 underline" href={order.trackingUrl} target="_blank" rel="noreferrer">
                  {order.trackingNo}
                </a>
              ) : (
                order.trackingNo
              )}
              <span className="block text-xs text-slate-600">Shipped {dateTime(order.shippedAt)}</span>
            </>
          ) : (
            'Not shipped'
          )}
        </Fact>
        <Fact label="Ships">{order.shipMonth ?? '—'}</Fact>
        <Fact label="Received">{dateTime(order.receivedAt)}</Fact>
      </dl>
    </Part>
  );
}

function Money({ detail }: { detail: AdminFigurineOrderDetail }) {
  const p = detail.payment;
  return (
    <Part title="Payment and refunds">
      {p ? (
        <dl className="mb-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Fact label="Paid with">
            {label(p.provider)} · {label(p.method)}
            <span className="block font-mono text-xs text-slate-600">{p.providerRef}</span>
          </Fact>
          <Fact label="Status">{label(p.status)}</Fact>
          <Fact label="Captured">{money(p.amount)}</Fact>
          <Fact label="Refunded · fee">
            {money(p.refunded)} · {p.fee === null ? 'fee not known yet' : `fee ${money(p.fee)}`}
          </Fact>
        </dl>
      ) : (
        <p className="mb-4 text-sm text-slate-700">
          No payment: {detail.order.kind === 'raffle' ? 'a raffle prize costs nothing' : 'not paid'}.
        </p>
      )}
      {detail.refunds.length ? (
        <Rows caption="Refunds" head={['Asked', 'Amount', 'Units', 'Reason', 'By', 'Status']}>
          {detail.refunds.map((r) => (
            <tr key={r.id}>
              <td className={cell}>{dateTime(r.createdAt)}</td>
              <td className={num}>{money(r.amount)}</td>
              <td className={num}>{r.lines.length ? r.lines.map((l) => `${l.title} × ${l.quantity}`).join('; ') : '—'}</td>
              <td className={num}>{r.reason}</td>
              <td className={num}>{r.requestedBy?.name ?? (r.source === 'provider' ? 'At the provider' : label(r.source))}</td>
              <td className={num}>
                <Badge tone={r.status === 'succeeded' ? 'green' : r.status === 'failed' ? 'red' : 'amber'}>{label(r.status)}</Badge>
                {r.failureMessage && <span className="block text-xs text-red-800">{r.failureMessage}</span>}
              </td>
            </tr>
          ))}
        </Rows>
      ) : (
        <p className="text-sm text-slate-700">No refunds.</p>
      )}
      {detail.disputes.map((d) => (
        <p key={d.id} className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
          Dispute of {money(d.amount)} ({label(d.reason)}), {label(d.status)} since {dateTime(d.closedAt ?? d.createdAt)} —{' '}
          <Link className="underline" to={`/disputes/${d.id}`}>
            open the dispute
          </Link>
        </p>
      ))}
    </Part>
  );
}

function Notices({ detail }: { detail: AdminFigurineOrderDetail }) {
  return (
    <Part title="Messages the buyer got">
      {detail.notices.length ? (
        <ol className="space-y-2 text-sm">
          {detail.notices.map((n, i) => (
            <li key={i}>
              <span className="text-xs text-slate-600">{dateTime(n.sentAt)}</span> <strong>{n.title}</strong> — {n.body}
            </li>
          ))}
        </ol>
      ) : (
        <Empty title="No message sent about this order yet" />
      )}
    </Part>
  );
}

/** One figurine order's page (issue 39): what to ship, the money, what the buyer was told, notes and the audit trail. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const key = [...orderKeys.all, 'figurine', 'detail', id];
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.get<AdminFigurineOrderDetail>(`admin/order/figurine/${id}`),
    // While a refund is with the provider (in full or in part), look again every few seconds.
    refetchInterval: (r) =>
      r.state.data?.order.status === 'refunding' || r.state.data?.refunds.some((f) => f.status === 'pending') ? 3000 : false,
  });
  const client = useQueryClient();
  const can = useCan();
  const [open, setOpen] = useState<'ship' | 'refund' | 'tracking' | null>(null);
  if (query.isPending) return <Loading label="Loading the order…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const detail = query.data;
  const order = detail.order;
  const done = () => {
    void client.invalidateQueries({ queryKey: orderKeys.all });
    void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
  const shipped = ['unreceived', 'uncommented', 'completed'].includes(order.status);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/orders" className="text-indigo-800 underline-offset-2 hover:underline">
          ← Orders
        </Link>
      </p>
      <PageHeader
        title={`Order ${order.no}`}
        description={order.disputed ? 'The payment is disputed: hold shipping until the dispute is closed.' : undefined}
        actions={
          <>
            <Badge tone={ORDER_TONES[order.status]}>{ORDER_LABELS[order.status]}</Badge>
            {can('orders.ship') && shippable(order) && <Button onClick={() => setOpen('ship')}>Ship</Button>}
            {can('orders.ship') && shipped && (
              <Button variant="secondary" onClick={() => setOpen('tracking')}>
                Correct tracking
              </Button>
            )}
            {can('orders.refund') && canMoveOrder(order.status, 'refunding') && order.paymentId && (
              <Button variant="secondary" onClick={() => setOpen('refund')}>
                Refund
              </Button>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-5">
        <Summary order={order} />
        <Lines order={order} />
        <Money detail={detail} />
        <Notices detail={detail} />
        <OrderNotes orderId={order.id} notes={detail.notes} onAdded={done} />
        <OrderAudit orderId={order.id} />
      </div>
      {open === 'ship' && <ShipOrderDialog order={order} onClose={() => setOpen(null)} onDone={done} />}
      {open === 'tracking' && <CorrectTrackingDialog order={order} onClose={() => setOpen(null)} onDone={done} />}
      {open === 'refund' && <RefundOrderDialog order={order} onClose={() => setOpen(null)} onDone={done} />}
    </>
  );
}

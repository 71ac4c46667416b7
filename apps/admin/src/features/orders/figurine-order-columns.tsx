import { canMoveOrder, carrierName } from '@pedestal/contract';
import { taxLabel } from '@pedestal/contract/rules/shipping';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AccountLink } from '@admin/components/account-link';
import { Badge, Button } from '@admin/components/ui';
import { dateTime, money } from '@admin/lib/format';
import { ORDER_LABELS, ORDER_TONES } from './order-status';
import type { Order } from './orders';

const col = createColumnHelper<Order>();
/** Paid, not shipped, not held by a dispute. */
export const shippable = (o: Order) => canMoveOrder(o.status, 'unreceived') && !o.disputed;

/** The figurine orders table: number, items, address, total, status, and Ship / Refund where the order allows it. */
/** An action left out (the operator's role cannot do it, decision 036) shows no button, and without Ship no order can be chosen. */
export const figurineOrderColumns = ({
  onDetails,
  onShip,
  onRefund,
  selected,
  onSelect,
}: {
  /** Opens the order's breakdown: lines, shipping, tax, refunds, total. */
  onDetails: (o: Order) => void;
  onShip?: (o: Order) => void;
  onRefund?: (o: Order) => void;
  /** Orders chosen for bulk shipping (only shippable ones can be chosen). */
  selected: ReadonlySet<string>;
  onSelect: (o: Order, on: boolean) => void;
}) => [
  col.display({
    id: 'select',
    header: () => <span className="sr-only">Select</span>,
    cell: ({ row: { original: o } }) =>
      onShip && shippable(o) ? (
        <input
          type="checkbox"
          className="size-4"
          aria-label={`Select order ${o.no}`}
          checked={selected.has(o.id)}
          onChange={(e) => onSelect(o, e.target.checked)}
        />
      ) : null,
  }),
  col.accessor('no', {
    header: 'Order',
    cell: (c) => (
      <Link className="font-mono text-xs text-indigo-800 hover:underline" to={`/orders/figurine/${c.row.original.id}`}>
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('createdAt', { header: 'Placed', cell: (c) => dateTime(c.getValue()) }),
  col.display({
    id: 'items',
    header: 'Items',
    cell: ({ row: { original: o } }) => (
      <ul>
        {o.items.map((i) => (
          // Units a partial refund took out are not shipped (issue 39): the row says what is left.
          <li key={i.id}>
            <span className={i.refundedQuantity >= i.quantity ? 'text-slate-600 line-through' : undefined}>
              {i.characterName} — {i.characterSaleSpecTitle} × {i.quantity - i.refundedQuantity || i.quantity}
            </span>
            {i.refundedQuantity > 0 && <span className="ml-1 text-xs text-slate-600">({i.refundedQuantity} refunded)</span>}
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
  col.display({
    id: 'buyer',
    header: 'Buyer',
    cell: ({ row: { original: o } }) => <AccountLink id={o.userId} user={o.user} />,
  }),
  col.accessor('totalPrice', {
    header: 'Total',
    cell: (c) =>
      c.row.original.kind === 'raffle' ? (
        <Badge tone="indigo">Raffle prize</Badge>
      ) : (
        <span className="flex flex-col items-start tabular-nums">
          <span>{money(c.getValue())}</span>
          <span className="text-xs text-slate-600">
            {money(c.row.original.subtotal)} + ship {money(c.row.original.shippingFee)}
            {c.row.original.tax ? ` + tax ${money(c.row.original.tax)}` : ''}
          </span>
          {c.row.original.taxDetail && c.row.original.taxDetail.kind !== 'none' && (
            <span className="text-xs text-slate-600">
              {taxLabel({ ...c.row.original.taxDetail, rateBp: Math.round(c.row.original.taxDetail.rate * 100) })}
              {c.row.original.taxDetail.zone ? ` · ${c.row.original.taxDetail.zone}` : ''}
            </span>
          )}
        </span>
      ),
  }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <span className="flex flex-col items-start gap-1">
        <Badge tone={ORDER_TONES[c.getValue()]}>{ORDER_LABELS[c.getValue()]}</Badge>
        {c.row.original.disputed && (
          <span role="status" className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">
            Payment disputed — hold shipping
          </span>
        )}
        {c.row.original.refundedAmount > 0 && c.getValue() !== 'refunded' && (
          <span className="text-xs text-slate-600">Refunded {money(c.row.original.refundedAmount)}</span>
        )}
        {c.row.original.trackingNo && (
          <span className="text-xs text-slate-600">
            {carrierName(c.row.original.carrier) || 'Tracking'}{' '}
            {c.row.original.trackingUrl ? (
              <a className="text-indigo-800 underline" href={c.row.original.trackingUrl} target="_blank" rel="noreferrer">
                {c.row.original.trackingNo}
              </a>
            ) : (
              c.row.original.trackingNo
            )}
          </span>
        )}
      </span>
    ),
  }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row: { original: o } }) => (
      <span className="flex justify-end gap-1">
        <Button variant="ghost" onClick={() => onDetails(o)} aria-label={`Breakdown of order ${o.no}`}>
          Breakdown
        </Button>
        {onShip && shippable(o) && (
          <Button variant="secondary" onClick={() => onShip(o)} aria-label={`Ship order ${o.no}`}>
            Ship
          </Button>
        )}
        {onRefund && canMoveOrder(o.status, 'refunding') && o.paymentId && (
          <Button variant="ghost" onClick={() => onRefund(o)} aria-label={`Refund order ${o.no}`}>
            Refund
          </Button>
        )}
      </span>
    ),
  }),
];

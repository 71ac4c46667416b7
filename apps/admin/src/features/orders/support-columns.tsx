import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AccountLink } from '@admin/components/account-link';
import { Badge } from '@admin/components/ui';
import { dateTime, label, money } from '@admin/lib/format';
import { supportTotal, type Support } from './orders';

const col = createColumnHelper<Support>();

/**
 * The supports table: number (with when it was placed), campaign, tier, the backer by name, where the reward ships, what was
 * charged (with its shipping and tax) and payment / refund status.
 */
export const supportColumns = [
  col.accessor('no', {
    header: 'Support',
    cell: ({ getValue, row: { original: s } }) => (
      <span className="flex flex-col items-start">
        <span className="font-mono text-xs whitespace-nowrap">{getValue()}</span>
        <time className="text-xs whitespace-nowrap text-slate-600" dateTime={s.createdAt} title="Placed">
          {dateTime(s.createdAt)}
        </time>
      </span>
    ),
  }),
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
    cell: ({ row: { original: s } }) => (
      <span className="flex flex-col items-start">
        {s.spec.name && <span>{s.spec.name}</span>}
        <span className={s.spec.name ? 'text-xs whitespace-nowrap text-slate-600' : 'whitespace-nowrap'}>
          {money(s.spec.price)} · {s.spec.diamond} diamonds
        </span>
      </span>
    ),
  }),
  col.accessor('userId', { header: 'Backer', cell: ({ row: { original: s } }) => <AccountLink id={s.userId} user={s.user} /> }),
  col.display({
    id: 'shipTo',
    header: 'Ship to',
    cell: ({ row: { original: s } }) =>
      s.address ? (
        <span className="flex flex-col items-start">
          <span>
            <span className="whitespace-nowrap">{s.address.city},</span> <span className="whitespace-nowrap">{s.address.country}</span>
          </span>
          <span className="text-xs text-slate-600">{s.address.name}</span>
        </span>
      ) : (
        <span className="text-slate-500">—</span>
      ),
  }),
  col.accessor(supportTotal, {
    id: 'total',
    header: 'Total',
    cell: ({ getValue, row: { original: s } }) => (
      <span className="flex flex-col items-start tabular-nums">
        <span>{money(getValue())}</span>
        {(s.shipping > 0 || s.tax > 0) && (
          <span className="text-xs text-slate-600">
            <span className="whitespace-nowrap">incl. shipping {money(s.shipping)},</span>{' '}
            <span className="whitespace-nowrap">tax {money(s.tax)}</span>
          </span>
        )}
      </span>
    ),
  }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <span className="flex flex-col items-start gap-1">
        <Badge tone={c.getValue() === 'success' ? 'green' : c.getValue() === 'pending' ? 'slate' : 'red'}>{label(c.getValue())}</Badge>
        {c.row.original.refundStatus && <span className="text-xs text-slate-600">Refund {c.row.original.refundStatus}</span>}
        {c.row.original.refundedAmount > 0 && (
          <span className="text-xs text-slate-600">Refunded {money(c.row.original.refundedAmount)}</span>
        )}
      </span>
    ),
  }),
];

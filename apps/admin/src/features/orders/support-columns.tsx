import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AccountLink } from '@admin/components/account-link';
import { Badge } from '@admin/components/ui';
import { dateTime, label, money } from '@admin/lib/format';
import { supportTotal, type Support } from './orders';

const col = createColumnHelper<Support>();

/**
 * The supports table: number, campaign, tier, the backer by name, where the reward ships, what was
 * charged (with its shipping and tax) and payment / refund status.
 */
export const supportColumns = [
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
    cell: ({ row: { original: s } }) => (
      <span className="flex flex-col items-start">
        {s.spec.name && <span>{s.spec.name}</span>}
        <span className={s.spec.name ? 'text-xs text-slate-600' : undefined}>
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
            {s.address.city}, {s.address.country}
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
            incl. shipping {money(s.shipping)}, tax {money(s.tax)}
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

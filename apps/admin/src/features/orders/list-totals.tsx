import { formatNumber, type ListTotals } from '@pedestal/contract';
import { useQuery } from '@tanstack/react-query';
import { api, type Query } from '@admin/lib/api';
import { money } from '@admin/lib/format';
import { orderKeys } from './orders';

/** What the filtered list adds up to over every page (issue 28 #3): how many, paid, and refunded. */
export function ListTotalsBar({ path, query, noun }: { path: string; query: Query; noun: [string, string] }) {
  const totals = useQuery({ queryKey: [...orderKeys.all, 'totals', path, query], queryFn: () => api.get<ListTotals>(path, query) });
  if (!totals.data) return null;
  const t = totals.data;
  return (
    <p aria-label={`${noun[1]} totals`} className="mb-3 text-sm text-slate-700">
      <strong className="text-slate-900 tabular-nums">{formatNumber(t.count)}</strong> {t.count === 1 ? noun[0] : noun[1]} ·{' '}
      {formatNumber(t.paid)} paid, <span className="tabular-nums">{money(t.gross)}</span> · refunded{' '}
      <span className="tabular-nums">{money(t.refunded)}</span> · net <span className="tabular-nums">{money(t.gross - t.refunded)}</span>
    </p>
  );
}

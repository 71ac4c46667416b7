import { businessDay, type MoneyFigures, type MoneyReport } from '@pedestal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, ErrorState, Loading, SelectField, TextField } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { money } from '@admin/lib/format';

const DAY_MS = 86_400_000;
const daysBack = (n: number) => businessDay(new Date(Date.now() - n * DAY_MS));
const RANGES = [
  { value: 'today', label: 'Today', from: () => daysBack(0) },
  { value: '7', label: 'Last 7 days', from: () => daysBack(6) },
  { value: '30', label: 'Last 30 days', from: () => daysBack(29) },
  { value: 'custom', label: 'Choose days', from: () => daysBack(0) },
] as const;

export const moneyKey = (from: string, to: string) => ['admin', 'dashboard', 'money', from, to] as const;
export const fetchMoney = (from: string, to: string) => api.get<MoneyReport>('admin/payment/money', { from, to });

/** A money cell: gross, then what left it (refunds, fees), then net. */
const Figures = ({ f }: { f: MoneyFigures }) => (
  <>
    <td className="px-3 py-2 text-right tabular-nums">{money(f.gross)}</td>
    <td className="px-3 py-2 text-right tabular-nums">{f.refunds ? `−${money(f.refunds)}` : money(0)}</td>
    <td className="px-3 py-2 text-right tabular-nums" title={f.fees === null ? 'Not reported by the provider' : undefined}>
      {f.fees === null ? 'n/a' : `−${money(f.fees)}`}
    </td>
    <td className="px-3 py-2 text-right font-semibold tabular-nums">{money(f.net)}</td>
  </>
);

/**
 * Money by business day (issue 28 #3): gross, refunds, fees (where the provider reports them) and
 * net, figurine orders and crowdfunding supports apart, with the range's totals.
 */
export function MoneyCard() {
  const [range, setRange] = useState<(typeof RANGES)[number]['value']>('7');
  const [custom, setCustom] = useState({ from: daysBack(0), to: daysBack(0) });
  const from = range === 'custom' ? custom.from : RANGES.find((r) => r.value === range)!.from();
  const to = range === 'custom' ? custom.to : daysBack(0);
  const q = useQuery({ queryKey: moneyKey(from, to), queryFn: () => fetchMoney(from, to) });
  const head = (label: string) => (
    <>
      <th scope="col" className="px-3 py-2 text-right">
        {label} gross
      </th>
      <th scope="col" className="px-3 py-2 text-right">
        Refunds
      </th>
      <th scope="col" className="px-3 py-2 text-right">
        Fees
      </th>
      <th scope="col" className="px-3 py-2 text-right">
        Net
      </th>
    </>
  );
  return (
    <Card title="Money">
      <div className="mb-4 flex items-end gap-3">
        <div className="w-44">
          <SelectField label="Range" value={range} onChange={(e) => setRange(e.target.value as typeof range)} options={[...RANGES]} />
        </div>
        {range === 'custom' && (
          <>
            <div className="w-44">
              <TextField
                label="From"
                type="date"
                value={custom.from}
                onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              />
            </div>
            <div className="w-44">
              <TextField label="To" type="date" value={custom.to} onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))} />
            </div>
          </>
        )}
        <p className="ml-auto max-w-md text-xs text-slate-600">
          Business days (UTC+08:00). Gross: payments received; refunds: refunds completed that day; fees: where the provider reports them;
          net = gross − refunds − fees.
        </p>
      </div>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Money by business day</caption>
            <thead className="bg-slate-50 text-xs font-semibold text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                {head('Orders')}
                {head('Supports')}
                <th scope="col" className="px-3 py-2 text-right">
                  Net, all
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...q.data.days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                    {d.day}
                  </th>
                  <Figures f={d.orders} />
                  <Figures f={d.supports} />
                  <td className="px-3 py-2 text-right font-semibold tabular-nums">{money(d.all.net)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 bg-slate-50">
              <tr>
                <th scope="row" className="px-3 py-2">
                  Total
                </th>
                <Figures f={q.data.totals.orders} />
                <Figures f={q.data.totals.supports} />
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{money(q.data.totals.all.net)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { dateTime, label, money } from '@admin/lib/format';

export interface UserActivity {
  orders: { id: string; no: string; kind: string; status: string; total: number; createdAt: string }[];
  supports: {
    id: string;
    no: string;
    characterId: string;
    characterName: string;
    amount: number;
    diamond: number;
    status: string;
    refundStatus: string | null;
    createdAt: string;
  }[];
  raffleEntries: {
    id: string;
    raffleId: string;
    raffleTitle: string;
    isWin: boolean;
    costDiamond: number;
    orderId: string | null;
    createdAt: string;
  }[];
}

function SimpleTable({ caption, head, rows, empty }: { caption: string; head: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <section className="mb-6">
      <h2 className="mb-2 text-lg font-semibold">{caption}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
              <tr>
                {head.map((h) => (
                  <th key={h} className="px-4 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, i) => (
                <tr key={i} className="border-t border-slate-200">
                  {cells.map((c, j) => (
                    <td key={j} className="px-4 py-2">
                      {c}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A user's orders, campaign supports and raffle entries (newest 50 of each), on their page. */
export function UserActivitySection({ userId }: { userId: string }) {
  const activity = useQuery({
    queryKey: ['admin', 'users', 'activity', userId],
    queryFn: () => api.get<UserActivity>(`admin/user/activity/${userId}`),
  });
  if (activity.isPending) return <Loading />;
  if (activity.isError) return <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />;
  const { orders, supports, raffleEntries } = activity.data;
  return (
    <>
      <SimpleTable
        caption="Orders"
        head={['Order', 'Placed', 'Kind', 'Status', 'Total']}
        empty="No order yet"
        rows={orders.map((o) => [
          <Link key="no" className="text-indigo-800 underline" to={`/orders?q=${encodeURIComponent(o.no)}`}>
            {o.no}
          </Link>,
          dateTime(o.createdAt),
          label(o.kind),
          label(o.status),
          money(o.total),
        ])}
      />
      <SimpleTable
        caption="Supports"
        head={['Support', 'Placed', 'Campaign', 'Amount', 'Status']}
        empty="No support yet"
        rows={supports.map((s) => [
          s.no,
          dateTime(s.createdAt),
          <Link key="c" className="text-indigo-800 underline" to={`/characters/${s.characterId}`}>
            {s.characterName}
          </Link>,
          `${money(s.amount)} · ${s.diamond} diamonds`,
          s.refundStatus ? `${label(s.status)} · refund ${label(s.refundStatus)}` : label(s.status),
        ])}
      />
      <SimpleTable
        caption="Raffle entries"
        head={['Entered', 'Raffle', 'Cost', 'Result']}
        empty="No raffle entry yet"
        rows={raffleEntries.map((e) => [
          dateTime(e.createdAt),
          <Link key="r" className="text-indigo-800 underline" to={`/raffles/${e.raffleId}`}>
            {e.raffleTitle}
          </Link>,
          `${e.costDiamond} diamonds`,
          e.isWin ? 'Won' : 'No prize',
        ])}
      />
    </>
  );
}

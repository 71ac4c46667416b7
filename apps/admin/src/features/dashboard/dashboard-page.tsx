import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Card, Empty, ErrorState, Loading, PageHeader, Progress } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { dateTime, money } from '@admin/lib/format';

interface Dashboard {
  pendingReviews: { count: number; oldest: { id: string; name: string; createdAt: string }[] };
  votesNearTarget: {
    id: string;
    name: string;
    countCurrent: number;
    countTarget: number;
    progress: number;
    reached: boolean;
    negotiation: string | null;
  }[];
  campaigns: {
    id: string;
    name: string;
    current: number;
    target: number;
    progress: number;
    endAt: string | null;
    daysLeft: number | null;
  }[];
  ordersToShip: number;
  refundsInProgress: { figurineOrders: number; supports: number };
  today: {
    since: string;
    revenue: number;
    figurineRevenue: number;
    figurineOrders: number;
    supportRevenue: number;
    supports: number;
    raffleEntries: number;
    raffleDiamonds: number;
  };
  raffleEntries: number;
}

function Stat({ label, value, detail, to }: { label: string; value: ReactNode; detail?: ReactNode; to?: string }) {
  const body = (
    <>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
      {detail && <p className="mt-1 text-xs text-slate-600">{detail}</p>}
    </>
  );
  const cls = 'block rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200';
  return to ? (
    <Link to={to} className={`${cls} hover:ring-indigo-400`}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}

/** What needs doing and how the store is doing today, each linking to the screen that acts on it. */
export function DashboardPage() {
  const q = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => api.get<Dashboard>('admin/dashboard'), refetchInterval: 60_000 });
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  return (
    <>
      <PageHeader title="Dashboard" description="Today’s figures count from midnight of the business day (UTC+08:00)." />
      <div className="grid grid-cols-3 gap-4 xl:grid-cols-6">
        <Stat label="Pending reviews" value={d.pendingReviews.count} to="/reviews" />
        <Stat label="Orders to ship" value={d.ordersToShip} to="/orders?status=undelivered" />
        <Stat
          label="Refunds in progress"
          value={d.refundsInProgress.figurineOrders + d.refundsInProgress.supports}
          detail={`${d.refundsInProgress.figurineOrders} orders · ${d.refundsInProgress.supports} supports`}
          to="/orders?status=refunding"
        />
        <Stat
          label="Revenue today"
          value={money(d.today.revenue)}
          detail={`${money(d.today.figurineRevenue)} figurines · ${money(d.today.supportRevenue)} supports`}
        />
        <Stat label="Supports today" value={d.today.supports} detail={`${d.today.figurineOrders} figurine orders paid`} />
        <Stat
          label="Raffle entries today"
          value={d.today.raffleEntries}
          detail={`${d.today.raffleDiamonds} diamonds · ${d.raffleEntries} all time`}
          to="/raffles"
        />
      </div>
      <div className="mt-6 grid grid-cols-2 gap-6">
        <Card
          title="Waiting for review"
          actions={
            <Link className="text-sm font-medium text-indigo-800 hover:underline" to="/reviews">
              Open the queue
            </Link>
          }
        >
          {d.pendingReviews.oldest.length === 0 ? (
            <Empty title="No submissions waiting" />
          ) : (
            <ul className="divide-y divide-slate-100">
              {d.pendingReviews.oldest.map((c) => (
                <li key={c.id} className="flex items-center justify-between py-2 text-sm">
                  <Link to={`/reviews?focus=${c.id}`} className="font-medium text-slate-900 hover:underline">
                    {c.name}
                  </Link>
                  <span className="text-slate-600">submitted {dateTime(c.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Votes near their target">
          {d.votesNearTarget.length === 0 ? (
            <Empty title="No vote is near its target" />
          ) : (
            <ul className="flex flex-col gap-3">
              {d.votesNearTarget.map((v) => (
                <li key={v.id} className="text-sm">
                  <div className="mb-1 flex items-center justify-between gap-2">
                    <Link to={`/characters/${v.id}`} className="font-medium text-slate-900 hover:underline">
                      {v.name}
                    </Link>
                    <span className="flex items-center gap-2 text-slate-700 tabular-nums">
                      {v.countCurrent} / {v.countTarget}
                      {v.reached && <Badge tone="amber">Ready for crowdfunding</Badge>}
                    </span>
                  </div>
                  <Progress value={v.progress} label={`${v.name} vote progress`} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Campaigns running" className="col-span-2">
          {d.campaigns.length === 0 ? (
            <Empty title="No campaign is running" />
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Campaigns running</caption>
              <thead className="text-xs text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="py-2">
                    Character
                  </th>
                  <th scope="col" className="py-2">
                    Raised
                  </th>
                  <th scope="col" className="w-1/3 py-2">
                    Progress
                  </th>
                  <th scope="col" className="py-2">
                    Days left
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {d.campaigns.map((c) => (
                  <tr key={c.id}>
                    <td className="py-2">
                      <Link to={`/characters/${c.id}`} className="font-medium text-slate-900 hover:underline">
                        {c.name}
                      </Link>
                    </td>
                    <td className="py-2 tabular-nums">
                      {money(c.current)} of {money(c.target)}
                    </td>
                    <td className="py-2">
                      <Progress value={c.progress} label={`${c.name} funding progress`} />
                    </td>
                    <td className="py-2 tabular-nums">{c.daysLeft ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </div>
    </>
  );
}

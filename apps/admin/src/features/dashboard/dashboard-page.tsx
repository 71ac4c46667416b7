import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading, PageHeader } from '@admin/components/ui';
import { api } from '@admin/lib/api';
import { money } from '@admin/lib/format';
import type { MoneyReport } from '@pedestal/contract';
import type { Dashboard } from './dashboard';
import { MoneyCard } from './money-card';
import { RunningCampaignsCard } from './running-campaigns-card';
import { StatTile } from './stat-tile';
import { VotesNearTargetCard } from './votes-near-target-card';
import { WaitingForReviewCard } from './waiting-for-review-card';

/** What needs doing and how the store is doing today, each linking to the screen that acts on it. */
export function DashboardPage() {
  const q = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => api.get<Dashboard>('admin/dashboard'), refetchInterval: 60_000 });
  // Today's money net of refunds and fees (the report left out of range: the business day today).
  const today = useQuery({
    queryKey: ['admin', 'dashboard', 'money', 'today'],
    queryFn: () => api.get<MoneyReport>('admin/payment/money'),
  });
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  return (
    <>
      <PageHeader title="Dashboard" description="Today’s figures count from midnight of the business day (UTC+08:00)." />
      <div className="grid grid-cols-3 gap-4 xl:grid-cols-6">
        <StatTile label="Pending reviews" value={d.pendingReviews.count} to="/reviews" />
        <StatTile label="Orders to ship" value={d.ordersToShip} to="/orders?status=undelivered" />
        <StatTile
          label="Refunds in progress"
          value={d.refundsInProgress.figurineOrders + d.refundsInProgress.supports}
          detail={`${d.refundsInProgress.figurineOrders} orders · ${d.refundsInProgress.supports} supports`}
          to="/orders?status=refunding"
        />
        <StatTile
          label="Net today"
          value={today.data ? money(today.data.totals.all.net) : '…'}
          detail={
            today.data
              ? `${money(today.data.totals.all.gross)} gross · ${money(today.data.totals.all.refunds)} refunded`
              : `${money(d.today.revenue)} gross`
          }
        />
        <StatTile label="Supports today" value={d.today.supports} detail={`${d.today.figurineOrders} figurine orders paid`} />
        <StatTile
          label="Raffle entries today"
          value={d.today.raffleEntries}
          detail={`${d.today.raffleDiamonds} diamonds · ${d.raffleEntries} all time`}
          to="/raffles"
        />
      </div>
      <div className="mt-6 grid grid-cols-2 gap-6">
        <WaitingForReviewCard oldest={d.pendingReviews.oldest} />
        <VotesNearTargetCard votes={d.votesNearTarget} />
        <RunningCampaignsCard campaigns={d.campaigns} />
      </div>
      <div className="mt-6">
        <MoneyCard />
      </div>
    </>
  );
}

import { formatDateTime, formatNumber } from '@/lib/format';
import type { UserState } from '@pedestal/contract';
import { paths } from '@pedestal/contract/paths';
import { Gem, Snowflake, Ticket } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { EarnDiamonds } from '@/components/earn-diamonds';
import { EmptyState, InfiniteList } from '@/components/infinite-list';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { useUserState } from '@/lib/session/get-user-state';
import { cn } from '@/lib/cn';
import { walletHistorySource, type LedgerRow } from '../api/get-wallet-history';
import { CURRENCY_LABELS, formatDelta, reasonLabel } from '../lib/ledger-labels';
import { i18next } from '@/i18n';

const currencyIcon: Record<LedgerRow['currency'], ReactNode> = {
  vote_ticket: <Ticket className="size-4.5" aria-hidden />,
  diamond: <Gem className="size-4.5" aria-hidden />,
  frozen_diamond: <Snowflake className="size-4.5" aria-hidden />,
};

function Balance({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <div className="flex flex-col items-center gap-0.5 rounded-2xl bg-white/15 px-1 py-3 text-center ring-1 ring-white/20">
      <span className="flex items-center gap-1 text-xl font-bold tabular-nums">
        {icon}
        {formatNumber(value)}
      </span>
      <span className="text-[11px] font-medium whitespace-nowrap text-white/85">{label}</span>
    </div>
  );
}

function Balances({ user }: { user: UserState }) {
  return (
    <section className="rounded-3xl bg-gradient-to-br from-brand-500 via-brand-500 to-fuchsia-700 p-4 text-white shadow-lg shadow-brand-500/25">
      <p className="text-sm font-semibold text-white">{i18next.t('wallet.myBalances')}</p>
      <div className="mt-3 grid grid-cols-3 gap-2">
        <Balance icon={<Ticket className="size-4" />} value={user.voteToken} label={i18next.t('wallet.voteTickets')} />
        <Balance icon={<Gem className="size-4" />} value={user.diamond} label={i18next.t('wallet.diamonds')} />
        <Balance icon={<Snowflake className="size-4" />} value={user.frozenDiamond} label={i18next.t('wallet.frozenDiamonds')} />
      </div>
      <p className="mt-3 text-[11.5px] leading-snug text-white">{i18next.t('wallet.frozenDiamondsComeFromCrowdfunding')}</p>
    </section>
  );
}

function LedgerItem({ row }: { row: LedgerRow }) {
  const credit = row.delta > 0;
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-xl',
          row.currency === 'vote_ticket' ? 'bg-brand-50 text-brand-600' : 'bg-sky-50 text-sky-600',
        )}
      >
        {currencyIcon[row.currency]}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-neutral-900">{reasonLabel(row.reason)}</span>
        <span className="block text-xs text-neutral-500">
          {CURRENCY_LABELS[row.currency]} · {formatDateTime(row.createdAt)}
        </span>
      </span>
      <span className={cn('text-base font-bold tabular-nums', credit ? 'text-emerald-700' : 'text-red-600')}>{formatDelta(row.delta)}</span>
    </li>
  );
}

/** /account/wallet: balances from the user state and the ledger behind them (DESIGN §6). */
export default function WalletPage() {
  const { user, isSignin, refetch } = useUserState();
  // Balances move with every vote, support and raffle: read them fresh on each visit.
  useEffect(() => {
    if (isSignin) void refetch();
  }, [isSignin, refetch]);
  return (
    <SubPage title={i18next.t('wallet.diamondsVotes')} fallback={paths.user}>
      <RequireLogin>
        <div className="space-y-4 p-4">
          {user && <Balances user={user} />}
          <EarnDiamonds />
          <section>
            <h2 className="mb-2 px-1 text-base font-bold text-neutral-900">{i18next.t('wallet.history')}</h2>
            <InfiniteList
              {...walletHistorySource()}
              getKey={(r) => r.id}
              renderItem={(r) => <LedgerItem row={r} />}
              as="ul"
              className="divide-y divide-neutral-100 overflow-hidden rounded-3xl bg-white shadow-sm"
              empty={<EmptyState>{i18next.t('wallet.noBalanceChangesYet')}</EmptyState>}
              refetchOnMount="always"
            />
          </section>
        </div>
      </RequireLogin>
    </SubPage>
  );
}

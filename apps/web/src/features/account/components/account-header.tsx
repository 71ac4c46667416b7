import type { UserState } from '@pedestal/contract';
import { paths } from '@pedestal/contract/paths';
import { ChevronRight, Gem, Snowflake, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/layout/avatar';
import { formatNumber } from '@/lib/format';
import { i18next } from '@/i18n';

function StatTile({ icon, value, label, to }: { icon: ReactNode; value: number; label: string; to: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-[72px] flex-col items-center justify-center gap-0.5 rounded-2xl bg-black/10 px-1 py-3 text-center ring-1 ring-white/20 transition-colors hover:bg-white/25"
    >
      <span className="flex items-center gap-1 text-xl font-bold tabular-nums">
        {icon}
        {formatNumber(value)}
      </span>
      <span className="text-[11px] leading-tight font-medium whitespace-nowrap text-white/85">{label}</span>
    </Link>
  );
}

/** Pink card at the top of the hub: who is signed in (opens the profile) and their balances. */
export function AccountHeader({ user }: { user: UserState }) {
  return (
    <section className="rounded-3xl bg-gradient-to-br from-brand-500 via-brand-500 to-fuchsia-700 p-4 text-white shadow-lg shadow-brand-500/25">
      <Link to={paths.profile} className="flex items-center gap-3 rounded-2xl p-1 hover:bg-white/10">
        <Avatar src={user.profileAvatar} name={user.profileNickname} className="size-16 text-2xl ring-4 ring-white/35" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-xl font-bold">{user.profileNickname}</span>
          <span className="mt-0.5 block truncate text-sm text-white">
            @{user.username} {i18next.t('account.editProfile')}
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-white" aria-hidden />
      </Link>
      <div className="mt-4 grid grid-cols-3 gap-2">
        <StatTile
          icon={<Ticket className="size-4" />}
          value={user.voteToken}
          label={i18next.t('account.voteTickets')}
          to={paths.voteList}
        />
        <StatTile icon={<Gem className="size-4" />} value={user.diamond} label={i18next.t('account.diamonds')} to={paths.wallet} />
        <StatTile
          icon={<Snowflake className="size-4" />}
          value={user.frozenDiamond}
          label={i18next.t('account.frozenDiamonds')}
          to={paths.wallet}
        />
      </div>
    </section>
  );
}

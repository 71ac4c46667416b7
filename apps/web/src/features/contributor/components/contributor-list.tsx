import { formatPrice, formatNumber } from '@/lib/format';
import type { ContributorRow } from '@pedestal/contract/schemas/character';
import { EmptyState, InfiniteList } from '@/components/infinite-list';
import { Avatar } from '@/components/layout/avatar';
import { cn } from '@/lib/cn';
import { contributorsSource, type ContributorPhase } from '../api/get-contributors';
import { i18next } from '@/i18n';

/** Gold, silver and bronze for the top three. */
const medal: Record<number, { row: string; badge: string }> = {
  1: {
    row: 'bg-gradient-to-r from-amber-50 to-white ring-amber-200',
    badge: 'bg-gradient-to-br from-amber-300 to-amber-500 text-white shadow-amber-500/40',
  },
  2: {
    row: 'bg-gradient-to-r from-slate-50 to-white ring-slate-200',
    badge: 'bg-gradient-to-br from-slate-300 to-slate-500 text-white shadow-slate-500/40',
  },
  3: {
    row: 'bg-gradient-to-r from-orange-50 to-white ring-orange-200',
    badge: 'bg-gradient-to-br from-orange-300 to-orange-600 text-white shadow-orange-600/40',
  },
};

function Row({ row, phase }: { row: ContributorRow; phase: ContributorPhase }) {
  const top = medal[row.rank];
  return (
    <li className={cn('flex items-center gap-3 rounded-2xl px-3.5 py-3 shadow-sm ring-1', top?.row ?? 'bg-white ring-black/[0.03]')}>
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
          top ? `shadow-md ${top.badge}` : 'bg-neutral-100 text-neutral-500',
        )}
      >
        <span className="sr-only">{i18next.t('contributor.rank', { rank: row.rank })}</span>
        <span aria-hidden="true">{row.rank}</span>
      </span>
      <Avatar src={row.user.profile.avatar} name={row.user.profile.nickname} className="size-10" />
      <p className="min-w-0 flex-1 truncate text-[15px] font-semibold text-neutral-900">{row.user.profile.nickname}</p>
      {/* countSupport counts votes in the voting phase and dollars in the crowdfunding phase. */}
      <p className="shrink-0 text-right">
        <span className="block text-[15px] font-bold text-brand-600 tabular-nums">
          {phase === 'vote' ? formatNumber(row.countSupport) : formatPrice(row.countSupport)}
        </span>
        <span className="text-[11px] text-neutral-500">
          {phase === 'vote' ? i18next.t('contributor.voteUnit', { count: row.countSupport }) : i18next.t('contributor.supported')}
        </span>
      </p>
    </li>
  );
}

export function ContributorList({ characterId, phase }: { characterId: string; phase: ContributorPhase }) {
  return (
    <InfiniteList
      {...contributorsSource(characterId, phase)}
      getKey={(r) => r.id}
      renderItem={(r) => <Row row={r} phase={phase} />}
      as="ol"
      className="flex flex-col gap-2.5"
      empty={
        <EmptyState>{phase === 'vote' ? i18next.t('contributor.noVotesYetBeThe') : i18next.t('contributor.noSupportersYet')}</EmptyState>
      }
      skeleton={
        <div className="flex flex-col gap-2.5" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-2xl bg-white shadow-sm" />
          ))}
        </div>
      }
    />
  );
}

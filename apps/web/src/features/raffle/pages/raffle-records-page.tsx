import { formatDateTime } from '@/lib/format';
import { paths } from '@pedestal/contract/paths';
import type { RaffleEntryRecord } from '@pedestal/contract/schemas/raffle';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, InfiniteList } from '@/components/infinite-list';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { cn } from '@/lib/cn';
import { imageUrl } from '@/lib/image-url';
import { myRaffleEntriesSource } from '../api/get-my-raffle-entries';
import { i18next } from '@/i18n';

/** Only a win has a shipment; choosing its address is what marks it distributed. */
function distributionText(entry: RaffleEntryRecord) {
  if (!entry.isWin) return null;
  return entry.isDistribute
    ? {
        get text() {
          return i18next.t('raffle.distributed');
        },
        tone: 'text-emerald-700',
      }
    : {
        get text() {
          return i18next.t('raffle.chooseAShippingAddress');
        },
        tone: 'text-brand-600',
      };
}

function EntryRow({ entry }: { entry: RaffleEntryRecord }) {
  const image = imageUrl(entry.spec.image);
  const distribution = distributionText(entry);
  return (
    <Link
      to={paths.raffleEntry(entry.id)}
      className="flex items-center gap-3 rounded-3xl bg-white p-3 shadow-sm transition active:scale-[0.99]"
    >
      <div className="size-16 shrink-0 overflow-hidden rounded-2xl bg-neutral-100">
        {image && <img src={image} alt="" className="size-full object-cover" loading="lazy" />}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="line-clamp-1 text-sm font-semibold break-words text-neutral-900">{entry.spec.title}</p>
          <span
            className={cn(
              'shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold',
              entry.isWin ? 'bg-brand-500 text-white' : 'bg-neutral-100 text-neutral-500',
            )}
          >
            {entry.isWin ? i18next.t('raffle.win') : i18next.t('raffle.noWin')}
          </span>
        </div>
        <p className="mt-0.5 truncate text-xs text-neutral-500">{entry.character.name}</p>
        <p className="mt-1 text-[11px] whitespace-nowrap text-neutral-500">{formatDateTime(entry.createdAt)}</p>
        {distribution && <p className={cn('mt-0.5 truncate text-[11px] font-medium', distribution.tone)}>{distribution.text}</p>}
      </div>
      <ChevronRight className="size-4.5 shrink-0 text-neutral-300" aria-hidden />
    </Link>
  );
}

function RecordsSkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-[88px] animate-pulse rounded-3xl bg-white shadow-sm" />
      ))}
    </div>
  );
}

/** /account/raffle-records: the user's raffle entries, newest first, each opening its result. */
export default function RaffleRecordsPage() {
  return (
    <SubPage title={i18next.t('raffle.raffleRecords')}>
      <RequireLogin>
        <div className="px-4 pt-3">
          <InfiniteList
            {...myRaffleEntriesSource()}
            getKey={(e) => e.id}
            renderItem={(e) => <EntryRow entry={e} />}
            className="space-y-3"
            skeleton={<RecordsSkeleton />}
            empty={<EmptyState>{i18next.t('raffle.noRaffleEntriesYet')}</EmptyState>}
            refetchOnMount="always"
          />
        </div>
      </RequireLogin>
    </SubPage>
  );
}

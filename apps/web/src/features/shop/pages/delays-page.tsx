import { paths } from '@pedestal/contract/paths';
import { Link } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { LoadingCard } from '@/components/ui/spinner';
import { formatDay, formatMonth } from '@/lib/format';
import type { FirstQueries } from '@/lib/first-queries';
import { i18next } from '@/i18n';
import { getDelaysQueryOptions, useDelays } from '../api/get-delays';

const month = formatMonth;

export const firstQueries: FirstQueries = () => [getDelaysQueryOptions()];

/** /delays: every current delay, newest first, with the first promised month (issue 29). */
export default function DelaysPage() {
  const query = useDelays();
  return (
    <SubPage title={i18next.t('promises.delaysTitle')} fallback={paths.figurines}>
      <div className="flex flex-col gap-3 p-4">
        <p className="text-sm leading-relaxed text-neutral-600">{i18next.t('promises.delaysIntro')}</p>
        {query.isPending ? (
          <LoadingCard />
        ) : query.isError ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="rounded-3xl bg-white p-4 text-sm text-neutral-500 shadow-sm">{i18next.t('promises.noDelays')}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={i18next.t('promises.delaysTitle')}>
            {query.data.map((d) => (
              <li key={d.id} className="rounded-3xl bg-white p-4 shadow-sm">
                <Link to={paths.figurineShow(d.characterId)} className="text-base font-bold text-neutral-900 hover:underline">
                  {d.characterName} · {d.specTitle}
                </Link>
                <p className="mt-1 text-sm font-semibold text-amber-800">{i18next.t('promises.nowShips', { month: month(d.toMonth) })}</p>
                <p className="text-[13px] text-neutral-500">{i18next.t('promises.firstPromised', { month: month(d.firstMonth) })}</p>
                <p className="mt-1 text-[13px] text-neutral-700">
                  {i18next.t('promises.delayedOn', {
                    date: formatDay(d.createdAt),
                    from: month(d.fromMonth),
                    to: month(d.toMonth),
                  })}
                </p>
                <p className="text-[13px] text-neutral-700">{i18next.t('promises.reasonLabel', { reason: d.reason })}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SubPage>
  );
}

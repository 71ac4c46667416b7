import { paths } from '@pedestal/contract/paths';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay, formatMonth } from '@/lib/format';
import { i18next } from '@/i18n';
import type { FigurineSpec } from '../api/get-figurine-show';

const month = formatMonth;

/** Issue 29: when each spec is estimated to ship, and the dated delays that moved it. */
export function ShipDates({ specs }: { specs: FigurineSpec[] }) {
  const dated = specs.filter((s) => s.shipMonth);
  if (dated.length === 0) return null;
  const delays = dated.flatMap((s) => s.delays.map((d) => ({ ...d, title: s.title })));
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm" aria-labelledby="ship-dates">
      <h2 id="ship-dates" className="mb-2 flex items-center gap-2 text-base font-bold text-neutral-900">
        <CalendarClock className="size-4 text-brand-600" aria-hidden />
        {i18next.t('promises.estimatedShipping')}
      </h2>
      <ul className="space-y-0.5 text-sm text-neutral-700">
        {dated.map((s) => (
          <li key={s.id}>
            {dated.length > 1
              ? i18next.t('promises.specShipsIn', { title: s.title, month: month(s.shipMonth!) })
              : i18next.t('promises.shipsIn', { month: month(s.shipMonth!) })}
          </li>
        ))}
      </ul>
      {delays.length > 0 && (
        <>
          <h3 className="mt-3 text-xs font-semibold text-neutral-500">{i18next.t('promises.delayHistory')}</h3>
          <ol className="mt-1 space-y-2">
            {delays.map((d) => (
              <li key={d.id} className="border-l-2 border-amber-300 pl-3 text-[13px] leading-relaxed text-neutral-700">
                <p className="font-medium text-neutral-900">
                  {dated.length > 1 && `${d.title} · `}
                  {i18next.t('promises.delayedOn', {
                    date: formatDay(d.createdAt),
                    from: month(d.fromMonth),
                    to: month(d.toMonth),
                  })}
                </p>
                <p>{i18next.t('promises.reasonLabel', { reason: d.reason })}</p>
              </li>
            ))}
          </ol>
          <Link to={paths.delays} className="mt-2 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            {i18next.t('promises.seeAllDelays')}
          </Link>
        </>
      )}
    </section>
  );
}

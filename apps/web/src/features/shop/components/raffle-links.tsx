import { paths } from '@pedestal/contract/paths';
import { ChevronRight, Gift } from 'lucide-react';
import { Link } from 'react-router';
import type { FigurineSpec } from '../api/get-figurine-show';
import { i18next } from '@/i18n';

/**
 * Issue 27: a raffle on a spec is linked from its figurine page in every phase (the bottom bar's
 * gift button shows only after the pre-sale), with what an entry costs.
 */
export function RaffleLinks({ specs }: { specs: FigurineSpec[] }) {
  const raffled = specs.filter((s) => s.raffle);
  if (raffled.length === 0) return null;
  return (
    <ul className="space-y-2">
      {raffled.map((s) => (
        <li key={s.id}>
          <Link
            to={paths.raffleShow(s.id)}
            className="flex items-center gap-3 rounded-3xl bg-amber-50 p-4 text-amber-900 shadow-sm ring-1 ring-amber-200 hover:bg-amber-100"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700" aria-hidden>
              <Gift className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold break-words">{i18next.t('shop.raffleOnSpec', { title: s.title })}</span>
              <span className="block text-xs text-amber-800">{i18next.t('shop.raffleCost', { count: s.raffle!.costDiamond })}</span>
            </span>
            <span className="inline-flex shrink-0 items-center gap-0.5 text-sm font-semibold">
              {i18next.t('shop.enterRaffle')} <ChevronRight className="size-4" aria-hidden />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

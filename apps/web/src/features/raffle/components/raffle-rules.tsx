import { Info } from 'lucide-react';
import { i18next } from '@/i18n';
import { RAFFLE_MIN_AGE } from '@pedestal/contract/rules/raffle';
import { formatNumber, formatPrice } from '@/lib/format';

/**
 * SPEC §9 raffle rules, from the raffle's own numbers (a new raffle starts from the contract's
 * RAFFLE_DEFAULTS), with the free way to enter, the age rule and the cost in money (decision 039).
 */
export function RaffleRules({
  cost,
  costMoney,
  winRate,
  guaranteeCount,
}: {
  cost: number;
  costMoney: number;
  winRate: number;
  guaranteeCount: number;
}) {
  // Rounded to one decimal so 0.06 reads as 6% without float noise.
  const percent = Math.round(winRate * 1000) / 10;
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm">
      <h2 className="flex items-center gap-1.5 text-base font-bold text-neutral-900">
        <Info className="size-4.5 text-brand-500" aria-hidden /> {i18next.t('raffle.rules')}
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-[13px] leading-relaxed text-neutral-600 marker:text-brand-400">
        <li>{i18next.t('raffle.entryCostRule', { count: cost, n: formatNumber(cost), money: formatPrice(costMoney) })}</li>
        <li data-testid="free-entry-rule">{i18next.t('raffle.freeEntryRule')}</li>
        <li>{i18next.t('raffle.adultsRule', { age: RAFFLE_MIN_AGE })}</li>
        <li>{i18next.t('raffle.winChanceRule', { percent })}</li>
        <li>{i18next.t('raffle.guaranteeRule', { count: guaranteeCount, ordinal: true })}</li>
        <li>
          {i18next.t('raffle.winCostRule', {
            guarantee: guaranteeCount,
            cost,
            count: guaranteeCount * cost,
            n: formatNumber(guaranteeCount * cost),
          })}
        </li>
        <li>{i18next.t('raffle.winnersShip')}</li>
      </ul>
    </section>
  );
}

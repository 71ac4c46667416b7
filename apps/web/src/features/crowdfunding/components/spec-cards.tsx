import { formatCount, formatPrice } from '@/lib/format';
import type { CrowdfundingSpec } from '@pedestal/contract/schemas/character';
import { CheckCircle2, Gem } from 'lucide-react';
import { VatNote } from '@/components/vat-note';
import { cn } from '@/lib/cn';
import { useShownPrice } from '@/lib/queries/get-shopper-vat';
import { i18next } from '@/i18n';

/** A support tier of a campaign: its name and rewards, its price and the diamonds it rewards. */
export type SupportSpec = CrowdfundingSpec;

/** The support tiers as choice cards: name, price, diamonds and, when written, what a backer gets. */
export function SpecCards({ specs, value, onChange }: { specs: SupportSpec[]; value: string | null; onChange: (id: string) => void }) {
  // One price basis with the figurines (issue 41 #6): a reward that ships reads with its VAT in it
  // where the shopper's prices do (EU); a diamonds-only tier carries no tax.
  const shownPrice = useShownPrice();
  if (specs.length === 0) return <p className="text-sm text-neutral-500">{i18next.t('crowdfunding.noSupportTiersYet')}</p>;
  // Tiers that list rewards need the width to be read: one per row on a phone.
  const described = specs.some((s) => s.rewards);
  return (
    <div
      role="radiogroup"
      aria-label={i18next.t('crowdfunding.supportTier')}
      className={cn('grid gap-2.5', described ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-2 xl:grid-cols-3')}
    >
      {specs.map((spec, i) => {
        const active = spec.id === value;
        const price = spec.ships ? shownPrice(spec.price) : { price: spec.price, included: false };
        // An odd last tier spans the row instead of leaving a hole in the grid.
        const spans = !described && specs.length % 2 === 1 && i === specs.length - 1;
        return (
          <button
            key={spec.id}
            type="button"
            role="radio"
            aria-checked={active}
            onClick={() => onChange(spec.id)}
            className={cn(
              'relative flex flex-col items-start rounded-2xl border px-3.5 py-3 text-left transition',
              spans && 'col-span-2',
              active ? 'border-brand-400 bg-brand-50/70 ring-2 ring-brand-100' : 'border-neutral-200 bg-white hover:bg-neutral-50',
            )}
          >
            {active && <CheckCircle2 className="absolute top-2.5 right-2.5 size-4.5 text-brand-500" aria-hidden />}
            {spec.name && <span className="pr-6 text-sm font-semibold break-words text-neutral-800">{spec.name}</span>}
            <span className="text-lg font-bold text-neutral-900 tabular-nums">{formatPrice(price.price)}</span>
            {price.included && <VatNote className="-mt-0.5" />}
            <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-[11px] font-semibold text-sky-700">
              <Gem className="size-3" aria-hidden /> {formatCount('diamond', spec.diamond)}
            </span>
            <span className="mt-1 text-[11px] text-neutral-500">
              {spec.ships ? i18next.t('supportShipping.plusShipping') : i18next.t('supportShipping.nothingShips')}
            </span>
            {spec.rewards && (
              <span className="mt-2 text-xs leading-relaxed break-words whitespace-pre-line text-neutral-600">{spec.rewards}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}

import { formatNumber, formatPrice } from '@/lib/format';
import { countdown } from '@pedestal/contract/rules/format';
import { isPreSale } from '@pedestal/contract/rules/character-status';
import { referenceDiscountPercent } from '@pedestal/contract/rules/reference-price';
import { dollarsToCents } from '@pedestal/contract/rules/money';
import { Timer } from 'lucide-react';
import { useNow } from '@/lib/use-now';
import { useShownPrice } from '@/lib/queries/get-shopper-vat';
import { VatNote } from '@/components/vat-note';
import type { FigurineDetail } from '../api/get-figurine-show';
import { i18next } from '@/i18n';

/**
 * SPEC §2: pre-sale price as the discount and a countdown; otherwise price and Sold. The struck
 * price and the percent are against the lowest price of the days before the pre-sale began
 * (decision 039), never only the list price; with no lower price before, no discount is claimed.
 */
export function PriceBlock({ sale }: { sale: FigurineDetail['sale'] }) {
  // An EU shopper reads every price with its VAT in it (decision 050); the discount is the same either way.
  const shown = useShownPrice();
  // Every second while there is a pre-sale end to count down to (SPEC §4 pre-sale countdown).
  const now = useNow(sale.preSaleEndAt ? 1000 : undefined);
  if (!isPreSale(sale, now) || !sale.preSaleEndAt) {
    return (
      <div className="flex items-end justify-between">
        <span className="flex items-baseline gap-1.5">
          <span className="text-2xl font-bold text-brand-600 tabular-nums">{formatPrice(shown(sale.salePrice).price)}</span>
          {shown(sale.salePrice).included && <VatNote className="text-xs" />}
        </span>
        <span className="text-xs text-neutral-500 tabular-nums">
          {i18next.t('shop.soldCount', { number: formatNumber(sale.saleCount) })}
        </span>
      </div>
    );
  }
  const left = countdown(sale.preSaleEndAt, now);
  const pre = sale.preSalePrice ?? sale.salePrice;
  const reference = sale.referencePrice;
  const percent = referenceDiscountPercent(reference === null ? null : dollarsToCents(reference), dollarsToCents(pre));
  return (
    <div className="overflow-hidden rounded-2xl bg-gradient-to-r from-brand-600 to-brand-500 text-white">
      <div className="px-3.5 pt-3 pb-2.5">
        <div>
          <p className="text-[11px] font-semibold tracking-wide uppercase opacity-90">{i18next.t('shop.preSalePrice')}</p>
          <p className="flex items-baseline gap-2">
            <span className="text-2xl font-bold tabular-nums">{formatPrice(shown(pre).price)}</span>
            {percent > 0 && reference !== null && <s className="text-sm opacity-90 tabular-nums">{formatPrice(shown(reference).price)}</s>}
            {percent > 0 && <span className="rounded-full bg-black/20 px-1.5 py-0.5 text-[11px] font-bold">-{percent}%</span>}
            {shown(pre).included && <VatNote className="text-white/90" />}
          </p>
          <p className="text-[11px] opacity-90 tabular-nums" data-testid="reference-price">
            {percent > 0 && reference !== null
              ? i18next.t('shop.referencePrice', { days: sale.referenceDays, price: formatPrice(shown(reference).price) })
              : i18next.t('shop.listPrice', { price: formatPrice(shown(sale.salePrice).price) })}
          </p>
        </div>
      </div>
      <p className="flex items-center gap-1.5 bg-black/10 px-3.5 py-2 text-xs font-medium tabular-nums">
        <Timer className="size-3.5" aria-hidden />
        {i18next.t('shop.endsInDaysHours', { days: left.days, hours: left.hours })}
        <span className="ml-auto opacity-90">{i18next.t('shop.preOrderedCount', { number: formatNumber(sale.preSaleCount) })}</span>
      </p>
    </div>
  );
}

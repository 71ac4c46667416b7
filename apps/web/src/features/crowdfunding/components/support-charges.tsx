import { formatPrice } from '@/lib/format';
import type { SupportQuote } from '@pedestal/contract/schemas/crowdfunding';
import { paths } from '@pedestal/contract/paths';
import { Link, useLocation } from 'react-router';
import { SummaryRow } from '@/components/summary-card';
import { RETURN_PARAM } from '@/lib/return-to';
import { shownCharges } from '@/lib/shown-charges';
import { currentLanguage, i18next, refusalMessage } from '@/i18n';

/** A support's amounts as the backer reads them for their address (the contract's breakdown, as its emails). */
export const shownSupport = (quote: SupportQuote) =>
  shownCharges(
    { goods: quote.reward, shipping: quote.shipping, tax: quote.tax, total: quote.total, taxDetail: quote.taxDetail },
    currentLanguage(),
  );

/**
 * What a support of a tier charges, before paying (decision 049): the reward, one parcel's shipping
 * and the tax for the chosen address, and the total. EU prices are read with their VAT in them (the
 * VAT line says "included"); US sales tax is its own line. A tier that ships nothing says so; no
 * address, or a country the store does not ship to, says why it cannot be supported yet.
 */
export function SupportCharges({ quote, pledge = false }: { quote: SupportQuote; pledge?: boolean }) {
  const location = useLocation();
  if (quote.refusal?.reason === 'support-address-required')
    return (
      <div data-testid="support-charges">
        <p role="alert" className="text-[13px] font-medium text-red-600">
          {refusalMessage('support-address-required')}
        </p>
        <Link
          to={`${paths.addressCreate}?${new URLSearchParams({ [RETURN_PARAM]: `${location.pathname}${location.search}` })}`}
          className="mt-1 block text-[13px] font-medium text-brand-600"
        >
          {i18next.t('supportShipping.addAnAddress')}
        </Link>
      </div>
    );
  if (!quote.served)
    return (
      <p role="alert" data-testid="support-charges" className="text-[13px] font-medium text-red-600">
        {refusalMessage(quote.refusal?.reason, { country: quote.refusal?.country ?? '' })}
      </p>
    );
  const detail = quote.taxDetail;
  const shown = shownSupport(quote);
  return (
    <div data-testid="support-charges">
      <SummaryRow label={i18next.t('supportShipping.reward')}>{formatPrice(shown.goods)}</SummaryRow>
      {quote.ships && (
        <SummaryRow label={i18next.t('supportShipping.shipping')}>
          {shown.shipping > 0 ? formatPrice(shown.shipping) : i18next.t('supportShipping.free')}
        </SummaryRow>
      )}
      {shown.taxLabel && <SummaryRow label={shown.taxLabel}>{shown.taxLine === 'on-delivery' ? '—' : formatPrice(shown.tax)}</SummaryRow>}
      <div className="flex items-center justify-between pt-1.5 text-sm">
        <span className="font-semibold text-neutral-800">{i18next.t('supportShipping.total')}</span>
        <span className="text-lg font-bold text-brand-600 tabular-nums" data-testid="support-total">
          {formatPrice(shown.total)}
        </span>
      </div>
      {detail?.iossNumber && (
        <p className="pt-1 text-[11px] text-neutral-500">{i18next.t('shipping.ioss', { number: detail.iossNumber })}</p>
      )}
      <p className="pt-1 text-[11px] text-neutral-500">
        {quote.ships ? i18next.t('supportShipping.oneParcel') : i18next.t('supportShipping.diamondsOnly')}
      </p>
      {pledge && quote.ships && <p className="pt-1 text-[11px] text-neutral-500">{i18next.t('supportShipping.pledgeCharge')}</p>}
    </div>
  );
}

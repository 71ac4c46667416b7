import { paths } from '@pedestal/contract/paths';
import { Link } from 'react-router';
import { currentToken } from '@/lib/auth-storage';
import { formatMonth } from '@/lib/format';
import { useShippingQuote, type QuoteItem } from '@/lib/queries/get-shipping-quote';
import { i18next, refusalMessage } from '@/i18n';
import { OrderTotals } from './figurine-order-lines';

/**
 * Shipping and tax of the items for the shopper's default address, before any order (issue 31): the
 * cart and the Buy Now drawer. An address the store does not ship to says so; no address yet asks
 * for one (no figure is shown until then).
 */
export function ShippingQuote({ items, waitsFor = null }: { items: QuoteItem[]; waitsFor?: string | null }) {
  const quote = useShippingQuote(items, { enabled: !!currentToken() });
  const q = quote.data;
  if (!q || items.length === 0) return null;
  return (
    <section aria-label={i18next.t('shipping.shippingAndTax')} className="rounded-3xl bg-white p-4 shadow-sm" data-testid="shipping-quote">
      {q.addressId === null ? (
        // No address yet: no figure is shown that the address could change.
        <Link to={paths.addressList} className="block text-[13px] font-medium text-brand-600">
          {i18next.t('shipping.addAnAddress')}
        </Link>
      ) : !q.served ? (
        <p role="alert" className="text-[13px] font-medium text-red-600">
          {refusalMessage(q.refusal?.reason, { country: q.refusal?.country ?? '' })}
        </p>
      ) : (
        <>
          <OrderTotals order={{ subtotal: q.subtotal, shippingFee: q.shipping, tax: q.tax, taxDetail: q.taxDetail, totalPrice: q.total }} />
          <p className="mt-1 text-[11px] text-neutral-500">
            {/* One parcel waits for its last figure (issue 41 #8): say so, not just "one parcel". */}
            {waitsFor ? i18next.t('shipping.oneParcelWaits', { month: formatMonth(waitsFor) }) : i18next.t('shipping.oneParcel')}
          </p>
        </>
      )}
    </section>
  );
}

import { formatCount, formatDateTime, formatPrice } from '@/lib/format';
import { paths } from '@pedestal/contract/paths';
import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import type { FigurineOrder } from '@pedestal/contract/schemas/shop';
import { ChevronRight, Clock, Gem, MapPin, Package } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AddressLines } from '@/components/address-lines';
import { OrderItems, OrderTotals } from '@/components/figurine-order-lines';
import { FallbackImage } from '@/components/item-card';
import { SummaryCard, SummaryRow } from '@/components/summary-card';
import { handleError } from '@/lib/handle-error';
import { useNow } from '@/lib/use-now';
import { useDefaultAddress } from '../api/get-default-address';
import { useSetOrderAddress } from '../api/set-order-address';
import { VatNote } from '@/components/vat-note';
import { shownCharges } from '@/lib/shown-charges';
import { currentLanguage, i18next } from '@/i18n';

/** How often an open checkout looks again whether its order has expired. */
export const EXPIRY_CHECK_MS = 10_000;

/** SPEC §4: the expiry shows only while the order still waits for payment. */
function ExpiryNote({ expiredAt }: { expiredAt: string | null }) {
  const now = useNow(EXPIRY_CHECK_MS);
  if (!expiredAt) return null;
  const expired = new Date(expiredAt).getTime() <= now;
  return (
    <p
      className={`mt-3 flex items-center gap-1.5 rounded-xl px-3 py-2 text-xs font-medium ${expired ? 'bg-red-50 text-red-600' : 'bg-amber-50 text-amber-700'}`}
    >
      <Clock className="size-3.5" aria-hidden />
      {expired
        ? i18next.t('payment.expiredAt', { time: formatDateTime(expiredAt) })
        : i18next.t('payment.payBefore', { time: formatDateTime(expiredAt) })}
    </p>
  );
}

export function SupportSummary({ order, showExpiry }: { order: SupportOrder; showExpiry?: boolean }) {
  // The reward as the totals below read it (issue 41 #6): with its VAT in it where prices hold it (EU).
  const reward = shownCharges(
    {
      goods: order.spec.price,
      shipping: order.shipping,
      tax: order.tax,
      total: order.total ?? order.spec.price,
      taxDetail: order.taxDetail,
    },
    currentLanguage(),
  );
  const vatIncluded = !!order.taxDetail?.inclusive && order.tax > 0;
  return (
    <SummaryCard title={i18next.t('payment.supportSummary')}>
      <div className="flex gap-3">
        <FallbackImage src={order.character.illustration} alt={order.character.name} className="size-20 shrink-0 rounded-2xl" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-[15px] font-semibold text-neutral-900">{order.character.name}</p>
          <p className="mt-0.5 text-xs text-neutral-500">{i18next.t('payment.crowdfundingSupport')}</p>
          <p className="mt-2 flex items-center gap-2">
            <span className="text-lg font-bold text-brand-600">{formatPrice(reward.goods)}</span>
            {vatIncluded && <VatNote />}
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-[11px] font-semibold text-sky-700">
              <Gem className="size-3" aria-hidden /> +{formatCount('diamond', order.spec.diamond)}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-3 border-t border-neutral-100 pt-2">
        <SummaryRow label={i18next.t('payment.orderNo')}>{order.no}</SummaryRow>
        <SummaryRow label={i18next.t('payment.created')}>{formatDateTime(order.createdAt)}</SummaryRow>
        {order.shipping > 0 || order.tax > 0 || order.taxDetail ? (
          // A reward that ships (decision 049): the reward, its shipping and tax, and the total charged.
          <OrderTotals
            order={{
              subtotal: order.spec.price,
              shippingFee: order.shipping,
              tax: order.tax,
              taxDetail: order.taxDetail,
              totalPrice: order.total ?? order.spec.price,
            }}
          />
        ) : (
          <SummaryRow label={i18next.t('payment.total')}>{formatPrice(order.total ?? order.spec.price)}</SummaryRow>
        )}
      </div>
      {showExpiry && order.status === 'pending' && <ExpiryNote expiredAt={order.expiredAt} />}
    </SummaryCard>
  );
}

/**
 * The order's shipping address, or a prompt to choose one in the address book. An order without
 * one gets the user's default address once, so most shoppers never have to pick.
 */
function ShippingAddressCard({ order }: { order: FigurineOrder }) {
  const editable = order.status === 'unpaid';
  const needsDefault = editable && !order.address;
  const fallback = useDefaultAddress(needsDefault);
  const setAddress = useSetOrderAddress(order.id);
  const tried = useRef(false);
  const defaultId = fallback.data?.id;
  useEffect(() => {
    if (!needsDefault || !defaultId || tried.current) return;
    tried.current = true;
    setAddress.mutate(defaultId, { onError: handleError });
  }, [needsDefault, defaultId, setAddress]);

  const chooseUrl = `${paths.addressList}?from=checkout&orderId=${encodeURIComponent(order.id)}`;
  const body = order.address ? (
    <AddressLines address={order.address} />
  ) : (
    <p className="flex-1 text-sm font-semibold text-brand-600">
      {setAddress.isPending ? i18next.t('payment.settingYourDefaultAddress') : i18next.t('payment.chooseAShippingAddress')}
    </p>
  );
  const inner = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MapPin className="size-5" aria-hidden />
      </span>
      {body}
      {editable && <ChevronRight className="size-5 shrink-0 text-neutral-300" aria-hidden />}
    </>
  );
  return editable ? (
    <Link
      to={chooseUrl}
      aria-label={order.address ? i18next.t('payment.changeShippingAddress') : i18next.t('payment.chooseAShippingAddress')}
      className="flex items-center gap-3 rounded-3xl bg-white p-4 shadow-sm transition hover:bg-neutral-50"
    >
      {inner}
    </Link>
  ) : (
    <section className="flex items-center gap-3 rounded-3xl bg-white p-4 shadow-sm">{inner}</section>
  );
}

/** Figurine order body: at checkout (`showExpiry`) also the shipping address card and the expiry. */
export function FigurineSummary({ order, showExpiry }: { order: FigurineOrder; showExpiry?: boolean }) {
  return (
    <>
      {showExpiry && <ShippingAddressCard order={order} />}
      <SummaryCard title={i18next.t('payment.orderSummary')}>
        <OrderItems items={order.items} taxDetail={order.taxDetail} />
        <div className="mt-3 border-t border-neutral-100 pt-2">
          <SummaryRow label={i18next.t('payment.orderNo')}>{order.no}</SummaryRow>
          <OrderTotals order={order} />
        </div>
        {showExpiry && order.status === 'unpaid' && <ExpiryNote expiredAt={order.expiredAt} />}
      </SummaryCard>
    </>
  );
}

/** Stand-in while the figurine order screen is not served: the order is still payable by id. */
export function NeutralOrderSummary({ id }: { id: string }) {
  return (
    <SummaryCard title={i18next.t('payment.order')}>
      <p className="flex items-center gap-3 text-sm text-neutral-600">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50">
          <Package className="size-5 text-brand-600" aria-hidden />
        </span>
        <span className="min-w-0 truncate">
          {i18next.t('payment.order')} {id}
        </span>
      </p>
    </SummaryCard>
  );
}

import { formatPrice } from '@/lib/format';
import type { OrderTax } from '@pedestal/contract/schemas/shipping';
import type { FigurineOrder } from '@pedestal/contract/schemas/shop';
import { shownCharges, shownUnit } from '@/lib/shown-charges';
import { FallbackImage } from './item-card';
import { SummaryRow } from './summary-card';
import { currentLanguage, i18next } from '@/i18n';

/** A figurine order's lines: image, character, spec, price × quantity (checkout and order detail). */
export function OrderItems({ items, taxDetail }: { items: FigurineOrder['items']; taxDetail?: OrderTax | null }) {
  return (
    <ul className="space-y-3">
      {items.map((item, i) => (
        <li key={`${item.characterSaleSpecId}-${i}`} className="flex gap-3">
          <FallbackImage src={item.characterSaleSpecImage} alt={item.characterSaleSpecTitle} className="size-16 shrink-0 rounded-xl" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-neutral-900">{item.characterName}</p>
            <p className="truncate text-xs text-neutral-500">{item.characterSaleSpecTitle}</p>
            <p className="mt-1 flex justify-between text-xs text-neutral-600 tabular-nums">
              <span>
                <span className="font-semibold text-brand-600">{formatPrice(shownUnit(item.price, item.tax ?? 0, taxDetail))}</span> ×{' '}
                {item.quantity}
                {item.refundedQuantity > 0 && (
                  <span className="ml-2 rounded-full bg-neutral-100 px-1.5 py-0.5 text-[11px] font-medium text-neutral-600">
                    {i18next.t('order.unitsRefunded', { count: item.refundedQuantity })}
                  </span>
                )}
              </span>
              <span className="font-semibold text-neutral-800">
                {formatPrice(Math.round(shownUnit(item.price, item.tax ?? 0, taxDetail) * item.quantity * 100) / 100)}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** What a buyer pays on top of the lines (an order's, or a quote's before the order). */
export interface Charges {
  subtotal: number;
  shippingFee: number;
  tax?: number;
  taxDetail?: OrderTax | null;
  totalPrice: number;
  refundedAmount?: number;
}

/**
 * Subtotal, shipping, tax and total rows (checkout, order detail, cart, Buy Now), by the contract's
 * breakdown (`shownCharges`): where prices are tax-inclusive (EU VAT) the subtotal and shipping are
 * shown with their VAT and the VAT line says it is included; sales tax is added on its own line (decision 043).
 */
export function OrderTotals({ order }: { order: Charges }) {
  const detail = order.taxDetail ?? null;
  const shown = shownCharges(
    { goods: order.subtotal, shipping: order.shippingFee, tax: order.tax ?? 0, total: order.totalPrice, taxDetail: detail },
    currentLanguage(),
  );
  return (
    <>
      <SummaryRow label={i18next.t('common.subtotal')}>{formatPrice(shown.goods)}</SummaryRow>
      <SummaryRow label={i18next.t('common.shipping')}>
        {shown.shipping > 0 ? formatPrice(shown.shipping) : i18next.t('common.free')}
      </SummaryRow>
      {shown.taxLabel && <SummaryRow label={shown.taxLabel}>{shown.taxLine === 'on-delivery' ? '—' : formatPrice(shown.tax)}</SummaryRow>}
      <div className="flex items-center justify-between pt-1.5 text-sm">
        <span className="font-semibold text-neutral-800">{i18next.t('common.total')}</span>
        <span className="text-lg font-bold text-brand-600 tabular-nums">{formatPrice(shown.total)}</span>
      </div>
      {detail?.iossNumber && (
        <p className="pt-1 text-[11px] text-neutral-500">{i18next.t('shipping.ioss', { number: detail.iossNumber })}</p>
      )}
      {order.refundedAmount ? (
        <SummaryRow label={i18next.t('order.refundedAmount')}>
          <span className="font-semibold text-emerald-700">−{formatPrice(order.refundedAmount)}</span>
        </SummaryRow>
      ) : null}
    </>
  );
}

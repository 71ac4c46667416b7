import { formatPrice } from '@/lib/format';
import type { FigurineOrder } from '@pedestal/contract/schemas/shop';
import { FallbackImage } from './item-card';
import { SummaryRow } from './summary-card';
import { i18next } from '@/i18n';

/** A figurine order's lines: image, character, spec, price × quantity (checkout and order detail). */
export function OrderItems({ items }: { items: FigurineOrder['items'] }) {
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
                <span className="font-semibold text-brand-600">{formatPrice(item.price)}</span> × {item.quantity}
                {item.refundedQuantity > 0 && (
                  <span className="ml-2 rounded-full bg-neutral-100 px-1.5 py-0.5 text-[11px] font-medium text-neutral-600">
                    {i18next.t('order.unitsRefunded', { count: item.refundedQuantity })}
                  </span>
                )}
              </span>
              <span className="font-semibold text-neutral-800">{formatPrice(item.price * item.quantity)}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, shipping and total rows of a figurine order (checkout and order detail). */
export function OrderTotals({
  order,
}: {
  order: Pick<FigurineOrder, 'subtotal' | 'shippingFee' | 'totalPrice'> & Partial<Pick<FigurineOrder, 'refundedAmount'>>;
}) {
  return (
    <>
      <SummaryRow label={i18next.t('common.subtotal')}>{formatPrice(order.subtotal)}</SummaryRow>
      <SummaryRow label={i18next.t('common.shipping')}>
        {order.shippingFee > 0 ? formatPrice(order.shippingFee) : i18next.t('common.free')}
      </SummaryRow>
      <div className="flex items-center justify-between pt-1.5 text-sm">
        <span className="font-semibold text-neutral-800">{i18next.t('common.total')}</span>
        <span className="text-lg font-bold text-brand-600 tabular-nums">{formatPrice(order.totalPrice)}</span>
      </div>
      {order.refundedAmount ? (
        <SummaryRow label={i18next.t('order.refundedAmount')}>
          <span className="font-semibold text-emerald-700">−{formatPrice(order.refundedAmount)}</span>
        </SummaryRow>
      ) : null}
    </>
  );
}

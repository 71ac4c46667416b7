import { formatDateTime, formatMonth, formatPrice } from '@/lib/format';
import { awaitedReleaseMonth } from '@pedestal/contract/rules/order-status';
import { useNow } from '@/lib/use-now';
import { paths } from '@pedestal/contract/paths';
import type { FigurineOrderStatus } from '@pedestal/contract/enums';
import type { FigurineOrder } from '@pedestal/contract/schemas/shop';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/item-card';
import { i18next, type MessageKey } from '@/i18n';

export const FIGURINE_STATUS_LABELS = {
  unpaid: 'orderStatus.unpaid',
  undelivered: 'orderStatus.undelivered',
  unreceived: 'orderStatus.unreceived',
  uncommented: 'orderStatus.uncommented',
  completed: 'orderStatus.completed',
  cancelled: 'orderStatus.cancelled',
  refunding: 'orderStatus.refunding',
  refunded: 'orderStatus.refunded',
} as const satisfies Record<FigurineOrderStatus, MessageKey>;

/** Tag colours: action needed (amber), in progress (brand), done (green), ended (grey). */
const STATUS_TONES: Partial<Record<FigurineOrderStatus, string>> = {
  unpaid: 'bg-amber-50 text-amber-700',
  undelivered: 'bg-brand-50 text-brand-600',
  unreceived: 'bg-brand-50 text-brand-600',
  uncommented: 'bg-sky-50 text-sky-700',
  completed: 'bg-emerald-50 text-emerald-700',
  refunding: 'bg-amber-50 text-amber-700',
};

/** The chip of an order: a withdrawn one reads as a return until its refund (issue 41 #5), a waiting pre-order as pre-ordered. */
export function orderStatusLabel(order: FigurineOrder, releaseMonth: string | null): MessageKey {
  if (order.returnTo) return 'orderStatus.returning';
  return releaseMonth ? 'orderStatus.preOrdered' : FIGURINE_STATUS_LABELS[order.status];
}

/** A figurine order: its first item, the count of the rest, total and Pay Now while unpaid (SPEC §4). */
export function FigurineOrderCard({ order }: { order: FigurineOrder }) {
  const first = order.items[0];
  const more = order.items.length - 1;
  const releaseMonth = awaitedReleaseMonth(order, new Date(useNow()));
  return (
    <article className="rounded-3xl bg-white p-4 shadow-sm">
      <header className="flex items-center justify-between gap-2 text-xs">
        <span className="truncate text-neutral-500">
          {i18next.t('order.orderNo')} {order.no}
        </span>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold ${order.returnTo ? 'bg-amber-50 text-amber-700' : (STATUS_TONES[order.status] ?? 'bg-neutral-100 text-neutral-600')}`}
        >
          {i18next.t(orderStatusLabel(order, releaseMonth))}
        </span>
      </header>
      <Link to={paths.orderShow(order.id)} className="mt-3 flex gap-3">
        <FallbackImage
          src={first?.characterSaleSpecImage}
          alt={first?.characterSaleSpecTitle ?? i18next.t('order.figurine')}
          className="size-[72px] shrink-0 rounded-2xl"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-[15px] font-semibold text-neutral-900">{first?.characterName}</p>
          <p className="truncate text-xs text-neutral-500">
            {first?.characterSaleSpecTitle}
            {more > 0 && ` ${i18next.t('order.andMore', { count: more })}`}
          </p>
          <p className="mt-1 text-xs text-neutral-500 tabular-nums">{formatDateTime(order.createdAt)}</p>
          {releaseMonth && (
            <p className="mt-0.5 text-xs font-medium text-brand-600">
              {i18next.t('order.releasesIn', { month: formatMonth(releaseMonth) })}
            </p>
          )}
        </div>
      </Link>
      <footer className="mt-3 flex items-center justify-between border-t border-neutral-100 pt-3">
        <div className="min-w-0">
          <p className="text-sm text-neutral-600">
            {i18next.t('order.total')} <strong className="text-neutral-900 tabular-nums">{formatPrice(order.totalPrice)}</strong>
          </p>
          {order.status === 'unpaid' && order.expiredAt && (
            <p className="text-[11px] text-amber-700 tabular-nums">
              {i18next.t('order.payBefore')} {formatDateTime(order.expiredAt)}
            </p>
          )}
        </div>
        {order.status === 'unpaid' && (
          <Link
            to={paths.checkout(order.id, 'figurine')}
            className="inline-flex h-9 items-center rounded-full bg-brand-500 px-4 text-sm font-semibold text-white shadow-sm shadow-brand-500/30"
          >
            {i18next.t('order.payNow')}
          </Link>
        )}
      </footer>
    </article>
  );
}

import { formatDateTime } from '@pedestal/contract/rules/format';
import { formatPrice } from '@pedestal/contract/rules/money';
import { Clock, Gem, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { FallbackImage } from '@/components/item-card';
import type { FigurineOrder, SupportOrder } from '../api/get-order-summary';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5 text-[13px]">
      <span className="text-neutral-500">{label}</span>
      <span className="min-w-0 truncate text-right font-medium text-neutral-800">{children}</span>
    </div>
  );
}

export function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-[15px] font-bold text-neutral-900">{title}</h2>
      {children}
    </section>
  );
}

/** SPEC §4: the expiry shows only while the order still waits for payment. */
function ExpiryNote({ expiredAt }: { expiredAt: string | null }) {
  if (!expiredAt) return null;
  const expired = new Date(expiredAt).getTime() <= Date.now();
  return (
    <p className={`mt-3 flex items-center gap-1.5 rounded-xl px-3 py-2 text-xs font-medium ${expired ? 'bg-red-50 text-red-600' : 'bg-amber-50 text-amber-700'}`}>
      <Clock className="size-3.5" aria-hidden />
      {expired ? `Expired at ${formatDateTime(expiredAt)}` : `Pay before ${formatDateTime(expiredAt)}`}
    </p>
  );
}

export function SupportSummary({ order, showExpiry }: { order: SupportOrder; showExpiry?: boolean }) {
  return (
    <SummaryCard title="Support Summary">
      <div className="flex gap-3">
        <FallbackImage src={order.character.illustration} alt={order.character.name} className="size-20 shrink-0 rounded-2xl" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-[15px] font-semibold text-neutral-900">{order.character.name}</p>
          <p className="mt-0.5 text-xs text-neutral-500">Crowdfunding support</p>
          <p className="mt-2 flex items-center gap-2">
            <span className="text-lg font-bold text-brand-600">{formatPrice(order.spec.price)}</span>
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-[11px] font-semibold text-sky-700">
              <Gem className="size-3" aria-hidden /> +{order.spec.diamond} diamonds
            </span>
          </p>
        </div>
      </div>
      <div className="mt-3 border-t border-neutral-100 pt-2">
        <Row label="Order No.">{order.no}</Row>
        <Row label="Created">{formatDateTime(order.createdAt)}</Row>
        <Row label="Total">{formatPrice(order.spec.price)}</Row>
      </div>
      {showExpiry && order.status === 'pending' && <ExpiryNote expiredAt={order.expiredAt} />}
    </SummaryCard>
  );
}

export function FigurineSummary({ order, showExpiry }: { order: FigurineOrder; showExpiry?: boolean }) {
  return (
    <SummaryCard title="Order Summary">
      <ul className="space-y-3">
        {order.items.map((item, i) => (
          <li key={i} className="flex gap-3">
            <FallbackImage src={item.characterSaleSpecImage} alt={item.characterSaleSpecTitle} className="size-16 shrink-0 rounded-xl" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-neutral-900">{item.characterName}</p>
              <p className="truncate text-xs text-neutral-500">{item.characterSaleSpecTitle}</p>
              <p className="mt-1 text-xs text-neutral-600">
                <span className="font-semibold text-brand-600">{formatPrice(item.price)}</span> × {item.quantity}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-3 border-t border-neutral-100 pt-2">
        <Row label="Order No.">{order.no}</Row>
        {order.shippingFee !== undefined && <Row label="Shipping">{formatPrice(order.shippingFee)}</Row>}
        <Row label="Total">{formatPrice(order.totalPrice)}</Row>
      </div>
      {showExpiry && order.status === 'unpaid' && <ExpiryNote expiredAt={order.expiredAt} />}
    </SummaryCard>
  );
}

/** Stand-in while the figurine order screen is not served: the order is still payable by id. */
export function NeutralOrderSummary({ id }: { id: string }) {
  return (
    <SummaryCard title="Order">
      <p className="flex items-center gap-3 text-sm text-neutral-600">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50">
          <Package className="size-5 text-brand-600" aria-hidden />
        </span>
        <span className="min-w-0 truncate">Order {id}</span>
      </p>
    </SummaryCard>
  );
}

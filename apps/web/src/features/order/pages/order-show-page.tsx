import { formatDateTime, formatDay, formatDayParts, formatMonth, formatPrice } from '@/lib/format';
import { awaitedReleaseMonth } from '@pedestal/contract/rules/order-status';
import { useNow } from '@/lib/use-now';
import type { FigurineOrderStatus } from '@pedestal/contract/enums';
import { paths } from '@pedestal/contract/paths';
import type { FigurineOrder } from '@pedestal/contract/schemas/shop';
import { Check, CircleX, MapPin, Truck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { AddressLines } from '@/components/address-lines';
import { BottomBar } from '@/components/bottom-bar';
import { ErrorView } from '@/components/error-view';
import { OrderItems, OrderTotals } from '@/components/figurine-order-lines';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { SummaryCard } from '@/components/summary-card';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/field';
import { LoadingCard } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { handleError } from '@/lib/handle-error';
import { useFigurineOrder } from '@/lib/queries/get-figurine-order';
import { useFigurineOrderAction } from '../api/figurine-order';
import { FIGURINE_STATUS_LABELS, orderStatusLabel } from '../components/figurine-order-card';
import { OrderCancellation, OrderDelays, OrderReturn } from '../components/order-promises';
import { currentLanguage, i18next } from '@/i18n';
import { carrierName } from '@pedestal/contract/rules/carriers';

const headerText: Record<FigurineOrderStatus, string> = {
  get unpaid() {
    return i18next.t('order.waitingForYourPayment');
  },
  get undelivered() {
    return i18next.t('order.paidGettingReadyToShip');
  },
  get unreceived() {
    return i18next.t('order.onItsWayToYou');
  },
  get uncommented() {
    return i18next.t('order.deliveredTellUsHowYou');
  },
  get completed() {
    return i18next.t('order.orderCompletedThankYou');
  },
  get cancelled() {
    return i18next.t('order.thisOrderWasCancelled');
  },
  get refunding() {
    return i18next.t('order.yourRefundIsBeingProcessed');
  },
  get refunded() {
    return i18next.t('order.yourPaymentWasRefunded');
  },
};

/** SPEC §4 figurine order: the happy path, or Placed then the cancel/refund end. */
function timeline(order: FigurineOrder): { label: string; at: string | null; done: boolean; bad?: boolean }[] {
  const placed = { label: i18next.t('order.placed'), at: order.createdAt, done: true };
  if (order.status === 'cancelled') return [placed, { label: i18next.t('orderStatus.cancelled'), at: null, done: true, bad: true }];
  if (order.status === 'refunding' || order.status === 'refunded') {
    return [
      placed,
      { label: i18next.t('order.paid'), at: order.paidAt, done: true },
      { label: i18next.t(FIGURINE_STATUS_LABELS[order.status]), at: null, done: true, bad: true },
    ];
  }
  const reached = ['unpaid', 'undelivered', 'unreceived', 'uncommented', 'completed'].indexOf(order.status);
  return [
    placed,
    { label: i18next.t('order.paid'), at: order.paidAt, done: reached >= 1 },
    { label: i18next.t('order.shipped'), at: order.shippedAt, done: reached >= 2 },
    { label: i18next.t('order.received'), at: order.receivedAt, done: reached >= 3 },
    { label: i18next.t('order.reviewed'), at: null, done: reached >= 4 },
  ];
}

function Timeline({ order }: { order: FigurineOrder }) {
  const steps = timeline(order);
  return (
    <ol className="flex" aria-label={i18next.t('order.orderProgress')}>
      {steps.map((step, i) => (
        <li key={step.label} className="relative flex flex-1 flex-col items-center text-center">
          {i > 0 && (
            <span
              className={cn(
                'absolute top-3 right-1/2 h-0.5 w-full -translate-y-1/2',
                step.done ? (step.bad ? 'bg-red-200' : 'bg-brand-300') : 'bg-neutral-200',
              )}
              aria-hidden
            />
          )}
          <span
            className={cn(
              'relative flex size-6 items-center justify-center rounded-full text-white',
              step.done ? (step.bad ? 'bg-red-500' : 'bg-brand-500') : 'border-2 border-neutral-200 bg-white',
            )}
          >
            {step.done && (step.bad ? <CircleX className="size-3.5" aria-hidden /> : <Check className="size-3.5" aria-hidden />)}
          </span>
          <span className={cn('mt-1.5 text-[11px] font-semibold', step.done ? 'text-neutral-800' : 'text-neutral-500')}>{step.label}</span>
          {step.at && (
            <span className="text-[10px] leading-tight text-neutral-500 tabular-nums">
              {formatDayParts(step.at).map((part) => (
                <span key={part} className="inline-block whitespace-nowrap">
                  {part}
                </span>
              ))}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5 text-[13px]">
      <span className="text-neutral-500">{label}</span>
      <span className="min-w-0 truncate text-right font-medium text-neutral-800 tabular-nums">{children}</span>
    </div>
  );
}

function ReviewForm({ orderId }: { orderId: string }) {
  const [comment, setComment] = useState('');
  const action = useFigurineOrderAction(orderId);
  const submit = () => {
    if (!comment.trim()) {
      toast.warning(i18next.t('order.pleaseWriteAShortReview'), { position: 'top-center' });
      return;
    }
    if (action.isPending) return;
    action.mutate(
      { kind: 'review', comment: comment.trim() },
      { onSuccess: () => toast.success(i18next.t('order.thanksForYourReview')), onError: handleError },
    );
  };
  return (
    <SummaryCard title={i18next.t('order.reviewYourFigurine')}>
      <Textarea
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={500}
        rows={3}
        placeholder={i18next.t('order.howDoYouLikeYour')}
        aria-label={i18next.t('order.review')}
      />
      <div className="mt-2 flex items-center justify-between">
        <span className="text-xs text-neutral-500 tabular-nums">{comment.length}/500</span>
        <Button size="sm" loading={action.isPending} onClick={submit}>
          {i18next.t('order.submitReview')}
        </Button>
      </div>
    </SummaryCard>
  );
}

function OrderActions({ order }: { order: FigurineOrder }) {
  const navigate = useNavigate();
  const action = useFigurineOrderAction(order.id);
  const [confirm, setConfirm] = useState<'cancel' | 'confirm-receipt' | null>(null);
  const run = (kind: 'cancel' | 'confirm-receipt') =>
    !action.isPending &&
    action.mutate(
      { kind },
      {
        onSuccess: () => {
          setConfirm(null);
          toast.success(kind === 'cancel' ? i18next.t('order.orderCancelled') : i18next.t('order.receiptConfirmed'));
        },
        onError: handleError,
      },
    );
  // A withdrawn parcel is going back: its receipt is not asked for (issue 41 #5).
  if (order.status !== 'unpaid' && (order.status !== 'unreceived' || order.withdrawnAt)) return null;
  return (
    <BottomBar>
      {order.status === 'unpaid' ? (
        <div className="flex gap-2.5">
          <Button variant="outline" size="lg" className="flex-1" onClick={() => setConfirm('cancel')}>
            {i18next.t('order.cancelOrder')}
          </Button>
          <Button size="lg" className="flex-1" onClick={() => navigate(paths.checkout(order.id, 'figurine'))}>
            {i18next.t('order.payNow')}
          </Button>
        </div>
      ) : (
        <Button block size="lg" onClick={() => setConfirm('confirm-receipt')}>
          {i18next.t('order.confirmReceipt')}
        </Button>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        description={confirm === 'cancel' ? i18next.t('order.cancelThisOrderThisCannot') : i18next.t('order.haveYouReceivedYourFigurine')}
        destructive={confirm === 'cancel'}
        loading={action.isPending}
        onConfirm={() => confirm && run(confirm)}
      />
    </BottomBar>
  );
}

function OrderShow({ order }: { order: FigurineOrder }) {
  const now = useNow();
  const releaseMonth = awaitedReleaseMonth(order, new Date(now));
  const bad = ['cancelled', 'refunding', 'refunded'].includes(order.status);
  return (
    <div className="space-y-3 p-4">
      <section
        className={cn(
          'rounded-3xl p-4 text-white shadow-sm',
          bad ? 'bg-gradient-to-br from-neutral-600 to-neutral-700' : 'bg-gradient-to-br from-brand-500 to-brand-700',
        )}
      >
        <p className="text-lg font-bold">{i18next.t(orderStatusLabel(order, releaseMonth))}</p>
        <p className="mt-0.5 text-sm opacity-90">
          {order.returnTo && order.returnBy
            ? i18next.t('order.sendItBackBy', { date: formatDay(order.returnBy) })
            : releaseMonth
              ? i18next.t('order.paidReleasesIn', { month: formatMonth(releaseMonth) })
              : headerText[order.status]}
        </p>
        {order.status === 'unpaid' && (
          <p className="mt-2 text-xs opacity-90 tabular-nums">
            {i18next.t('order.payBefore')} {formatDateTime(order.expiredAt)}
          </p>
        )}
      </section>
      <OrderReturn order={order} />
      {order.refundedAmount > 0 && order.status !== 'refunded' && (
        <p role="status" className="rounded-3xl bg-emerald-50 p-4 text-sm leading-relaxed text-emerald-900">
          {i18next.t('order.partlyRefunded', { amount: formatPrice(order.refundedAmount) })}
        </p>
      )}
      <section className="rounded-3xl bg-white px-2 py-4 shadow-sm">
        <Timeline order={order} />
      </section>
      <OrderDelays order={order} />
      <section className="flex items-center gap-3 rounded-3xl bg-white p-4 shadow-sm">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <MapPin className="size-5" aria-hidden />
        </span>
        {order.address ? (
          <AddressLines address={order.address} />
        ) : (
          <p className="text-sm text-neutral-500">{i18next.t('order.noShippingAddressYet')}</p>
        )}
      </section>
      {order.trackingNo && (
        <section className="flex items-center gap-3 rounded-3xl bg-white p-4 shadow-sm">
          <Truck className="size-5 text-brand-600" aria-hidden />
          <span className="flex flex-col">
            <span className="text-sm text-neutral-500">{i18next.t('order.trackingNo')}</span>
            {order.carrier && <span className="text-sm text-neutral-700">{carrierName(order.carrier, currentLanguage())}</span>}
          </span>
          <span className="ml-auto flex flex-col items-end gap-1">
            <span className="font-mono text-sm font-semibold text-neutral-900 select-all">{order.trackingNo}</span>
            {order.trackingUrl && (
              <a className="text-sm font-medium text-brand-700 underline" href={order.trackingUrl} target="_blank" rel="noreferrer">
                {i18next.t('order.trackParcel')}
              </a>
            )}
          </span>
        </section>
      )}
      <SummaryCard title={i18next.t('order.items')}>
        <OrderItems items={order.items} taxDetail={order.taxDetail} />
        <div className="mt-3 border-t border-neutral-100 pt-2">
          <OrderTotals order={order} />
        </div>
      </SummaryCard>
      <SummaryCard title={i18next.t('order.orderInfo')}>
        <Row label={i18next.t('order.orderNo')}>{order.no}</Row>
        <Row label={i18next.t('order.placed')}>{formatDateTime(order.createdAt)}</Row>
        {order.paidAt && <Row label={i18next.t('order.paid')}>{formatDateTime(order.paidAt)}</Row>}
        {order.reviewComment && <p className="mt-2 rounded-2xl bg-neutral-50 p-3 text-sm text-neutral-600">“{order.reviewComment}”</p>}
      </SummaryCard>
      <OrderCancellation order={order} />
      {order.status === 'uncommented' && !order.withdrawnAt && <ReviewForm orderId={order.id} />}
      <OrderActions order={order} />
    </div>
  );
}

function OrderDetail({ id }: { id: string }) {
  const query = useFigurineOrder(id);
  if (query.isPending) return <LoadingCard />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} className="m-4" />;
  return <OrderShow order={query.data} />;
}

/** /order/show/{orderId}: figurine order detail with its status timeline and actions. */
export default function OrderShowPage() {
  const { orderId = '' } = useParams();
  return (
    <SubPage title={i18next.t('order.orderDetail')} fallback={paths.orderList}>
      <RequireLogin>
        <OrderDetail id={orderId} />
      </RequireLogin>
    </SubPage>
  );
}

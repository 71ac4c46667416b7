import type { FigurineOrder } from '@pedestal/contract/schemas/shop';
import { CalendarClock, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SummaryCard } from '@/components/summary-card';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { formatDateTime, formatDay, formatMonth } from '@/lib/format';
import { handleError } from '@/lib/handle-error';
import { i18next } from '@/i18n';
import { useFigurineOrderAction } from '../api/figurine-order';

const month = formatMonth;
const day = formatDay;

/**
 * Issue 29: the order's estimated ship month and the dated delays that moved it; an unanswered
 * delay asks "keep my order" or "cancel for a full refund" (the email's buttons open this page
 * with `?delay=keep|cancel`, which opens the matching confirmation).
 */
export function OrderDelays({ order }: { order: FigurineOrder }) {
  const [search, setSearch] = useSearchParams();
  const open = order.status === 'undelivered' ? order.delays.filter((d) => d.answer === null) : [];
  const asked = search.get('delay');
  const [confirm, setConfirm] = useState<'keep' | 'cancel' | null>(open.length && (asked === 'keep' || asked === 'cancel') ? asked : null);
  const action = useFigurineOrderAction(order.id);
  if (!order.shipMonth && order.delays.length === 0) return null;
  const latest = open.at(-1);
  // Single-flight (issue 41): a tap while the answer is sent is ignored; the hook's key covers one that gets through.
  const answer = (value: 'keep' | 'cancel') =>
    !action.isPending &&
    action.mutate(
      { kind: 'delay-answer', answer: value },
      {
        onSuccess: () => {
          setConfirm(null);
          if (asked) setSearch({}, { replace: true });
          toast.success(value === 'keep' ? i18next.t('promises.kept') : i18next.t('promises.orderCancelledRefund'));
        },
        onError: handleError,
      },
    );
  return (
    <SummaryCard title={i18next.t('promises.estimatedShipping')}>
      {order.shipMonth && (
        <p className="flex items-center gap-2 text-sm font-semibold text-neutral-900">
          <CalendarClock className="size-4 text-brand-600" aria-hidden />
          {i18next.t('promises.shipsIn', { month: month(order.shipMonth) })}
        </p>
      )}
      {latest && (
        <div role="alert" className="mt-3 rounded-2xl bg-amber-50 p-3 text-sm leading-relaxed text-amber-950">
          <p className="font-semibold">{i18next.t('promises.delayNotice')}</p>
          <p className="mt-1">
            {i18next.t('promises.delayNoticeText', { title: latest.specTitle, from: month(latest.fromMonth), to: month(latest.toMonth) })}
          </p>
          <p className="mt-1">{i18next.t('promises.reasonLabel', { reason: latest.reason })}</p>
          {latest.answerBy && <p className="mt-1 font-medium">{i18next.t('promises.consentNeeded', { date: day(latest.answerBy) })}</p>}
          <div className="mt-3 flex gap-2">
            <Button size="sm" className="flex-1" onClick={() => setConfirm('keep')}>
              {i18next.t('promises.keepMyOrder')}
            </Button>
            <Button size="sm" variant="outline" className="flex-1" onClick={() => setConfirm('cancel')}>
              {i18next.t('promises.cancelForRefund')}
            </Button>
          </div>
        </div>
      )}
      {order.delays.length > 0 && (
        <>
          <h3 className="mt-3 text-xs font-semibold text-neutral-500">{i18next.t('promises.delayHistory')}</h3>
          <ol className="mt-1 space-y-2" aria-label={i18next.t('promises.delayHistory')}>
            {order.delays.map((d) => (
              <li key={d.id} className="border-l-2 border-amber-300 pl-3 text-[13px] leading-relaxed text-neutral-700">
                <p className="font-medium text-neutral-900">
                  {i18next.t('promises.delayedOn', { date: day(d.createdAt), from: month(d.fromMonth), to: month(d.toMonth) })}
                </p>
                <p>{i18next.t('promises.reasonLabel', { reason: d.reason })}</p>
                {d.answer && d.answeredAt && (
                  <p className="text-neutral-500">
                    {d.answer === 'keep'
                      ? i18next.t('promises.youKeptIt', { date: day(d.answeredAt) })
                      : i18next.t('promises.youCancelledIt', { date: day(d.answeredAt) })}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        description={confirm === 'cancel' ? i18next.t('promises.cancelConfirm') : i18next.t('promises.keepConfirm')}
        destructive={confirm === 'cancel'}
        loading={action.isPending}
        onConfirm={() => confirm && answer(confirm)}
      />
    </SummaryCard>
  );
}

/**
 * The cancellation centre of one order (issue 29): a paid order is cancelled for a full refund
 * until it ships; one on its way or delivered may be withdrawn from while the server says so
 * (`withdrawable`, issue 41 #5), in two steps (the button, then the confirmation).
 */
export function OrderCancellation({ order }: { order: FigurineOrder }) {
  const action = useFigurineOrderAction(order.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [step, setStep] = useState<1 | 2>(1);
  if (order.cancellable)
    return (
      <SummaryCard title={i18next.t('promises.cancellation')}>
        <p className="text-sm leading-relaxed text-neutral-600">{i18next.t('promises.cancelBeforeShipping')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setConfirmCancel(true)}>
          {i18next.t('promises.cancelForRefund')}
        </Button>
        <ConfirmDialog
          open={confirmCancel}
          onOpenChange={setConfirmCancel}
          description={i18next.t('promises.cancelPaidConfirm')}
          destructive
          loading={action.isPending}
          onConfirm={() =>
            !action.isPending &&
            action.mutate(
              { kind: 'cancel' },
              {
                onSuccess: () => {
                  setConfirmCancel(false);
                  toast.success(i18next.t('promises.orderCancelledRefund'));
                },
                onError: handleError,
              },
            )
          }
        />
      </SummaryCard>
    );
  if (!order.withdrawable) return null;
  return (
    <SummaryCard title={i18next.t('promises.withdrawal')}>
      {step === 1 ? (
        <>
          <p className="text-sm leading-relaxed text-neutral-600">
            {order.withdrawalDeadline
              ? i18next.t('promises.withdrawalText', { date: formatDateTime(order.withdrawalDeadline) })
              : i18next.t('promises.withdrawalBeforeDelivery')}
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setStep(2)}>
            <Undo2 className="size-4" aria-hidden /> {i18next.t('promises.withdrawStep1')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm leading-relaxed text-neutral-700">{i18next.t('promises.withdrawStep2Text', { no: order.no })}</p>
          <div className="mt-3 flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setStep(1)}>
              {i18next.t('promises.withdrawBack')}
            </Button>
            <Button
              size="sm"
              loading={action.isPending}
              onClick={() =>
                !action.isPending && action.mutate({ kind: 'withdraw' }, { onSuccess: () => setStep(1), onError: handleError })
              }
            >
              {i18next.t('promises.withdrawConfirm')}
            </Button>
          </div>
        </>
      )}
    </SummaryCard>
  );
}

/**
 * A withdrawn order until its refund (issue 41 #5): when the withdrawal was received, where the
 * parcel goes (the operator's returns address, or honestly that support emails it), the order
 * number to write on it, the return-by date and the operator's instructions.
 */
export function OrderReturn({ order }: { order: FigurineOrder }) {
  const { returnTo, returnBy, withdrawnAt } = order;
  if (!returnTo || !returnBy || !withdrawnAt) return null;
  const date = day(returnBy);
  return (
    <SummaryCard title={i18next.t('promises.returnTitle')}>
      <div role="status" className="text-sm leading-relaxed text-neutral-700">
        <p className="font-semibold text-neutral-900">{i18next.t('promises.withdrawn', { date: formatDateTime(withdrawnAt) })}</p>
        <p className="mt-1">
          {returnTo.address
            ? i18next.t('promises.returnSendBy', { no: order.no, date })
            : i18next.t('promises.returnSendByNoAddress', { no: order.no, date })}
        </p>
        {returnTo.address ? (
          <address
            aria-label={i18next.t('promises.returnAddress')}
            className="mt-2 rounded-2xl bg-neutral-50 p-3 font-medium whitespace-pre-line text-neutral-900 not-italic select-all"
          >
            {returnTo.address}
          </address>
        ) : (
          <p className="mt-2 rounded-2xl bg-amber-50 p-3 text-amber-950">{i18next.t('promises.returnNoAddress')}</p>
        )}
        <p className="mt-2 flex items-center justify-between gap-3 text-[13px]">
          <span className="min-w-0 text-neutral-500">{i18next.t('promises.returnOrderNo')}</span>
          <span className="shrink-0 font-mono font-semibold whitespace-nowrap text-neutral-900 select-all">{order.no}</span>
        </p>
        {returnTo.instructions && <p className="mt-2 whitespace-pre-line">{returnTo.instructions}</p>}
        <p className="mt-2 text-neutral-500">{i18next.t('promises.returnRefund')}</p>
      </div>
    </SummaryCard>
  );
}

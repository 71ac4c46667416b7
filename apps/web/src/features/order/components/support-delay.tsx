import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { formatDay, formatMonth } from '@/lib/format';
import { handleError } from '@/lib/handle-error';
import { i18next } from '@/i18n';
import { useSupportDelayAnswer } from '../api/support-delay-answer';

const month = formatMonth;

/** Issue 29: when a support's rewards ship, and an unanswered delay's "keep" or "cancel for a full refund". */
export function SupportDelay({ order }: { order: SupportOrder }) {
  const [confirm, setConfirm] = useState<'keep' | 'cancel' | null>(null);
  const answer = useSupportDelayAnswer(order.id);
  if (!order.shipMonth) return null;
  const open = order.status === 'success' && !order.refundStatus ? order.delays.filter((d) => d.answer === null).at(-1) : undefined;
  return (
    <div className="mt-3 text-[13px] leading-relaxed text-neutral-700">
      <p className="flex items-center gap-1.5 font-semibold text-neutral-900">
        <CalendarClock className="size-4 text-brand-600" aria-hidden />
        {i18next.t('promises.shipsIn', { month: month(order.shipMonth) })}
      </p>
      {open && (
        <div role="alert" className="mt-2 rounded-2xl bg-amber-50 p-3 text-amber-950">
          <p className="font-semibold">{i18next.t('promises.delayNotice')}</p>
          <p>
            {i18next.t('promises.delayNoticeText', { title: order.character.name, from: month(open.fromMonth), to: month(open.toMonth) })}
          </p>
          <p>{i18next.t('promises.reasonLabel', { reason: open.reason })}</p>
          {open.answerBy && <p className="font-medium">{i18next.t('promises.consentNeeded', { date: formatDay(open.answerBy) })}</p>}
          <div className="mt-2 flex gap-2">
            <Button size="sm" className="flex-1" onClick={() => setConfirm('keep')}>
              {i18next.t('promises.keepMyOrder')}
            </Button>
            <Button size="sm" variant="outline" className="flex-1" onClick={() => setConfirm('cancel')}>
              {i18next.t('promises.cancelForRefund')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        description={confirm === 'cancel' ? i18next.t('promises.cancelConfirm') : i18next.t('promises.keepConfirm')}
        destructive={confirm === 'cancel'}
        loading={answer.isPending}
        onConfirm={() =>
          confirm &&
          !answer.isPending &&
          answer.mutate(confirm, {
            onSuccess: () => {
              toast.success(confirm === 'keep' ? i18next.t('promises.kept') : i18next.t('promises.orderCancelledRefund'));
              setConfirm(null);
            },
            onError: handleError,
          })
        }
      />
    </div>
  );
}

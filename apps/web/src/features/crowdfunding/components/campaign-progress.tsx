import { completionPercent, countdown } from '@pedestal/contract/rules/format';
import { Clock } from 'lucide-react';
import { ProgressBar } from '@/components/item-card';
import { formatPrice } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { i18next } from '@/i18n';

/** Days and hours left, refreshed every second (SPEC §4 countdown). */
function Countdown({ endAt }: { endAt: string }) {
  const now = useNow(1000);
  const left = countdown(endAt, now);
  const over = left.days + left.hours + left.minutes + left.seconds === 0;
  return (
    <p className="flex items-center gap-1.5 text-[13px] text-neutral-600" aria-live="off">
      <Clock className="size-4 text-brand-500" aria-hidden />
      {over ? (
        i18next.t('crowdfunding.campaignEnded')
      ) : (
        <span>
          <strong className="text-neutral-900 tabular-nums">{left.days}</strong> {i18next.t('crowdfunding.days')}{' '}
          <strong className="text-neutral-900 tabular-nums">{left.hours}</strong> {i18next.t('crowdfunding.hoursLeft')}
        </span>
      )}
    </p>
  );
}

/** Raised against the goal in dollars, with the percent and time left while active. */
export function CampaignProgress({
  current,
  target,
  endAt,
  active,
}: {
  current: number;
  target: number;
  endAt: string | null;
  active: boolean;
}) {
  const percent = completionPercent(current, target);
  return (
    <div className="mt-4 rounded-2xl bg-brand-50/60 p-3.5">
      <div className="flex items-end justify-between gap-2">
        <div>
          <p className="text-xl font-bold text-neutral-900 tabular-nums">{formatPrice(current)}</p>
          <p className="text-xs text-neutral-500">{i18next.t('crowdfunding.raisedOfGoal', { goal: formatPrice(target) })}</p>
        </div>
        <span className="text-lg font-bold text-brand-600 tabular-nums">{percent}%</span>
      </div>
      <ProgressBar percent={percent} label={i18next.t('crowdfunding.fundingProgress')} className="mt-2 h-2" />
      {active && endAt && (
        <div className="mt-2.5">
          <Countdown endAt={endAt} />
        </div>
      )}
    </div>
  );
}

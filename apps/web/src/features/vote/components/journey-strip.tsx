import { formatDay, formatMonth } from '@/lib/format';
import type { CharacterDetail, JourneyStage } from '@pedestal/contract/schemas/character';
import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { i18next } from '@/i18n';

const stages: { stage: JourneyStage; label: string }[] = [
  {
    stage: 'submitted',
    get label() {
      return i18next.t('vote.submitted');
    },
  },
  {
    stage: 'approved',
    get label() {
      return i18next.t('vote.approved');
    },
  },
  {
    stage: 'voting',
    get label() {
      return i18next.t('vote.voting');
    },
  },
  {
    stage: 'negotiation',
    get label() {
      return i18next.t('vote.negotiation');
    },
  },
  {
    stage: 'crowdfunding',
    get label() {
      return i18next.t('vote.funding');
    },
  },
  {
    stage: 'production',
    get label() {
      return i18next.t('vote.production');
    },
  },
  {
    stage: 'pre-sale',
    get label() {
      return i18next.t('vote.preSale');
    },
  },
  {
    stage: 'sale',
    get label() {
      return i18next.t('vote.onSale');
    },
  },
];

/** DESIGN §6 transparent funnel: every stage of the character's way to a figurine, dated once reached. */
export function JourneyStrip({ journey }: { journey: CharacterDetail['journey'] }) {
  const reached = new Map(journey.map((j) => [j.stage, j.at]));
  const lastReached = stages.reduce((last, s, i) => (reached.has(s.stage) ? i : last), -1);
  const list = useRef<HTMLOListElement>(null);
  // Late stages sit off to the right; bring the current one (and a glimpse of the next) into view, by
  // whole stages so that no label is left cut at the left edge. Early stages need no scrolling.
  useEffect(() => {
    const strip = list.current;
    const el = strip?.children[lastReached] as HTMLElement | undefined;
    if (!strip || !el) return;
    const overflow = el.offsetLeft + el.offsetWidth * 1.5 - strip.clientWidth;
    strip.scrollLeft = overflow > 0 ? Math.ceil(overflow / el.offsetWidth) * el.offsetWidth : 0;
  }, [lastReached]);
  return (
    <ol
      ref={list}
      className="relative -mx-4 flex overflow-x-auto px-4 pb-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      aria-label={i18next.t('vote.journey')}
      // Focusable so the stages past the edge can be scrolled into view with the keyboard.
      tabIndex={0}
    >
      {stages.map((s, i) => {
        const at = reached.get(s.stage);
        const current = i === lastReached;
        return (
          <li
            key={s.stage}
            className="relative flex w-[78px] shrink-0 flex-col items-center text-center"
            aria-current={current ? 'step' : undefined}
          >
            {i > 0 && (
              <span
                className={cn('absolute top-3 right-1/2 h-0.5 w-full', i <= lastReached ? 'bg-brand-400' : 'bg-neutral-200')}
                aria-hidden
              />
            )}
            <span
              className={cn(
                'relative z-10 flex size-6 items-center justify-center rounded-full text-[11px] font-bold',
                at ? 'bg-brand-500 text-white' : 'bg-neutral-100 text-neutral-500 ring-1 ring-neutral-200',
                current && 'ring-4 ring-brand-100',
              )}
            >
              {at ? <Check className="size-3.5" strokeWidth={3} aria-hidden /> : i + 1}
            </span>
            <span className={cn('mt-1.5 text-[11px] font-semibold', at ? 'text-neutral-900' : 'text-neutral-500')}>{s.label}</span>
            <span className="text-[10px] leading-tight text-neutral-500">{at ? formatDay(at) : '—'}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Issue 29: after the stages, when the figurine ships and the dated delays that moved it, so the
 * strip's promise is never older than the last delay.
 */
export function ShippingHistory({ shipping }: { shipping: CharacterDetail['shipping'] }) {
  if (!shipping?.shipMonth) return null;
  const month = formatMonth;
  return (
    <div className="mt-3 text-[13px] leading-relaxed text-neutral-700">
      <p className="font-semibold text-neutral-900">{i18next.t('promises.shipsIn', { month: month(shipping.shipMonth) })}</p>
      {shipping.delays.length > 0 && (
        <ol className="mt-1 space-y-1" aria-label={i18next.t('promises.delayHistory')}>
          {shipping.delays.map((d) => (
            <li key={`${d.at}-${d.toMonth}`} className="border-l-2 border-amber-300 pl-3">
              {i18next.t('promises.delayedOn', { date: formatDay(d.at), from: month(d.fromMonth), to: month(d.toMonth) })}
              {' · '}
              {d.specTitle}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

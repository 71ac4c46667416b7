import { formatCount, formatDateTime, formatPrice } from '@/lib/format';
import { paths } from '@pedestal/contract/paths';
import { completionPercent } from '@pedestal/contract/rules/format';
import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import { Clock, Gem } from 'lucide-react';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/item-card';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { supportState, type SupportState } from '../lib/support-state';
import { SupportDelay } from './support-delay';
import { i18next } from '@/i18n';

const tones: Record<SupportState['tone'], { panel: string; title: string }> = {
  brand: { panel: 'bg-brand-50', title: 'text-brand-700' },
  neutral: { panel: 'bg-neutral-100', title: 'text-neutral-700' },
  success: { panel: 'bg-emerald-50', title: 'text-emerald-700' },
  danger: { panel: 'bg-red-50', title: 'text-red-700' },
  warning: { panel: 'bg-amber-50', title: 'text-amber-800' },
};

/** A crowdfunding support order: the character and tier, then its state (SPEC §4) and Pay Now when payable. */
export function CrowdfundingOrderCard({ order }: { order: SupportOrder }) {
  const now = useNow();
  const state = supportState(order, now);
  const tone = tones[state.tone];
  return (
    <article className="rounded-3xl bg-white p-4 shadow-sm">
      <header className="flex items-center justify-between gap-2 text-xs text-neutral-500">
        <span className="truncate">
          {i18next.t('order.orderNo')} {order.no}
        </span>
        <span className="shrink-0 tabular-nums">{formatDateTime(order.createdAt)}</span>
      </header>
      <div className="mt-3 flex gap-3">
        <FallbackImage src={order.character.illustration} alt={order.character.name} className="size-[72px] shrink-0 rounded-2xl" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-[15px] font-semibold text-neutral-900">{order.character.name}</p>
          <p className="mt-0.5 text-xs text-neutral-500">{i18next.t('order.crowdfundingSupport')}</p>
          <p className="mt-1.5 flex items-center gap-2">
            <span className="text-base font-bold text-neutral-900 tabular-nums">{formatPrice(order.total ?? order.spec.price)}</span>
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-[11px] font-semibold text-sky-700">
              <Gem className="size-3" aria-hidden /> {formatCount('diamond', order.spec.diamond)}
            </span>
          </p>
        </div>
      </div>
      <div className={cn('mt-3 rounded-2xl px-3.5 py-3', tone.panel)}>
        <p className={cn('text-sm font-semibold', tone.title)}>{state.title}</p>
        <p className="mt-0.5 text-xs leading-snug text-neutral-600">{state.text}</p>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
          <div className="flex gap-1">
            <dt className="text-neutral-500">{i18next.t('order.payment')}</dt>
            <dd className="font-semibold text-neutral-800">{state.payment}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-neutral-500">{i18next.t('order.campaign')}</dt>
            <dd className="font-semibold text-neutral-800">
              {state.campaign}
              {order.crowdfunding?.status === 'active' &&
                ` · ${completionPercent(order.crowdfunding.countCurrent, order.crowdfunding.countTarget)}%`}
            </dd>
          </div>
        </dl>
        {state.canPay && (
          <div className="mt-2.5 flex items-center justify-between gap-3">
            {order.expiredAt ? (
              <span className="flex items-center gap-1 text-xs text-neutral-600">
                <Clock className="size-3.5" aria-hidden /> {i18next.t('order.expires')} {formatDateTime(order.expiredAt)}
              </span>
            ) : (
              <span />
            )}
            <Link
              to={paths.checkout(order.id, 'crowdfunding_support')}
              className="inline-flex h-9 shrink-0 items-center rounded-full bg-brand-500 px-4 text-sm font-semibold text-white shadow-sm shadow-brand-500/30 active:bg-brand-600"
            >
              {i18next.t('order.payNow')}
            </Link>
          </div>
        )}
      </div>
      <SupportDelay order={order} />
    </article>
  );
}

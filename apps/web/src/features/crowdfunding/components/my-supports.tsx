import { formatDateTime, formatPrice } from '@/lib/format';
import { paths } from '@pedestal/contract/paths';
import type { SupportOrder as MySupport } from '@pedestal/contract/schemas/crowdfunding';
import { ChevronRight, Gem } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { i18next } from '@/i18n';

const statusText: Record<MySupport['status'], string> = {
  get pending() {
    return i18next.t('crowdfunding.awaitingPayment');
  },
  get success() {
    return i18next.t('crowdfunding.paid');
  },
  get failed() {
    return i18next.t('crowdfunding.refunded');
  },
  get canceled() {
    return i18next.t('crowdfunding.canceled');
  },
  get disputed() {
    return i18next.t('crowdfunding.disputed');
  },
};

/** Payable while unpaid, unexpired and the campaign still takes support; a pledge only when its charge failed (to fix it). */
const isPayable = (s: MySupport, now: number, open: boolean) =>
  s.pledgeStatus ? s.pledgeStatus === 'errored' : open && s.status === 'pending' && new Date(s.expiredAt).getTime() > now;

/** An errored pledge whose reward ships and whose backer has no address: an address fixes it, and the charge is retried (decision 059). */
const needsAddress = (s: MySupport) => s.pledgeStatus === 'errored' && s.pledgeErrorCode === 'address_required';

/** A pledge's state (decision 040): its diamonds are pending until it is charged. */
const pledgeText = (s: MySupport) =>
  s.pledgeStatus === 'pledged' || s.pledgeStatus === 'charging'
    ? i18next.t('pledge.pledgedPending')
    : s.pledgeStatus === 'errored'
      ? needsAddress(s)
        ? i18next.t('pledge.addAddress')
        : i18next.t('pledge.fixPayment')
      : s.pledgeStatus === 'dropped'
        ? i18next.t('pledge.dropped')
        : null;

/** The viewer's own supports of this campaign; a pending one can be paid while the campaign is open. */
export function MySupports({ supports, open }: { supports: MySupport[]; open: boolean }) {
  const now = useNow(60_000);
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-base font-bold text-neutral-900">{i18next.t('crowdfunding.mySupports')}</h2>
      <ul className="divide-y divide-neutral-100">
        {supports.map((s) => {
          const payable = isPayable(s, now, open);
          const row = (
            <>
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm font-semibold text-neutral-900">
                  {formatPrice(s.total ?? s.spec.price)}
                  <span className="inline-flex items-center gap-0.5 text-[11px] font-medium text-sky-700">
                    <Gem className="size-3" aria-hidden /> {s.spec.diamond}
                  </span>
                </p>
                <p className="text-xs text-neutral-500">{formatDateTime(s.createdAt)}</p>
              </div>
              <span
                className={cn(
                  'text-xs font-semibold',
                  payable ? 'text-brand-600' : s.status === 'success' ? 'text-emerald-700' : 'text-neutral-500',
                )}
              >
                {pledgeText(s) ??
                  (payable
                    ? i18next.t('crowdfunding.payNow')
                    : s.status === 'pending'
                      ? open
                        ? i18next.t('crowdfunding.expired')
                        : i18next.t('crowdfunding.campaignClosed')
                      : statusText[s.status])}
              </span>
              {payable && <ChevronRight className="size-4 text-brand-400" aria-hidden />}
            </>
          );
          return (
            <li key={s.id}>
              {payable ? (
                <Link
                  to={needsAddress(s) ? paths.addressCreate : paths.checkout(s.id, 'crowdfunding_support')}
                  className="flex items-center gap-2 py-2.5"
                >
                  {row}
                </Link>
              ) : (
                <div className="flex items-center gap-2 py-2.5">{row}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { paths } from '@pedestal/contract/paths';
import type { Lottery, LotteryApplication } from '@pedestal/contract/schemas/lottery';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { useLoginPrompt } from '@/components/layout/use-login-prompt';
import { Button } from '@/components/ui/button';
import { i18next } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { handleError } from '@/lib/handle-error';
import { useNow } from '@/lib/use-now';
import { useApplyToLottery, useBuyLotteryUnits, useLottery, useLotteryDraw } from '../api/lottery';

/** An application's state in words. */
function statusText(a: { status: LotteryApplication['status']; allocated: number; windowEndsAt: string | null; rank: number | null }) {
  switch (a.status) {
    case 'applied':
      return i18next.t('lottery.statusApplied');
    case 'won':
      return i18next.t('lottery.statusWon', { count: a.allocated, until: formatDateTime(a.windowEndsAt) });
    case 'waiting':
      return i18next.t('lottery.statusWaiting', { rank: a.rank ?? 0 });
    case 'purchased':
      return i18next.t('lottery.statusPurchased');
    case 'lapsed':
      return i18next.t('lottery.statusLapsed');
    case 'not_drawn':
      return i18next.t('lottery.statusNotDrawn');
  }
}

/** What the shopper's application stands at, in words. */
function ApplicationStatus({ lottery, mine }: { lottery: Lottery; mine: LotteryApplication }) {
  const buy = useBuyLotteryUnits();
  const navigate = useNavigate();
  const now = useNow(30_000);
  const open = mine.status === 'won' && mine.windowEndsAt && new Date(mine.windowEndsAt).getTime() > now;
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm" data-testid="lottery-mine">
      <h2 className="text-base font-bold text-neutral-900">{i18next.t('lottery.yourApplication')}</h2>
      <p className="mt-1 text-sm text-neutral-600">{i18next.t('lottery.appliedFor', { count: mine.quantity })}</p>
      <p className="mt-2 text-sm font-semibold text-neutral-900" data-testid="lottery-status">
        {statusText(mine)}
      </p>
      {open && (
        <Button
          className="mt-3"
          block
          loading={buy.isPending}
          onClick={() =>
            buy.mutate(mine.id, {
              onSuccess: (orderId) => navigate(paths.checkout(orderId, 'figurine')),
              onError: handleError,
            })
          }
        >
          {i18next.t('lottery.buyNow', { count: mine.allocated })}
        </Button>
      )}
      {mine.orderId && (
        <Link className="mt-3 inline-block text-sm font-semibold text-brand-600" to={paths.orderShow(mine.orderId)}>
          {i18next.t('lottery.seeOrder')}
        </Link>
      )}
      {lottery.status === 'drawn' && mine.status === 'waiting' && (
        <p className="mt-2 text-xs text-neutral-500">{i18next.t('lottery.waitingHint')}</p>
      )}
    </section>
  );
}

function ApplyForm({ lottery }: { lottery: Lottery }) {
  const [quantity, setQuantity] = useState(1);
  const apply = useApplyToLottery(lottery.id);
  const withLogin = useLoginPrompt();
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm">
      <label className="flex items-center justify-between text-sm font-semibold text-neutral-800">
        {i18next.t('lottery.quantity')}
        <select
          className="rounded-lg border border-neutral-300 px-2 py-1"
          value={quantity}
          onChange={(e) => setQuantity(Number(e.target.value))}
          aria-label={i18next.t('lottery.quantity')}
        >
          {Array.from({ length: lottery.maxPerApplication }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <Button className="mt-3" block loading={apply.isPending} onClick={withLogin(() => apply.mutate(quantity, { onError: handleError }))}>
        {i18next.t('lottery.apply')}
      </Button>
      <p className="mt-2 text-xs text-neutral-500">{i18next.t('lottery.oneApplication')}</p>
    </section>
  );
}

/** The public draw: the revealed seed against its committed hash, and the drawn order. */
function DrawRecord({ lottery }: { lottery: Lottery }) {
  const [show, setShow] = useState(false);
  const record = useLotteryDraw(lottery.id, show && lottery.status === 'drawn');
  return (
    <section className="rounded-3xl bg-white p-4 text-xs break-all text-neutral-600 shadow-sm">
      <h2 className="mb-1 text-sm font-bold text-neutral-900">{i18next.t('lottery.fairDraw')}</h2>
      <p>{i18next.t('lottery.fairDrawHint')}</p>
      <p className="mt-2">
        <span className="font-semibold">{i18next.t('lottery.seedHash')}</span> {lottery.seedHash}
      </p>
      {lottery.seed && (
        <p className="mt-1">
          <span className="font-semibold">{i18next.t('lottery.seed')}</span> {lottery.seed}
        </p>
      )}
      {lottery.status === 'drawn' && (
        <button type="button" className="mt-2 font-semibold text-brand-600" onClick={() => setShow((s) => !s)}>
          {i18next.t('lottery.showDrawnOrder')}
        </button>
      )}
      {show && record.data && (
        <ol className="mt-2 list-decimal pl-5">
          {record.data.entries.map((e) => (
            <li key={e.userId}>
              {e.userId} ×{e.quantity} ({i18next.t('lottery.weight', { weight: e.weight })}) — {statusText({ ...e, windowEndsAt: null })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A lottery drop (issue 25): apply in the window, see the result, buy within the purchase window. */
export default function LotteryPage() {
  const { lotteryId = '' } = useParams();
  const query = useLottery(lotteryId);
  const now = useNow(30_000);
  const lottery = query.data;
  const applying =
    lottery && lottery.status === 'open' && new Date(lottery.applyStartAt).getTime() <= now && now < new Date(lottery.applyEndAt).getTime();
  return (
    <SubPage title={i18next.t('lottery.title')} fallback={paths.figurines}>
      {query.isError && <ErrorView error={query.error} onRetry={() => query.refetch()} />}
      {lottery && (
        <div className="space-y-3 p-4">
          <section className="rounded-3xl bg-white p-4 shadow-sm">
            <Link to={paths.figurineShow(lottery.characterId)} className="text-xl font-bold text-neutral-900">
              {lottery.characterName}
            </Link>
            <p className="text-sm text-neutral-600">{lottery.specTitle}</p>
            <p className="mt-2 text-sm text-neutral-800" data-testid="lottery-summary">
              {i18next.t('lottery.summary', {
                count: lottery.units,
                start: formatDateTime(lottery.applyStartAt),
                end: formatDateTime(lottery.applyEndAt),
              })}
            </p>
            <p className="mt-1 text-xs text-neutral-500">{i18next.t('lottery.claimHint', { hours: lottery.claimHours })}</p>
            {lottery.supporterWeight > 1 && (
              <p className="mt-1 text-xs text-neutral-500">{i18next.t('lottery.supporterHint', { weight: lottery.supporterWeight })}</p>
            )}
            <p className="mt-1 text-xs text-neutral-500">{i18next.t('lottery.applications', { count: lottery.applications })}</p>
          </section>
          {lottery.mine ? (
            <ApplicationStatus lottery={lottery} mine={lottery.mine} />
          ) : applying ? (
            <ApplyForm lottery={lottery} />
          ) : (
            <p className="px-1 text-sm text-neutral-600">
              {i18next.t(lottery.status === 'drawn' ? 'lottery.closedDrawn' : 'lottery.notOpen')}
            </p>
          )}
          <DrawRecord lottery={lottery} />
        </div>
      )}
    </SubPage>
  );
}

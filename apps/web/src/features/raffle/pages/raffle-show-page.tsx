import { paths } from '@pedestal/contract/paths';
import type { RaffleShow } from '@pedestal/contract/schemas/raffle';
import { ChevronRight, Gem, ShieldCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BottomBar } from '@/components/bottom-bar';
import { DetailLayout } from '@/components/detail-layout';
import { EarnDiamonds } from '@/components/earn-diamonds';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { promptLogin } from '@/components/layout/use-login-prompt';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useUserState } from '@/lib/session/get-user-state';
import { handleError } from '@/lib/handle-error';
import { imageUrl } from '@/lib/image-url';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useEnterRaffle } from '../api/enter-raffle';
import { useFreeEntry, useRafflePlayer } from '../api/raffle-player';
import { RafflePlayerCard } from '../components/raffle-player-card';
import { useRaffleShow } from '../api/get-raffle-show';
import { RaffleRules } from '../components/raffle-rules';
import { i18next } from '@/i18n';
import { formatNumber, formatPrice } from '@/lib/format';
import { Trans } from '@/i18n/trans';

function Diamonds({ value, className }: { value: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 font-bold text-brand-600 ${className ?? ''}`}>
      <Gem className="size-4" aria-hidden /> {formatNumber(value)}
    </span>
  );
}

function GuaranteeProgress({ count, total }: { count: number; total: number }) {
  const pct = Math.min(100, Math.round((count / total) * 100));
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-neutral-800">{i18next.t('raffle.guaranteedWinProgress')}</span>
        <span className="font-bold text-brand-600">
          {count}/{total}
        </span>
      </div>
      <div
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-brand-50"
        role="progressbar"
        aria-label={i18next.t('raffle.entriesTowardTheGuarantee')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={count}
      >
        <div className="h-full rounded-full bg-gradient-to-r from-brand-400 to-brand-600 transition-all" style={{ width: `${pct}%` }} />
      </div>
      <p className="mt-1.5 text-xs text-neutral-500">{i18next.t('raffle.entriesToGuarantee', { count: Math.max(0, total - count) })}</p>
    </div>
  );
}

/** Enter Raffle with its confirm dialog; guests get the login prompt instead. */
function EnterBar({ data }: { data: RaffleShow }) {
  const navigate = useNavigate();
  const { isSignin } = useUserState();
  const [confirming, setConfirming] = useState(false);
  const enter = useEnterRaffle(data.spec.id);
  const free = useFreeEntry(data.spec.id);
  // Issue 41: a double tap is one entry and one spend — the button ignores taps while its request runs,
  // and a repeat that gets through carries the same key (renewed once an entry is made).
  const entryKey = useIdempotencyKey();
  const player = useRafflePlayer(isSignin);
  // A shopper under 18 by their attested date of birth may not pay for entries (decision 039).
  const minor = player.data?.adult === false;
  const cost = data.raffle.costDiamond;
  const balance = data.availableDiamonds ?? 0;

  if (!isSignin) {
    return (
      <BottomBar>
        <Button block size="lg" onClick={promptLogin}>
          {i18next.t('raffle.logInToEnter')}
        </Button>
      </BottomBar>
    );
  }
  const outOfStock = data.spec.stock <= 0;
  const onConfirm = () => {
    if (enter.isPending) return;
    enter.mutate(entryKey.keyFor(`enter:${data.spec.id}`), {
      onSuccess: ({ raffleEntryRecordId }) => {
        entryKey.renew();
        setConfirming(false);
        navigate(paths.raffleEntry(raffleEntryRecordId));
      },
      onError: (error) => {
        setConfirming(false);
        handleError(error);
      },
    });
  };
  const onFree = () => {
    if (free.isPending) return;
    free.mutate(entryKey.keyFor(`free:${data.spec.id}`), {
      onSuccess: ({ raffleEntryRecordId }) => (entryKey.renew(), navigate(paths.raffleEntry(raffleEntryRecordId))),
      onError: handleError,
    });
  };
  return (
    <BottomBar className="flex gap-2">
      {data.freeEntryAvailable && !outOfStock && (
        <Button size="lg" variant="secondary" className="shrink-0" loading={free.isPending} onClick={onFree}>
          {i18next.t('raffle.freeEntry')}
        </Button>
      )}
      <Button block size="lg" disabled={outOfStock || minor || balance <= 0} onClick={() => setConfirming(true)}>
        {outOfStock ? (
          i18next.t('raffle.outOfStockButton')
        ) : minor ? (
          i18next.t('raffle.adultsOnly')
        ) : (
          <>
            {i18next.t('raffle.enterRaffle')}
            <span className="inline-flex items-center gap-1 rounded-full bg-black/15 px-2 py-0.5 text-xs">
              <Gem className="size-3" aria-hidden /> {cost}
            </span>
          </>
        )}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={i18next.t('raffle.confirmToEnterRaffle')}
        icon={
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
            <Gem className="size-6 text-brand-600" />
          </span>
        }
        description={
          <>
            <Trans
              i18nKey="raffle.confirmCost"
              values={{ count: cost, n: formatNumber(cost), balance: formatNumber(balance) }}
              components={{ b: <strong className="text-neutral-900" /> }}
            />
            {balance >= cost ? (
              <>{i18next.t('raffle.remain', { left: formatNumber(balance - cost) })}</>
            ) : (
              <>{i18next.t('raffle.thatIsNotEnoughFor')}</>
            )}
          </>
        }
        confirmText={i18next.t('raffle.enter')}
        loading={enter.isPending}
        onConfirm={onConfirm}
      />
    </BottomBar>
  );
}

function RaffleShowBody({ data }: { data: RaffleShow }) {
  const { raffle, spec, character } = data;
  const banner = imageUrl(raffle.image);
  const specImage = imageUrl(spec.image);
  const media = (
    <div className="relative h-[220px] overflow-hidden bg-gradient-to-br from-brand-400 to-brand-600">
      {banner && <img src={banner} alt="" className="absolute inset-0 size-full object-cover" />}
      <div className="absolute inset-0 bg-gradient-to-t from-black/65 via-black/10 to-transparent" />
      <div className="absolute inset-x-4 bottom-8 text-white">
        <span className="inline-flex items-center gap-1 rounded-full bg-white/20 px-2.5 py-0.5 text-[11px] font-semibold tracking-wide uppercase backdrop-blur">
          <Sparkles className="size-3" aria-hidden /> {i18next.t('raffle.raffle')}
        </span>
        <h1 className="mt-1.5 text-xl leading-tight font-bold break-words">{raffle.title}</h1>
      </div>
    </div>
  );
  return (
    <DetailLayout media={media} bar={<EnterBar data={data} />}>
      <section className="rounded-3xl bg-white p-4 shadow-sm">
        {raffle.description && <p className="mb-3 text-sm leading-relaxed whitespace-pre-line text-neutral-600">{raffle.description}</p>}
        <div className="flex gap-3">
          <div className="size-24 shrink-0 overflow-hidden rounded-2xl bg-neutral-100">
            {specImage && <img src={specImage} alt={spec.title} className="size-full object-cover" />}
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-neutral-500">{character.name}</p>
            <p className="mt-0.5 line-clamp-2 text-[15px] font-semibold break-words text-neutral-900">{spec.title}</p>
            <p className={`mt-1 text-xs ${spec.stock > 0 ? 'text-neutral-500' : 'font-semibold text-red-600'}`}>
              {spec.stock > 0 ? i18next.t('raffle.inStock', { count: spec.stock }) : i18next.t('raffle.outOfStock')}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-neutral-500">
              {i18next.t('raffle.entryCost')} <Diamonds value={raffle.costDiamond} className="text-sm" />
              <span data-testid="raffle-cost-money">
                {i18next.t('raffle.costInMoney', { money: formatPrice(data.costMoney), percent: Math.round(raffle.winRate * 1000) / 10 })}
              </span>
            </p>
          </div>
        </div>
      </section>
      <section className="space-y-4 rounded-3xl bg-white p-4 shadow-sm">
        {data.availableDiamonds !== null && (
          <div className="flex items-center justify-between rounded-2xl bg-brand-50 px-3.5 py-3">
            <span className="text-sm font-medium text-neutral-700">{i18next.t('raffle.availableDiamonds')}</span>
            <Diamonds value={data.availableDiamonds} className="text-base" />
          </div>
        )}
        {data.availableDiamonds !== null && data.availableDiamonds < raffle.costDiamond && (
          <p className="rounded-2xl bg-amber-50 px-3.5 py-3 text-[13px] leading-snug text-amber-900">
            {i18next.t('raffle.needMore', {
              count: raffle.costDiamond,
              n: formatNumber(raffle.costDiamond),
              balance: formatNumber(data.availableDiamonds),
            })}
          </p>
        )}
        <GuaranteeProgress count={data.guaranteeCountForUser} total={raffle.guaranteeCount} />
      </section>
      {(data.availableDiamonds === null || data.availableDiamonds < raffle.costDiamond) && <EarnDiamonds />}
      {data.freeEntryAvailable !== null && <RafflePlayerCard />}
      <RaffleRules cost={raffle.costDiamond} costMoney={data.costMoney} winRate={raffle.winRate} guaranteeCount={raffle.guaranteeCount} />
      {data.availableDiamonds !== null && data.availableDiamonds >= raffle.costDiamond && <EarnDiamonds />}
      <section className="rounded-3xl bg-white p-4 shadow-sm">
        <h2 className="flex items-center gap-1.5 text-base font-bold text-neutral-900">
          <ShieldCheck className="size-4.5 text-emerald-700" aria-hidden /> {i18next.t('raffle.provablyFair')}
        </h2>
        <p className="mt-1 text-xs leading-relaxed text-neutral-500">{i18next.t('raffle.fairText')}</p>
        <p className="mt-2 rounded-xl bg-neutral-50 px-3 py-2 font-mono text-[11px] break-all text-neutral-600">{raffle.seedHash}</p>
        <Link
          to={paths.raffleRecords}
          className="mt-3 flex items-center justify-between rounded-2xl bg-emerald-50 px-3.5 py-2.5 text-sm font-semibold text-emerald-700"
        >
          {i18next.t('raffle.howToVerifyADraw')} <ChevronRight className="size-4.5" aria-hidden />
        </Link>
      </section>
    </DetailLayout>
  );
}

/** /raffle/show/{characterSaleSpecId}: SPEC §2 Raffle page. */
export default function RaffleShowPage() {
  const { characterSaleSpecId = '' } = useParams();
  const query = useRaffleShow(characterSaleSpecId);
  return (
    <SubPage width="wide" title={i18next.t('raffle.figurineRaffleEvent')}>
      {query.isPending ? (
        <div className="animate-pulse" aria-busy>
          <div className="h-[220px] bg-neutral-200" />
          <div className="relative -mt-5 space-y-3 px-4">
            <div className="h-40 rounded-3xl bg-white shadow-sm" />
            <div className="h-32 rounded-3xl bg-white shadow-sm" />
          </div>
        </div>
      ) : query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} className="m-4" />
      ) : (
        <RaffleShowBody data={query.data} />
      )}
    </SubPage>
  );
}

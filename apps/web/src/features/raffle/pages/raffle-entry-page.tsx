import { formatDateTime } from '@/lib/format';
import { RAFFLE_DEFAULTS } from '@pedestal/contract/constants';
import { paths } from '@pedestal/contract/paths';
import type { RaffleEntryRecord } from '@pedestal/contract/schemas/raffle';
import { CloudRain, MapPin, PartyPopper, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BottomBar } from '@/components/bottom-bar';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { useBack } from '@/components/layout/use-back';
import { Button } from '@/components/ui/button';
import { LoadingCard } from '@/components/ui/spinner';
import { imageUrl } from '@/lib/image-url';
import { useRaffleEntry } from '../api/get-raffle-entry';
import { useRaffleShow } from '../api/get-raffle-show';
import { VerifySection } from '../components/verify-section';
import { i18next } from '@/i18n';

/** The loss card's raised counter comes from the raffle page's data for this spec. */
function LossCounter({ specId }: { specId: string }) {
  const show = useRaffleShow(specId);
  if (!show.data) return null;
  const { guaranteeCountForUser: count } = show.data;
  const total = show.data.raffle.guaranteeCount || RAFFLE_DEFAULTS.guaranteeCount;
  return (
    <div className="mt-4 rounded-2xl bg-brand-50 px-4 py-3 text-left">
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-neutral-800">{i18next.t('raffle.guaranteedWinProgress')}</span>
        <span className="font-bold text-brand-600">
          {count}/{total}
        </span>
      </div>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-white">
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${Math.min(100, (count / total) * 100)}%` }} />
      </div>
      <p className="mt-1.5 text-xs text-neutral-500">{i18next.t('raffle.eachEntryWithoutAWin')}</p>
    </div>
  );
}

function ResultCard({ entry }: { entry: RaffleEntryRecord }) {
  const image = imageUrl(entry.spec.image);
  return (
    <section className="overflow-hidden rounded-3xl bg-white text-center shadow-sm">
      <div
        className={
          entry.isWin
            ? 'bg-gradient-to-br from-brand-500 to-brand-700 px-6 pt-8 pb-6 text-white'
            : 'bg-neutral-100 px-6 pt-8 pb-6 text-neutral-700'
        }
      >
        <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${entry.isWin ? 'bg-white/20' : 'bg-white'}`}>
          {entry.isWin ? <PartyPopper className="size-8" aria-hidden /> : <CloudRain className="size-8 text-neutral-500" aria-hidden />}
        </span>
        <h1 className="mt-3 text-2xl font-bold">
          {entry.isWin ? i18next.t('raffle.congratulations') : i18next.t('raffle.betterLuckNextTime')}
        </h1>
        <p className={`mt-1 text-sm ${entry.isWin ? 'text-white/85' : 'text-neutral-500'}`}>
          {entry.isWin ? i18next.t('raffle.youWonTheFigurineBelow') : i18next.t('raffle.thisEntryDidNotWin')}
        </p>
      </div>
      <div className="p-4">
        <div className="flex items-center gap-3 text-left">
          <div className="size-16 shrink-0 overflow-hidden rounded-2xl bg-neutral-100">
            {image && <img src={image} alt="" className="size-full object-cover" />}
          </div>
          <div className="min-w-0">
            <p className="text-xs text-neutral-500">{entry.character.name}</p>
            <p className="line-clamp-2 text-sm font-semibold break-words text-neutral-900">{entry.spec.title}</p>
            <p className="mt-0.5 text-xs text-neutral-500">
              {i18next.t('raffle.entry')}
              {entry.drawNumber} · {formatDateTime(entry.createdAt)}
            </p>
          </div>
        </div>
        {!entry.isWin && <LossCounter specId={entry.spec.id} />}
        {entry.isWin && (
          <p className="mt-4 flex items-start gap-2 rounded-2xl bg-neutral-50 px-3.5 py-3 text-left text-xs leading-relaxed text-neutral-600">
            <Truck className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden />
            {entry.isDistribute ? i18next.t('raffle.yourPrizeIsOnIts') : i18next.t('raffle.chooseAShippingAddressAnd')}
          </p>
        )}
      </div>
    </section>
  );
}

function EntryResult({ entry }: { entry: RaffleEntryRecord }) {
  const navigate = useNavigate();
  const close = useBack(paths.raffleRecords);
  const [verifying, setVerifying] = useState(false);
  const needsAddress = entry.isWin && !entry.isDistribute;
  return (
    <div className="space-y-3 p-4">
      <ResultCard entry={entry} />
      <VerifySection entryId={entry.id} open={verifying} onOpen={() => setVerifying(true)} />
      <Link to={paths.raffleVerify(entry.id)} className="block text-center text-sm font-semibold text-brand-600">
        {i18next.t('raffle.publicVerificationLinkForThis')}
      </Link>
      <BottomBar>
        {needsAddress ? (
          <Button block size="lg" onClick={() => navigate(`${paths.addressList}?from=raffle&orderId=${encodeURIComponent(entry.id)}`)}>
            <MapPin className="size-4.5" aria-hidden /> {i18next.t('raffle.chooseAShippingAddress')}
          </Button>
        ) : (
          <Button block size="lg" variant={entry.isWin ? 'primary' : 'outline'} onClick={close}>
            {i18next.t('raffle.close')}
          </Button>
        )}
      </BottomBar>
    </div>
  );
}

function EntryBody({ id }: { id: string }) {
  const query = useRaffleEntry(id);
  if (query.isPending) return <LoadingCard />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} className="m-4" />;
  return <EntryResult entry={query.data} />;
}

/** /raffle/entry-record/{raffleEntryRecordId}: SPEC §4 Raffle result. */
export default function RaffleEntryPage() {
  const { raffleEntryRecordId = '' } = useParams();
  return (
    <SubPage title={i18next.t('raffle.raffleResult')} fallback={paths.raffleRecords}>
      <RequireLogin>
        <EntryBody id={raffleEntryRecordId} />
      </RequireLogin>
    </SubPage>
  );
}

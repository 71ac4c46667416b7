import { paths } from '@pedestal/contract/paths';
import { displayStatus } from '@pedestal/contract/rules/character-status';
import { completionPercent, formatCounter } from '@pedestal/contract/rules/format';
import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import { Eye } from 'lucide-react';
import { useParams } from 'react-router';
import { CollectButton } from '@/components/collect-button';
import { CommentsSection } from '@/components/community/comments-section';
import { InteractionBar } from '@/components/community/interaction-bar';
import { DetailLayout } from '@/components/detail-layout';
import { DetailSkeleton } from '@/components/detail-skeleton';
import { ErrorView } from '@/components/error-view';
import { FallbackImage, ProgressBar, StatusBadge } from '@/components/item-card';
import { SubPage } from '@/components/layout/sub-page';
import { useVoteShow } from '../api/get-vote-show';
import { CharacterDetails } from '../components/character-details';
import { JourneyStrip, ShippingHistory } from '../components/journey-strip';
import { VotePanel } from '../components/vote-panel';
import { formatCount, formatNumber } from '@/lib/format';
import { i18next } from '@/i18n';

function VoteProgress({ vote }: { vote: NonNullable<CharacterDetail['vote']> }) {
  const percent = completionPercent(vote.countCurrent, vote.countTarget);
  return (
    <div className="mt-4 rounded-xl bg-brand-50/60 p-3.5">
      <div className="flex items-baseline justify-between">
        <p className="text-sm text-neutral-600">
          <span className="text-lg font-bold text-neutral-900 tabular-nums">{formatNumber(vote.countCurrent)}</span> /{' '}
          {formatCount('vote', vote.countTarget)}
        </p>
        <span className="text-sm font-bold text-brand-600 tabular-nums">{percent}%</span>
      </div>
      <ProgressBar percent={percent} label={i18next.t('vote.votesToTarget')} className="mt-2 h-2" />
    </div>
  );
}

function VoteShow({ character }: { character: CharacterDetail }) {
  return (
    <DetailLayout
      media={<FallbackImage src={character.illustration} alt={character.name} className="h-[375px] w-full" eager />}
      bar={<VotePanel character={character} />}
    >
      <section className="rounded-2xl bg-white p-4 shadow-sm">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <StatusBadge status={displayStatus(character)} />
            <h1 className="mt-1.5 text-xl leading-tight font-bold break-words text-neutral-900">{character.name}</h1>
            <p className="mt-1 flex items-center gap-1 text-xs text-neutral-500">
              <Eye className="size-3.5" aria-hidden /> {formatCount('view', character.countView, formatCounter(character.countView))}
            </p>
          </div>
          <CollectButton characterId={character.id} count={character.countCollect} collected={character.isCollectedForCurrentUser} />
        </div>
        {character.vote && <VoteProgress vote={character.vote} />}
        <div className="mt-3">
          <InteractionBar characterId={character.id} title={character.name} />
        </div>
      </section>
      <section className="rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="mb-3 text-base font-bold text-neutral-900">{i18next.t('vote.journey')}</h2>
        <JourneyStrip journey={character.journey} />
        <ShippingHistory shipping={character.shipping} />
      </section>
      <CharacterDetails character={character} />
      <CommentsSection characterId={character.id} />
    </DetailLayout>
  );
}

export default function VoteShowPage() {
  const { id = '' } = useParams();
  const query = useVoteShow(id);
  return (
    <SubPage width="wide" title={i18next.t('vote.characterVote')} fallback={paths.voteList}>
      {query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} className="m-4" />
      ) : (
        <VoteShow character={query.data} />
      )}
    </SubPage>
  );
}

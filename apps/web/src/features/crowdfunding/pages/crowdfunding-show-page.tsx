import { paths } from '@pedestal/contract/paths';
import { displayStatus } from '@pedestal/contract/rules/character-status';
import { formatCount } from '@/lib/format';
import { formatCounter } from '@pedestal/contract/rules/format';
import { ChevronRight, Eye, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CollectButton } from '@/components/collect-button';
import { CommentsSection } from '@/components/community/comments-section';
import { InteractionBar } from '@/components/community/interaction-bar';
import { DetailLayout } from '@/components/detail-layout';
import { DetailSkeleton } from '@/components/detail-skeleton';
import { ErrorView } from '@/components/error-view';
import { ImageCarousel } from '@/components/image-carousel';
import { StatusBadge } from '@/components/item-card';
import { SubPage } from '@/components/layout/sub-page';
import { useCrowdfundingShow, type CrowdfundingDetail } from '../api/get-crowdfunding-show';
import { CampaignAmendments } from '../components/campaign-amendments';
import { CampaignProgress } from '../components/campaign-progress';
import { MySupports } from '../components/my-supports';
import { SpecCards } from '../components/spec-cards';
import { SupportBar } from '../components/support-bar';
import { i18next } from '@/i18n';
import { genreLabel, genresOf } from '@/lib/genre';

function CrowdfundingShow({ character }: { character: CrowdfundingDetail }) {
  const campaign = character.crowdfunding;
  const specs = campaign?.specs ?? [];
  const active = campaign?.status === 'active';
  // The first tier is preselected so one tap supports; the shopper can pick another.
  const [chosen, setChosen] = useState<string | null>(specs[0]?.id ?? null);
  const spec = specs.find((s) => s.id === chosen);
  const images = campaign?.images.length ? campaign.images : character.illustration ? [character.illustration] : [];
  return (
    <DetailLayout
      media={<ImageCarousel images={images} alt={character.name} />}
      bar={
        campaign && (
          <SupportBar
            characterId={character.id}
            status={campaign.status}
            spec={active ? spec : undefined}
            belowGoal={campaign.countCurrent < campaign.countTarget}
            chargeMode={campaign.chargeMode}
          />
        )
      }
    >
      <section className="rounded-3xl bg-white p-4 shadow-sm">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <StatusBadge status={displayStatus(character)} />
            <h1 className="mt-1.5 text-xl leading-tight font-bold break-words text-neutral-900">{character.name}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-neutral-500">
              <span className="inline-flex items-center gap-1">
                <Eye className="size-3.5" aria-hidden /> {formatCount('view', character.countView, formatCounter(character.countView))}
              </span>
              {character.genre && <span>{genresOf(character.genre).map(genreLabel).join(' · ')}</span>}
            </p>
          </div>
          <CollectButton characterId={character.id} count={character.countCollect} collected={character.isCollectedForCurrentUser} />
        </div>
        {campaign && (
          <CampaignProgress current={campaign.countCurrent} target={campaign.countTarget} endAt={campaign.endAt} active={active} />
        )}
        <div className="mt-3">
          <InteractionBar characterId={character.id} title={character.name} />
        </div>
        <Link
          to={paths.contributors(character.id)}
          className="mt-3 flex items-center gap-3 rounded-2xl bg-neutral-50 px-3.5 py-3 transition hover:bg-neutral-100"
        >
          <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-brand-600">
            <Users className="size-4.5" aria-hidden />
          </span>
          <span className="flex-1 text-sm font-semibold text-neutral-800">{i18next.t('crowdfunding.supportersContributors')}</span>
          <ChevronRight className="size-5 text-neutral-300" aria-hidden />
        </Link>
      </section>
      {active && (
        <section className="rounded-3xl bg-white p-4 shadow-sm">
          <h2 className="text-base font-bold text-neutral-900">{i18next.t('crowdfunding.chooseYourSupport')}</h2>
          <p className="mt-0.5 mb-3 text-xs text-neutral-500">{i18next.t('crowdfunding.eachTierRewardsDiamondsOnce')}</p>
          <SpecCards specs={specs} value={chosen} onChange={setChosen} />
        </section>
      )}
      {character.mySupports.length > 0 && <MySupports supports={character.mySupports} open={active} />}
      <CampaignAmendments amendments={character.amendments} />
      <section className="rounded-3xl bg-white p-4 shadow-sm">
        <h2 className="mb-2 text-base font-bold text-neutral-900">
          {i18next.t('crowdfunding.about')} {character.name}
        </h2>
        <p className="text-sm leading-relaxed whitespace-pre-line text-neutral-600">{character.description}</p>
        <p className="mt-3 text-xs text-neutral-500">
          {i18next.t('crowdfunding.createdBy')} <span className="font-medium text-neutral-600">{character.creatorName}</span>{' '}
          {i18next.t('crowdfunding.submittedBy')} {character.user.profile.nickname}
        </p>
      </section>
      <CommentsSection characterId={character.id} />
    </DetailLayout>
  );
}

/** /crowdfunding/show/{characterId}: SPEC §2 Figurine Crowdfunding detail. */
export default function CrowdfundingShowPage() {
  const { characterId = '' } = useParams();
  const query = useCrowdfundingShow(characterId);
  return (
    <SubPage width="wide" title={i18next.t('crowdfunding.figurineCrowdfunding')} fallback={paths.crowdfundingList}>
      {query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} className="m-4" />
      ) : (
        <CrowdfundingShow key={query.data.id} character={query.data} />
      )}
    </SubPage>
  );
}

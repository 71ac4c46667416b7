import { paths } from '@pedestal/contract/paths';
import { isPreSale } from '@pedestal/contract/rules/character-status';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CollectButton } from '@/components/collect-button';
import { CommentsSection } from '@/components/community/comments-section';
import { InteractionBar } from '@/components/community/interaction-bar';
import { DetailLayout } from '@/components/detail-layout';
import { DetailSkeleton } from '@/components/detail-skeleton';
import { ErrorView } from '@/components/error-view';
import { SubPage } from '@/components/layout/sub-page';
import { Accordion } from '@/components/ui/accordion';
import { characterKeys } from '@/lib/query-keys';
import { useNow } from '@/lib/use-now';
import type { FirstQueries } from '@/lib/first-queries';
import { getFigurineShowQueryOptions, useFigurineShow, type FigurineDetail } from '../api/get-figurine-show';
import { FigurineDescription } from '../components/figurine-description';
import { FigurineGallery } from '../components/figurine-gallery';
import { PurchaseLimits } from '../components/purchase-limits';
import { ShipDates } from '../components/ship-dates';
import { LotteryLink } from '@/components/lottery-link';
import { PriceBlock } from '../components/price-block';
import { RaffleLinks } from '../components/raffle-links';
import { SpecificationTable } from '../components/specification-table';
import { SaleBar } from '../components/sale-bar';
import { i18next } from '@/i18n';
import { genreLabel, genresOf } from '@/lib/genre';

function VotingSummary({ figurine }: { figurine: FigurineDetail }) {
  const { character } = figurine;
  return (
    <div className="space-y-3">
      <p className="leading-relaxed whitespace-pre-line">{character.description || i18next.t('shop.thisFigurineStartedAsA')}</p>
      <p className="text-xs text-neutral-500">
        {i18next.t('shop.createdBy')} {character.creatorName}
      </p>
      <Link to={paths.voteShow(character.id)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600">
        {i18next.t('shop.viewTheVotingCampaign')} <ChevronRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

function FigurineShow({ figurine }: { figurine: FigurineDetail }) {
  const { sale, character } = figurine;
  const queryClient = useQueryClient();
  // The show answer carries the interaction state: the bar reads it instead of asking again, so
  // the page needs one API call before it paints (comments load once it has).
  useState(() => queryClient.setQueryData(characterKeys.interaction(character.id), figurine.interaction));
  const now = useNow(60_000);
  const preSale = isPreSale(sale, now);
  return (
    <DetailLayout media={<FigurineGallery figurine={figurine} />} bar={<SaleBar figurine={figurine} />} columnClassName="pb-2">
      <section className="rounded-3xl bg-white p-4 shadow-sm">
        <div className="mb-3 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <span className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold text-brand-700">
              {preSale ? i18next.t('shop.onPreSale') : i18next.t('shop.onSale')}
            </span>
            <h1 className="mt-1.5 text-xl leading-tight font-bold break-words text-neutral-900">{character.name}</h1>
            {character.genre && <p className="mt-1 text-xs text-neutral-500">{genresOf(character.genre).map(genreLabel).join(' · ')}</p>}
          </div>
          <CollectButton characterId={character.id} count={character.countCollect} collected={character.isCollectedForCurrentUser} />
        </div>
        <PriceBlock sale={sale} />
        <PurchaseLimits specs={figurine.specs} />
        {figurine.specs.map((s) => (
          <LotteryLink key={s.id} specId={s.id} />
        ))}
        <div className="mt-3">
          <InteractionBar characterId={character.id} title={character.name} />
        </div>
      </section>
      <RaffleLinks specs={figurine.specs} />
      <SpecificationTable specs={figurine.specs} />
      <section className="rounded-3xl bg-white p-4 shadow-sm">
        <h2 className="mb-2 text-base font-bold text-neutral-900">{i18next.t('shop.figurineDetail')}</h2>
        <FigurineDescription sale={sale} />
      </section>
      <ShipDates specs={figurine.specs} />
      <Accordion
        items={[
          {
            id: 'vote',
            get title() {
              return i18next.t('shop.discoverMoreAboutTheVoting');
            },
            content: <VotingSummary figurine={figurine} />,
          },
        ]}
      />
      <CommentsSection characterId={character.id} />
    </DetailLayout>
  );
}

export const firstQueries: FirstQueries = ({ characterId = '' }) => [getFigurineShowQueryOptions(characterId)];

/** /figurines/show/{characterId}: SPEC §2 Figurine Sale detail. */
export default function FigurineShowPage() {
  const { characterId = '' } = useParams();
  const query = useFigurineShow(characterId);
  return (
    <SubPage width="wide" title={i18next.t('shop.figurineSale')} fallback={paths.figurines}>
      {query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} className="m-4" />
      ) : (
        <FigurineShow key={query.data.character.id} figurine={query.data} />
      )}
    </SubPage>
  );
}

import type { OrderBy } from '@pedestal/contract/enums';
import { paths } from '@pedestal/contract/paths';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { CROWDFUNDING_STATUS_OPTIONS, FilterTags, GENRE_OPTIONS, SortSwitch } from '@/components/filter-tags';
import { ITEM_STRIP, ITEM_STRIP_CARD, ItemCard, ItemCardSkeleton } from '@/components/item-card';
import { getSectionCardsQueryOptions, useSectionCards, type SectionFilters } from '../api/get-section-cards';
import { MoreLink, Section, SectionGrid } from './section';
import { i18next } from '@/i18n';

const bleed = '-mx-4 px-4';

/** The sections' lists as they first show (their initial filters), which the home route asks for first. */
const FIRST = {
  vote: { orderBy: 'latest', genre: '' },
  crowdfunding: { orderBy: 'latest', genre: '', status: '' },
  figurine: { orderBy: 'mostView' },
} satisfies Record<string, SectionFilters>;
const VOTE_CARDS = 4;
const CROWDFUNDING_CARDS = 4;
const FIGURINE_CARDS = 8;

export const sectionFirstQueries = () => [
  getSectionCardsQueryOptions('vote', FIRST.vote, VOTE_CARDS),
  getSectionCardsQueryOptions('figurine', FIRST.figurine, FIGURINE_CARDS),
  getSectionCardsQueryOptions('crowdfunding', FIRST.crowdfunding, CROWDFUNDING_CARDS),
];

export function VotingSection() {
  const [orderBy, setOrderBy] = useState<OrderBy>(FIRST.vote.orderBy);
  const [genre, setGenre] = useState(FIRST.vote.genre);
  const query = useSectionCards('vote', { orderBy, genre }, VOTE_CARDS);
  return (
    <Section title={i18next.t('home.votingCampaigns')}>
      <FilterTags
        label={i18next.t('home.votingCategory')}
        options={GENRE_OPTIONS}
        value={genre}
        onChange={setGenre}
        leading={<SortSwitch value={orderBy} onChange={setOrderBy} />}
        className={`${bleed} mb-3`}
      />
      <SectionGrid query={query} count={VOTE_CARDS} />
      <MoreLink to={paths.voteList}>{i18next.t('home.discoverMoreVoting')}</MoreLink>
    </Section>
  );
}

export function CrowdfundingSection() {
  const [orderBy, setOrderBy] = useState<OrderBy>(FIRST.crowdfunding.orderBy);
  const [genre, setGenre] = useState(FIRST.crowdfunding.genre);
  const [status, setStatus] = useState(FIRST.crowdfunding.status);
  const query = useSectionCards('crowdfunding', { orderBy, genre, status }, CROWDFUNDING_CARDS);
  return (
    <Section title={i18next.t('home.crowdfundingCampaigns')}>
      <FilterTags
        label={i18next.t('home.crowdfundingStatus')}
        options={CROWDFUNDING_STATUS_OPTIONS}
        value={status}
        onChange={setStatus}
        leading={<SortSwitch value={orderBy} onChange={setOrderBy} />}
        className={`${bleed} mb-2`}
      />
      <FilterTags
        label={i18next.t('home.crowdfundingCategory')}
        options={GENRE_OPTIONS}
        value={genre}
        onChange={setGenre}
        className={`${bleed} mb-3`}
      />
      <SectionGrid query={query} count={CROWDFUNDING_CARDS} />
      <MoreLink to={paths.crowdfundingList}>{i18next.t('home.discoverMoreCrowdfunding')}</MoreLink>
    </Section>
  );
}

/** Most viewed figurines on sale, as a sideways strip of 240 px cards (a grid from 768 px). */
export function PopularFigurines() {
  const query = useSectionCards('figurine', FIRST.figurine, FIGURINE_CARDS);
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <Section
      title={i18next.t('home.popularFigurinesOnSale')}
      action={
        <Link to={`${paths.figurineList}?orderBy=mostView`} className="flex shrink-0 items-center text-sm font-semibold text-brand-600">
          {i18next.t('home.seeAll')} <ChevronRight className="size-4" aria-hidden />
        </Link>
      }
    >
      {query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className={`${bleed} ${ITEM_STRIP}`}>
          {query.isSuccess
            ? query.data.map((c) => <ItemCard key={c.id} item={c} className={ITEM_STRIP_CARD} />)
            : Array.from({ length: 2 }, (_, i) => <ItemCardSkeleton key={i} className={ITEM_STRIP_CARD} />)}
        </div>
      )}
    </Section>
  );
}

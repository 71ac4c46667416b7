import type { OrderBy } from '@pedestal/contract/enums';
import { paths } from '@pedestal/contract/paths';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { CROWDFUNDING_STATUS_OPTIONS, FilterTags, GENRE_OPTIONS, SortSwitch } from '@/components/filter-tags';
import { ITEM_STRIP, ITEM_STRIP_CARD, ItemCard, ItemCardSkeleton } from '@/components/item-card';
import { useSectionCards } from '../api/get-section-cards';
import { MoreLink, Section, SectionGrid } from './section';
import { i18next } from '@/i18n';

const bleed = '-mx-4 px-4';

export function VotingSection() {
  const [orderBy, setOrderBy] = useState<OrderBy>('latest');
  const [genre, setGenre] = useState('');
  const query = useSectionCards('vote', { orderBy, genre }, 4);
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
      <SectionGrid query={query} count={4} />
      <MoreLink to={paths.voteList}>{i18next.t('home.discoverMoreVoting')}</MoreLink>
    </Section>
  );
}

export function CrowdfundingSection() {
  const [orderBy, setOrderBy] = useState<OrderBy>('latest');
  const [genre, setGenre] = useState('');
  const [status, setStatus] = useState('');
  const query = useSectionCards('crowdfunding', { orderBy, genre, status }, 4);
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
      <SectionGrid query={query} count={4} />
      <MoreLink to={paths.crowdfundingList}>{i18next.t('home.discoverMoreCrowdfunding')}</MoreLink>
    </Section>
  );
}

/** Most viewed figurines on sale, as a sideways strip of 240 px cards (a grid from 768 px). */
export function PopularFigurines() {
  const query = useSectionCards('figurine', { orderBy: 'mostView' }, 8);
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

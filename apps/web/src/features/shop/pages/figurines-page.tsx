import { useState } from 'react';
import { BannerCarousel } from '@/components/banner-carousel';
import { FilterTags, GENRE_OPTIONS } from '@/components/filter-tags';
import { TabPage } from '@/components/layout/tab-page';
import type { FirstQueries } from '@/lib/first-queries';
import { getBannersQueryOptions } from '@/lib/queries/get-banners';
import { getFigurineRowQueryOptions } from '../api/get-figurine-list';
import { FigurineRow } from '../components/figurine-row';
import { i18next } from '@/i18n';

const ALL_GENRES = '';

export const firstQueries: FirstQueries = () => [
  getBannersQueryOptions('figurine'),
  getFigurineRowQueryOptions('latest', ALL_GENRES),
  getFigurineRowQueryOptions('mostView', ALL_GENRES),
];

/** /figurines: SPEC §2 Figurine shop — banners, genre tags, Latest and Popular rows. */
export default function FigurinesPage() {
  const [genre, setGenre] = useState(ALL_GENRES);
  return (
    <TabPage>
      <div className="px-4 pt-3 md:mx-auto md:max-w-6xl md:px-6 md:pt-6">
        <BannerCarousel place="figurine" />
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-neutral-900">{i18next.t('nav.figurineStore')}</h1>
        <p className="text-sm text-neutral-500">{i18next.t('shop.communityVotedCharactersMadeReal')}</p>
        <FilterTags label={i18next.t('shop.genre')} options={GENRE_OPTIONS} value={genre} onChange={setGenre} className="-mx-4 mt-3 px-4" />
      </div>
      <div className="md:mx-auto md:max-w-6xl md:px-2">
        <FigurineRow title={i18next.t('filters.latest')} orderBy="latest" genre={genre} />
        <FigurineRow title={i18next.t('shop.popular')} orderBy="mostView" genre={genre} />
      </div>
      <div className="h-6" />
    </TabPage>
  );
}

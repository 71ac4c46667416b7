import { CharacterSearchGrid } from '@/components/character-search-grid';
import { TabPage } from '@/components/layout/tab-page';
import { exploreListSource } from '../api/get-explore-list';
import { i18next } from '@/i18n';

/** Search and filters over vote and crowdfunding characters together. */
export default function ExplorePage() {
  return (
    <TabPage className="md:mx-auto md:max-w-6xl md:px-2 md:pt-4">
      <div className="px-4 pt-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-neutral-900">{i18next.t('nav.explore')}</h1>
        <p className="mt-0.5 text-sm text-neutral-500">{i18next.t('explore.findCharactersToVoteFor')}</p>
      </div>
      <CharacterSearchGrid source={exploreListSource} />
    </TabPage>
  );
}

import { CharacterSearchGrid } from '@/components/character-search-grid';
import { TabPage } from '@/components/layout/tab-page';
import { exploreListSource } from '../api/get-explore-list';

/** Search and filters over vote and crowdfunding characters together. */
export default function ExplorePage() {
  return (
    <TabPage className="md:mx-auto md:max-w-6xl md:px-2 md:pt-4">
      <div className="px-4 pt-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-neutral-900">Explore</h1>
        <p className="mt-0.5 text-sm text-neutral-500">Find characters to vote for and campaigns to back.</p>
      </div>
      <CharacterSearchGrid source={exploreListSource} />
    </TabPage>
  );
}

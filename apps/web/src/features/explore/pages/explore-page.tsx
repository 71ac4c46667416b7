import type { OrderBy } from '@pedestal/contract/enums';
import { useState } from 'react';
import { FilterTags, GENRE_OPTIONS, SortSwitch } from '@/components/filter-tags';
import { InfiniteList } from '@/components/infinite-list';
import { ItemCard, ItemGridSkeleton } from '@/components/item-card';
import { TabPage } from '@/components/layout/page';
import { SearchBox } from '@/components/search-box';
import { exploreListSource } from '../api/get-explore-list';

/** Search and filters over vote and crowdfunding characters together. */
export default function ExplorePage() {
  const [name, setName] = useState('');
  const [orderBy, setOrderBy] = useState<OrderBy>('latest');
  const [genre, setGenre] = useState('');
  return (
    <TabPage>
      <div className="px-4 pt-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-neutral-900">Explore</h1>
        <p className="mt-0.5 text-sm text-neutral-500">Find characters to vote for and campaigns to back.</p>
      </div>
      <div className="sticky top-14 z-20 space-y-3 bg-neutral-50/95 px-4 pt-3 pb-3 backdrop-blur">
        <SearchBox onSearch={setName} placeholder="Search" />
        <FilterTags
          label="Category"
          options={GENRE_OPTIONS}
          value={genre}
          onChange={setGenre}
          leading={<SortSwitch value={orderBy} onChange={setOrderBy} />}
          className="-mx-4 px-4"
        />
      </div>
      <div className="px-4 pt-1">
        <InfiniteList
          {...exploreListSource({ name, orderBy, genre })}
          getKey={(c) => c.id}
          renderItem={(c) => <ItemCard item={c} />}
          className="grid grid-cols-2 gap-3"
          skeleton={<ItemGridSkeleton count={6} />}
        />
      </div>
    </TabPage>
  );
}

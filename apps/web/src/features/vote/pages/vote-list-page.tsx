import type { OrderBy } from '@pedestal/contract/enums';
import { useState } from 'react';
import { FilterTags, GENRE_OPTIONS, SortSwitch } from '@/components/filter-tags';
import { InfiniteList } from '@/components/infinite-list';
import { ItemCard, ItemGridSkeleton } from '@/components/item-card';
import { SubPage } from '@/components/layout/page';
import { SearchBox } from '@/components/search-box';
import { voteListSource } from '../api/get-vote-list';

/** SPEC §2 Vote list: search (sent as name), sort and genre, two-column paged grid. */
export default function VoteListPage() {
  const [name, setName] = useState('');
  const [orderBy, setOrderBy] = useState<OrderBy>('latest');
  const [genre, setGenre] = useState('');
  return (
    <SubPage title="Voting Campaigns">
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
          {...voteListSource({ name, orderBy, genre })}
          getKey={(c) => c.id}
          renderItem={(c) => <ItemCard item={c} />}
          className="grid grid-cols-2 gap-3"
          skeleton={<ItemGridSkeleton count={6} />}
        />
      </div>
    </SubPage>
  );
}

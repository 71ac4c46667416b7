import type { OrderBy } from '@pedestal/contract/enums';
import { useState } from 'react';
import { CROWDFUNDING_STATUS_OPTIONS, FilterTags, GENRE_OPTIONS, SortSwitch } from '@/components/filter-tags';
import { InfiniteList } from '@/components/infinite-list';
import { ItemCard, ItemGridSkeleton } from '@/components/item-card';
import { SubPage } from '@/components/layout/page';
import { SearchBox } from '@/components/search-box';
import { crowdfundingListSource } from '../api/get-crowdfunding-list';

/** SPEC §2 Crowdfunding list: search (sent as name), sort, genre and status tags, two-column paged grid. */
export default function CrowdfundingListPage() {
  const [name, setName] = useState('');
  const [orderBy, setOrderBy] = useState<OrderBy>('latest');
  const [genre, setGenre] = useState('');
  const [status, setStatus] = useState('');
  return (
    <SubPage title="Crowdfunding Campaigns">
      <div className="sticky top-14 z-20 space-y-2.5 bg-neutral-50/95 px-4 pt-3 pb-3 backdrop-blur">
        <SearchBox onSearch={setName} placeholder="Search" />
        <FilterTags
          label="Category"
          options={GENRE_OPTIONS}
          value={genre}
          onChange={setGenre}
          leading={<SortSwitch value={orderBy} onChange={setOrderBy} />}
          className="-mx-4 px-4"
        />
        <FilterTags label="Campaign status" options={CROWDFUNDING_STATUS_OPTIONS} value={status} onChange={setStatus} className="-mx-4 px-4" />
      </div>
      <div className="px-4 pt-1">
        <InfiniteList
          {...crowdfundingListSource({ name, orderBy, genre, status })}
          getKey={(c) => c.id}
          renderItem={(c) => <ItemCard item={c} />}
          className="grid grid-cols-2 gap-3"
          skeleton={<ItemGridSkeleton count={6} />}
        />
      </div>
    </SubPage>
  );
}

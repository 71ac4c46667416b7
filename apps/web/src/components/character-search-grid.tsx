import type { OrderBy } from '@pedestal/contract/enums';
import type { CharacterCard } from '@pedestal/contract/schemas/character';
import { useState, type ReactNode } from 'react';
import { FilterTags, GENRE_OPTIONS, SortSwitch } from './filter-tags';
import { InfiniteList, type ListSource } from './infinite-list';
import { ItemCard, ITEM_GRID, ItemGridSkeleton } from './item-card';
import { SearchBox } from './search-box';
import { useTranslation } from '@/i18n/react';

export interface CharacterSearch {
  name: string;
  orderBy: OrderBy;
  genre: string;
}

/**
 * The searchable two-column character grid of Explore and the vote, crowdfunding and figurine lists:
 * a sticky search box (sent as name), sort switch and category tags over an infinite grid.
 * `extraFilters` adds rows under the tags (the crowdfunding status, say).
 */
export function CharacterSearchGrid({
  source,
  extraFilters,
  initial,
}: {
  source: (search: CharacterSearch) => ListSource<CharacterCard>;
  extraFilters?: ReactNode;
  initial?: Partial<CharacterSearch>;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const { t } = useTranslation();
  const [orderBy, setOrderBy] = useState<OrderBy>(initial?.orderBy ?? 'latest');
  const [genre, setGenre] = useState(initial?.genre ?? '');
  return (
    <>
      <div className="sticky top-14 z-20 space-y-2.5 bg-neutral-50/95 px-4 pt-3 pb-3 backdrop-blur">
        <SearchBox onSearch={setName} />
        <FilterTags
          label={t('filters.category')}
          options={GENRE_OPTIONS}
          value={genre}
          onChange={setGenre}
          leading={<SortSwitch value={orderBy} onChange={setOrderBy} />}
          className="-mx-4 px-4"
        />
        {extraFilters}
      </div>
      <div className="px-4 pt-1">
        <InfiniteList
          {...source({ name, orderBy, genre })}
          getKey={(c) => c.id}
          renderItem={(c) => <ItemCard item={c} />}
          className={ITEM_GRID}
          skeleton={<ItemGridSkeleton count={6} />}
        />
      </div>
    </>
  );
}

import { paths } from '@pedestal/contract/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, InfiniteList } from '@/components/infinite-list';
import { ItemCard, ITEM_GRID, ItemGridSkeleton } from '@/components/item-card';
import { SubPage } from '@/components/layout/sub-page';
import { RequireLogin } from '@/components/layout/require-login';
import { SearchBox } from '@/components/search-box';
import { myCharactersSource } from '../api/get-my-characters';
import { i18next } from '@/i18n';

/** SPEC §2 My Campaigns: the user's own characters in every state, searchable by name. */
export default function CampaignsPage() {
  const [name, setName] = useState('');
  return (
    <SubPage width="wide" title={i18next.t('character.myCampaigns')} fallback={paths.user}>
      <RequireLogin>
        <div className="px-4 pt-3 pb-3">
          <SearchBox onSearch={setName} placeholder={i18next.t('common.search')} />
        </div>
        <div className="px-4">
          <InfiniteList
            {...myCharactersSource(name)}
            getKey={(c) => c.id}
            renderItem={(c) => <ItemCard item={c} />}
            className={ITEM_GRID}
            skeleton={<ItemGridSkeleton count={4} />}
            empty={
              <EmptyState>
                {i18next.t('common.noData')}
                {!name && (
                  <Link to={paths.characterCreate} className="mt-2 rounded-full bg-brand-500 px-4 py-2 text-sm font-semibold text-white">
                    {i18next.t('nav.createVote')}
                  </Link>
                )}
              </EmptyState>
            }
          />
        </div>
      </RequireLogin>
    </SubPage>
  );
}

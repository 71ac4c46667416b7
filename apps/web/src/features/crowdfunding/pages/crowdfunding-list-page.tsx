import { useState } from 'react';
import { CharacterSearchGrid } from '@/components/character-search-grid';
import { CROWDFUNDING_STATUS_OPTIONS, FilterTags } from '@/components/filter-tags';
import { SubPage } from '@/components/layout/sub-page';
import { crowdfundingListSource } from '../api/get-crowdfunding-list';
import { i18next } from '@/i18n';

/** SPEC §2 Crowdfunding list: search (sent as name), sort, genre and status tags, two-column paged grid. */
export default function CrowdfundingListPage() {
  const [status, setStatus] = useState('');
  return (
    <SubPage width="wide" title={i18next.t('crowdfunding.crowdfundingCampaigns')}>
      <CharacterSearchGrid
        source={(search) => crowdfundingListSource({ ...search, status })}
        extraFilters={
          <FilterTags
            label={i18next.t('crowdfunding.campaignStatus')}
            options={CROWDFUNDING_STATUS_OPTIONS}
            value={status}
            onChange={setStatus}
            className="-mx-4 px-4"
          />
        }
      />
    </SubPage>
  );
}

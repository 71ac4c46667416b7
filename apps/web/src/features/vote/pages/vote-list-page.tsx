import { CharacterSearchGrid } from '@/components/character-search-grid';
import { SubPage } from '@/components/layout/sub-page';
import { voteListSource } from '../api/get-vote-list';
import { i18next } from '@/i18n';

/** SPEC §2 Vote list: search (sent as name), sort and genre, two-column paged grid. */
export default function VoteListPage() {
  return (
    <SubPage width="wide" title={i18next.t('vote.votingCampaigns')}>
      <CharacterSearchGrid source={voteListSource} />
    </SubPage>
  );
}

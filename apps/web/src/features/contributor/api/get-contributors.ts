import type { ContributorRow } from '@pedestal/contract/schemas/character';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';
import { contributorKeys } from '@/lib/query-keys';

export type ContributorPhase = 'vote' | 'crowdfunding';

const endpoint: Record<ContributorPhase, string> = { vote: 'pageForVote', crowdfunding: 'pageForCrowdfunding' };

export const getContributorsPage = (characterId: string, phase: ContributorPhase, page: number, signal?: AbortSignal) =>
  api.get<Data<ContributorRow[]>>(`contributor/${characterId}/${endpoint[phase]}`, { page }, signal).then((r) => r.data);

/** Ranked supporters of a character in one phase (refreshed daily at 3:00 AM by the server). */
export const contributorsSource = (characterId: string, phase: ContributorPhase): ListSource<ContributorRow> => ({
  queryKey: contributorKeys.list(characterId, phase),
  fetchPage: (page, signal) => getContributorsPage(characterId, phase, page, signal),
});

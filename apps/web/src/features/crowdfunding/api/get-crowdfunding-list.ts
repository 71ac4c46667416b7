import type { OrderBy } from '@pedestal/contract/enums';
import type { CharacterCard } from '@pedestal/contract/schemas/character';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

export interface CrowdfundingListFilters {
  orderBy: OrderBy;
  genre: string;
  name: string;
  status: string;
}

export const getCrowdfundingPage = (filters: CrowdfundingListFilters, page: number, signal?: AbortSignal) =>
  api.get<Data<CharacterCard[]>>('crowdfunding/page-list', { ...filters, page }, signal).then((r) => r.data);

export const crowdfundingListSource = (filters: CrowdfundingListFilters): ListSource<CharacterCard> => ({
  queryKey: characterKeys.crowdfundingList(filters),
  fetchPage: (page, signal) => getCrowdfundingPage(filters, page, signal),
});

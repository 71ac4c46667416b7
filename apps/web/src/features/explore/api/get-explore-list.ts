import type { OrderBy } from '@pedestal/contract/enums';
import type { CharacterCard } from '@pedestal/contract/schemas/character';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

export interface ExploreFilters {
  orderBy: OrderBy;
  genre: string;
  name: string;
}

export const getExplorePage = (filters: ExploreFilters, page: number, signal?: AbortSignal) =>
  api.get<Data<CharacterCard[]>>('explore/page-list', { ...filters, page }, signal).then((r) => r.data);

/** Vote and crowdfunding characters together, paged for the infinite grid. */
export const exploreListSource = (filters: ExploreFilters): ListSource<CharacterCard> => ({
  queryKey: characterKeys.explore(filters),
  fetchPage: (page, signal) => getExplorePage(filters, page, signal),
});

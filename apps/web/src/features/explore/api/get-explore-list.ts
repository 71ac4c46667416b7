import type { OrderBy } from '@pedestal/contract/enums';
import type { CharacterCard, CharacterCardPage } from '@pedestal/contract/schemas/character';
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

/** The first page (by `page`, the URL the home page and a CDN share), then the page after each `nextCursor`. */
export const getExploreAfter = (filters: ExploreFilters, cursor: string | null, signal?: AbortSignal) =>
  api.get<CharacterCardPage>('explore/page-list', cursor ? { ...filters, cursor } : { ...filters, page: 1 }, signal);

/** Vote and crowdfunding characters together, paged for the infinite grid. */
export const exploreListSource = (filters: ExploreFilters): ListSource<CharacterCard> => ({
  queryKey: characterKeys.explore(filters),
  fetchAfter: (cursor, signal) => getExploreAfter(filters, cursor, signal),
});

import type { OrderBy } from '@pedestal/contract/enums';
import type { CharacterCard, CharacterCardPage } from '@pedestal/contract/schemas/character';
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

/** The first page (by `page`, the URL the home page and a CDN share), then the page after each `nextCursor`. */
export const getCrowdfundingAfter = (filters: CrowdfundingListFilters, cursor: string | null, signal?: AbortSignal) =>
  api.get<CharacterCardPage>('crowdfunding/page-list', cursor ? { ...filters, cursor } : { ...filters, page: 1 }, signal);

export const crowdfundingListSource = (filters: CrowdfundingListFilters): ListSource<CharacterCard> => ({
  queryKey: characterKeys.crowdfundingList(filters),
  fetchAfter: (cursor, signal) => getCrowdfundingAfter(filters, cursor, signal),
});

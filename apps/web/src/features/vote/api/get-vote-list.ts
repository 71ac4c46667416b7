import type { OrderBy } from '@pedestal/contract/enums';
import type { CharacterCard } from '@pedestal/contract/schemas/character';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

export interface VoteListFilters {
  orderBy: OrderBy;
  genre: string;
  name: string;
}

export const getVotePage = (filters: VoteListFilters, page: number, signal?: AbortSignal) =>
  api.get<Data<CharacterCard[]>>('vote/page-list', { ...filters, page }, signal).then((r) => r.data);

export const voteListSource = (filters: VoteListFilters): ListSource<CharacterCard> => ({
  queryKey: characterKeys.voteList(filters),
  fetchPage: (page, signal) => getVotePage(filters, page, signal),
});

import type { OrderBy } from '@pedestal/contract/enums';
import type { CharacterCard, CharacterCardPage } from '@pedestal/contract/schemas/character';
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

/** The first page (by `page`, the URL the home page and a CDN share), then the page after each `nextCursor`. */
export const getVoteAfter = (filters: VoteListFilters, cursor: string | null, signal?: AbortSignal) =>
  api.get<CharacterCardPage>('vote/page-list', cursor ? { ...filters, cursor } : { ...filters, page: 1 }, signal);

export const voteListSource = (filters: VoteListFilters): ListSource<CharacterCard> => ({
  queryKey: characterKeys.voteList(filters),
  fetchAfter: (cursor, signal) => getVoteAfter(filters, cursor, signal),
});

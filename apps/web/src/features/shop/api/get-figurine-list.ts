import type { OrderBy } from '@pedestal/contract/enums';
import type { CharacterCard, CharacterCardPage } from '@pedestal/contract/schemas/character';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

export interface FigurineListFilters {
  orderBy: OrderBy;
  genre: string;
  name?: string;
}

export const getFigurinePage = (filters: FigurineListFilters, page: number, signal?: AbortSignal) =>
  api.get<Data<CharacterCard[]>>('figurine/page-list', { ...filters, page }, signal).then((r) => r.data);

/** The first page (by `page`, the URL the home page and a CDN share), then the page after each `nextCursor`. */
export const getFigurineAfter = (filters: FigurineListFilters, cursor: string | null, signal?: AbortSignal) =>
  api.get<CharacterCardPage>('figurine/page-list', cursor ? { ...filters, cursor } : { ...filters, page: 1 }, signal);

export const figurineListSource = (filters: FigurineListFilters): ListSource<CharacterCard> => ({
  queryKey: characterKeys.figurineList(filters),
  fetchAfter: (cursor, signal) => getFigurineAfter(filters, cursor, signal),
});

/** First page only, for the shop's rows. */
export const getFigurineRowQueryOptions = (orderBy: OrderBy, genre: string) =>
  queryOptions({
    queryKey: characterKeys.figurineRow({ orderBy, genre }),
    queryFn: ({ signal }) => getFigurinePage({ orderBy, genre }, 1, signal),
  });

export const useFigurineRow = (orderBy: OrderBy, genre: string) => useQuery(getFigurineRowQueryOptions(orderBy, genre));

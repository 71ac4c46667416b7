import type { OrderBy } from '@pedestal/contract/enums';
import type { CharacterCard } from '@pedestal/contract/schemas/character';
import type { FigurineShow } from '@pedestal/contract/schemas/shop';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSource } from '@/components/infinite-list';
import type { Banner } from '@/features/home/api/get-home-banners';
import { api, type Data } from '@/lib/api-client';

export interface FigurineListFilters {
  orderBy: OrderBy;
  genre: string;
  name?: string;
}

export const figurineListSource = (filters: FigurineListFilters): ListSource<CharacterCard> => ({
  queryKey: ['characters', 'figurine-list', filters],
  fetchPage: (page, signal) => api.get<Data<CharacterCard[]>>('figurine/page-list', { ...filters, page }, signal).then((r) => r.data),
});

/** First page only, for the home rows. */
export const useFigurineRow = (orderBy: OrderBy, genre: string) =>
  useQuery({
    queryKey: ['characters', 'figurine-list', { orderBy, genre }, 'row'],
    queryFn: ({ signal }) => api.get<Data<CharacterCard[]>>('figurine/page-list', { orderBy, genre, page: 1 }, signal).then((r) => r.data),
  });

export const useFigurineBanners = () =>
  useQuery({
    queryKey: ['content', 'figurine-banner'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api.get<Data<Banner[]>>('system/figurine-banner', undefined, signal).then((r) => r.data),
  });

/** GET figurine/show: character fields, sale, specs, crowdfunding images and the vote illustration. */
export type FigurineDetail = FigurineShow;
export type FigurineSpec = FigurineShow['specs'][number];

export const figurineShowQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['characters', 'figurine-show', id],
    queryFn: ({ signal }) => api.get<Data<FigurineDetail>>(`figurine/show/${id}`, undefined, signal).then((r) => r.data),
  });

export const useFigurineShow = (id: string) => useQuery(figurineShowQueryOptions(id));

/** SPEC §3 purchase item (the buy payload is an array of them). */
export interface PurchaseItem {
  characterSaleSpecId: string;
  quantity: number;
  price: number;
  characterSaleSpecTitle: string;
  characterSaleSpecImage: string | null;
  characterName: string;
}

export function useBuyFigurine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: PurchaseItem[]) =>
      api.post<Data<{ characterSaleOrderId: string }>>('figurine/buy', items).then((r) => r.data.characterSaleOrderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' }),
  });
}

import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import type { FigurineOrder } from '@pedestal/contract/schemas/shop';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export interface OrderFilters {
  searchKeyword: string;
  status: string;
}

/** order/crowdfunding/list: the user's crowdfunding support orders (SPEC §3). */
export const crowdfundingOrdersSource = (filters: OrderFilters): ListSource<SupportOrder> => ({
  queryKey: orderKeys.supportList(filters),
  fetchPage: (page, signal) => api.get<Data<SupportOrder[]>>('order/crowdfunding/list', { ...filters, page }, signal).then((r) => r.data),
});

/** order/figurine/list: the user's figurine orders (SPEC §3). */
export const figurineOrdersSource = (filters: OrderFilters): ListSource<FigurineOrder> => ({
  queryKey: orderKeys.figurineList(filters),
  fetchPage: (page, signal) => api.get<Data<FigurineOrder[]>>('order/figurine/list', { ...filters, page }, signal).then((r) => r.data),
});

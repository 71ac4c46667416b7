import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';

/** One row of order/crowdfunding/list (SPEC §3 crowdfunding support order). */
export type CrowdfundingOrder = SupportOrder;

/** One row of order/figurine/list (SPEC §3 figurine order). */
export interface FigurineOrderRow {
  id: string;
  no: string;
  status: string;
  createdAt: string;
  expiredAt: string | null;
  totalPrice: number;
  items: { characterSaleSpecImage: string | null; characterSaleSpecTitle: string; characterName: string; quantity: number; price: number }[];
}

export interface OrderFilters {
  searchKeyword: string;
  status: string;
}

export const crowdfundingOrdersSource = (filters: OrderFilters): ListSource<CrowdfundingOrder> => ({
  queryKey: ['orders', 'crowdfunding-list', filters],
  fetchPage: (page, signal) => api.get<Data<CrowdfundingOrder[]>>('order/crowdfunding/list', { ...filters, page }, signal).then((r) => r.data),
});

export const figurineOrdersSource = (filters: OrderFilters): ListSource<FigurineOrderRow> => ({
  queryKey: ['orders', 'figurine-list', filters],
  fetchPage: (page, signal) => api.get<Data<FigurineOrderRow[]>>('order/figurine/list', { ...filters, page }, signal).then((r) => r.data),
});

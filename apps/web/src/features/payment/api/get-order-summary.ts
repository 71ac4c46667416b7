import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

export type { SupportOrder };

/** GET character-sale-order/show/{id}: only what the checkout and success pages show. */
export interface FigurineOrder {
  id: string;
  no: string;
  status: string;
  createdAt: string;
  expiredAt: string | null;
  totalPrice: number;
  shippingFee?: number;
  items: { characterSaleSpecImage: string | null; characterSaleSpecTitle: string; characterName: string; quantity: number; price: number }[];
}

export const supportOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'crowdfunding-support', id],
    queryFn: ({ signal }) => api.get<Data<SupportOrder>>(`crowdfunding-support/show/${id}`, undefined, signal).then((r) => r.data),
  });

export const figurineOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'figurine', id],
    queryFn: ({ signal }) => api.get<Data<FigurineOrder>>(`character-sale-order/show/${id}`, undefined, signal).then((r) => r.data),
  });

/** `pollUntilPaid`: the webhook, not the browser, marks an order paid, so the success page asks again for a short while. */
export function useSupportOrder(id: string, options: { pollUntilPaid?: boolean } = {}) {
  return useQuery({
    ...supportOrderQueryOptions(id),
    refetchInterval: (q) => (options.pollUntilPaid && q.state.data?.status === 'pending' && q.state.dataUpdateCount < 10 ? 2000 : false),
  });
}

export function useFigurineOrder(id: string, options: { enabled?: boolean; pollUntilPaid?: boolean } = {}) {
  return useQuery({
    ...figurineOrderQueryOptions(id),
    enabled: options.enabled ?? true,
    refetchInterval: (q) => (options.pollUntilPaid && q.state.data?.status === 'unpaid' && q.state.dataUpdateCount < 10 ? 2000 : false),
  });
}

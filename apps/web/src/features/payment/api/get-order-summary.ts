import type { Address } from '@pedestal/contract/schemas/address';
import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import type { FigurineOrder } from '@pedestal/contract/schemas/shop';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

export type { SupportOrder };

/** GET character-sale-order/show/{id} (SPEC §3 figurine order). */
export type { FigurineOrder };

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

/** The signed-in user's default address, or null when the book has none. */
export const useDefaultAddress = (enabled: boolean) =>
  useQuery({
    queryKey: ['addresses', 'default'],
    enabled,
    queryFn: ({ signal }) => api.get<Data<Address | null>>('user-address/default', undefined, signal).then((r) => r.data),
  });

/** PUT character-sale-order/{id}: ship the order to one of the user's addresses. */
export function useSetOrderAddress(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userAddressId: string) => api.put<unknown>(`character-sale-order/${orderId}`, { userAddressId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: figurineOrderQueryOptions(orderId).queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** PUT character-sale-order/{id}: ship the order to one of the user's addresses. */
export const setOrderAddress = (orderId: string, userAddressId: string) =>
  api.put<unknown>(`character-sale-order/${orderId}`, { userAddressId });

export function useSetOrderAddress(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userAddressId: string) => setOrderAddress(orderId, userAddressId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.figurine(orderId) }),
  });
}

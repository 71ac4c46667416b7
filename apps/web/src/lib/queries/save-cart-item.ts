import type { CartPutInput } from '@pedestal/contract/schemas/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { cartKeys } from '../query-keys';

/** PUT user-shopping-cart: 'add' adds to what is there (the shop), 'set' replaces the quantity (the cart). */
export const saveCartItem = (input: CartPutInput) => api.put<unknown>('user-shopping-cart', input);

export function useSaveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCartItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

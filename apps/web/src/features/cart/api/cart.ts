import type { CartItem } from '@pedestal/contract/schemas/shop';
import { unitPrice } from '@/features/shop/lib/price';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

export type { CartItem };

const cartKey = ['cart'] as const;

export const useCart = (enabled = true) =>
  useQuery({
    queryKey: cartKey,
    enabled,
    queryFn: ({ signal }) => api.get<Data<CartItem[]>>('user-shopping-cart/list', undefined, signal).then((r) => r.data),
  });

/** PUT user-shopping-cart: 'add' adds to what is there, 'set' replaces the quantity. */
export function useSaveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { targetId: string; targetCount: number; mode: 'add' | 'set' }) => api.put<unknown>('user-shopping-cart', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`user-shopping-cart/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}

export function useCartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cartItemIds: string[]) =>
      api.post<Data<{ characterSaleOrderId: string }>>('user-shopping-cart/checkout', { cartItemIds }).then((r) => r.data.characterSaleOrderId),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: cartKey }), queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' })]),
  });
}

/**
 * The unit price shown in the cart. The cart list does not carry preSaleEndAt yet, so the normal
 * price shows unless the API adds it (the order itself is priced by the server).
 */
export const cartUnitPrice = (spec: CartItem['spec']) => unitPrice(spec, { preSaleEndAt: null, ...spec.sale });

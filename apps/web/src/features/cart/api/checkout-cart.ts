import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { cartKeys, orderKeys } from '@/lib/query-keys';

/** POST user-shopping-cart/checkout: the chosen lines become one unpaid figurine order (its id is answered). */
export const checkoutCart = ({
  cartItemIds,
  specIds,
  idempotencyKey,
}: {
  cartItemIds: string[];
  /** The chosen lines' specs: a sold-out drop is answered without reading the cart (issue 25). */
  specIds?: string[];
  idempotencyKey?: string;
}) =>
  api
    .post<Data<{ characterSaleOrderId: string }>>('user-shopping-cart/checkout', { cartItemIds, specIds }, { idempotencyKey })
    .then((r) => r.data.characterSaleOrderId);

export function useCartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkoutCart,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' }),
      ]),
  });
}

import type { BuyInput } from '@pedestal/contract/schemas/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** POST figurine/buy: the purchase items (SPEC §3) become one unpaid figurine order (its id is answered). */
export const buyFigurine = ({ items, idempotencyKey }: { items: BuyInput; idempotencyKey?: string }) =>
  api.post<Data<{ characterSaleOrderId: string }>>('figurine/buy', items, { idempotencyKey }).then((r) => r.data.characterSaleOrderId);

export function useBuyFigurine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyFigurine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' }),
  });
}

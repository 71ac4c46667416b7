import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { characterKeys, orderKeys } from '@/lib/query-keys';

export const createSupport = (characterId: string, specId: string, idempotencyKey?: string, userAddressId?: string) =>
  api
    .post<Data<{ supportId: string }>>(
      'crowdfunding-support',
      { characterId, specId, ...(userAddressId ? { userAddressId } : {}) },
      { idempotencyKey },
    )
    .then((r) => r.data.supportId);

/** A pending support (an order to pay); the campaign's own list of supports is stale after it. */
export function useCreateSupport(characterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ specId, idempotencyKey, userAddressId }: { specId: string; idempotencyKey?: string; userAddressId?: string }) =>
      createSupport(characterId, specId, idempotencyKey, userAddressId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: characterKeys.crowdfundingShow(characterId), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

export const createSupport = (characterId: string, specId: string) =>
  api.post<Data<{ supportId: string }>>('crowdfunding-support', { characterId, specId }).then((r) => r.data.supportId);

/** A pending support (an order to pay); the campaign's own list of supports is stale after it. */
export function useCreateSupport(characterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specId: string) => createSupport(characterId, specId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['characters', 'crowdfunding-show', characterId], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' }),
      ]),
  });
}

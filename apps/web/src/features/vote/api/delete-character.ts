import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

export const deleteCharacter = (id: string) => api.delete(`character/${id}`);

export function useDeleteCharacter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCharacter(id),
    // Lists refetch when next shown; refetching the open page now would only find the character gone.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: characterKeys.voteShow(id) });
      return queryClient.invalidateQueries({ queryKey: characterKeys.all, refetchType: 'none' });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userStateQueryOptions } from '@/features/auth/api/get-user-state';
import { api, type Data } from '@/lib/api-client';

/** The server answers with the tickets left and the vote's new progress. */
export interface CastVoteResult {
  countCast: number;
  voteToken: number;
}

export const castVote = (characterId: string, targetCount: number) =>
  api.post<Data<CastVoteResult>>(`vote/${characterId}`, { targetCount }).then((r) => r.data);

/** One vote; then the user's tickets and every view of the character are stale. */
export function useCastVote(characterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => castVote(characterId, 1),
    onSuccess: () =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: userStateQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['characters'] }),
        queryClient.invalidateQueries({ queryKey: ['contributors', characterId] }),
      ]),
  });
}

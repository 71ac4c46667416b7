import type { CastVoteResult } from '@pedestal/contract/schemas/character';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { characterKeys, contributorKeys } from '@/lib/query-keys';
import { getUserStateQueryOptions } from '@/lib/session/get-user-state';

/** The server answers with the tickets left and the vote's new progress. */
export type { CastVoteResult } from '@pedestal/contract/schemas/character';

export const castVote = (characterId: string, targetCount: number) =>
  api.post<Data<CastVoteResult>>(`vote/${characterId}`, { targetCount }).then((r) => r.data);

/** One vote; then the user's tickets and every view of the character are stale. */
export function useCastVote(characterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => castVote(characterId, 1),
    onSuccess: () =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: getUserStateQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: characterKeys.all }),
        queryClient.invalidateQueries({ queryKey: contributorKeys.ofCharacter(characterId) }),
      ]),
  });
}

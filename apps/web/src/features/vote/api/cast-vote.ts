import type { CastVoteResult } from '@pedestal/contract/schemas/character';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { characterKeys, contributorKeys } from '@/lib/query-keys';
import { getUserStateQueryOptions } from '@/lib/session/get-user-state';

/** The server answers with the tickets left and the vote's new progress. */
export type { CastVoteResult } from '@pedestal/contract/schemas/character';

export const castVote = (characterId: string, targetCount: number, idempotencyKey?: string) =>
  api.post<Data<CastVoteResult>>(`vote/${characterId}`, { targetCount }, { idempotencyKey }).then((r) => r.data);

/**
 * One vote; then the user's tickets and every view of the character are stale. Issue 41: a double
 * tap or a retry carries one key, so it is one vote (a new key once it counted).
 */
export function useCastVote(characterId: string) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: () => castVote(characterId, 1, key.keyFor({ characterId, targetCount: 1 })),
    onSuccess: () => {
      key.renew();
      return Promise.all([
        queryClient.refetchQueries({ queryKey: getUserStateQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: characterKeys.all }),
        queryClient.invalidateQueries({ queryKey: contributorKeys.ofCharacter(characterId) }),
      ]);
    },
  });
}

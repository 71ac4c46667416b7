import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { raffleKeys } from '@/lib/query-keys';
import { getUserStateQueryOptions } from '@/lib/session/get-user-state';
import { userKeys } from '@/lib/session/query-keys';

/** POST raffle/consume/{specId}: one entry, paid in diamonds; answers the entry's id. The key makes a repeat the same entry. */
export const enterRaffle = (specId: string, idempotencyKey?: string) =>
  api.post<Data<{ raffleEntryRecordId: string }>>(`raffle/consume/${specId}`, undefined, { idempotencyKey }).then((r) => r.data);

/** One entry; the diamonds and the guaranteed counter change, so both are refetched before navigating. */
export function useEnterRaffle(specId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey?: string) => enterRaffle(specId, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: getUserStateQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.rafflePlayer() }),
      ]),
  });
}

import type { RafflePlayer, RafflePlayerInput } from '@pedestal/contract/schemas/raffle';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { raffleKeys } from '@/lib/query-keys';
import { getUserStateQueryOptions } from '@/lib/session/get-user-state';
import { userKeys } from '@/lib/session/query-keys';

/** GET raffle/player: the shopper's attested date of birth, monthly diamond limit and this month's spending. */
export const useRafflePlayer = (enabled: boolean) =>
  useQuery({
    queryKey: userKeys.rafflePlayer(),
    queryFn: () => api.get<Data<RafflePlayer>>('raffle/player').then((r) => r.data),
    enabled,
  });

/** PUT raffle/player: attest the date of birth (once) or set the monthly limit (null: none). */
export function useUpdateRafflePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RafflePlayerInput) => api.put<Data<RafflePlayer>>('raffle/player', input).then((r) => r.data),
    onSuccess: (data) => queryClient.setQueryData(userKeys.rafflePlayer(), data),
  });
}

/** POST raffle/free-entry/{specId}: the one free entry per account per raffle, same odds, no diamonds. */
export function useFreeEntry(specId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey?: string) =>
      api.post<Data<{ raffleEntryRecordId: string }>>(`raffle/free-entry/${specId}`, undefined, { idempotencyKey }).then((r) => r.data),
    onSuccess: () =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: getUserStateQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys, raffleKeys } from '@/lib/query-keys';

/** Who asked for an address: a figurine order at checkout, or a raffle win awaiting delivery. */
export type AddressTarget = { kind: 'order' | 'raffle'; id: string };

/** PUT character-sale-order/{id} or raffle-entry-record/{id} with the chosen address (SPEC §7). */
export function useChooseOrderAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, userAddressId }: { target: AddressTarget; userAddressId: string }) =>
      api.put(target.kind === 'raffle' ? `raffle-entry-record/${target.id}` : `character-sale-order/${target.id}`, { userAddressId }),
    // The checkout and raffle screens own those queries; their roots are refreshed here.
    onSuccess: (_, { target }) => queryClient.invalidateQueries({ queryKey: target.kind === 'raffle' ? raffleKeys.all : orderKeys.all }),
  });
}

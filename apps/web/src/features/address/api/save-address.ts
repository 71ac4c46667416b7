import type { Address, AddressInput } from '@pedestal/contract/schemas/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { addressKeys } from '@/lib/query-keys';

// One default per user: any write may move the default, so every address query is refreshed.
const useInvalidateAddresses = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
};

/** Issue 41: a double-tapped Save (or a retry of the same form) carries one key, so it is one address. */
export function useCreateAddress() {
  const invalidate = useInvalidateAddresses();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      api
        .post<Data<{ userAddressId: string }>>('user-address', input, { idempotencyKey: key.keyFor(input) })
        .then((r) => r.data.userAddressId),
    onSuccess: () => (key.renew(), invalidate()),
  });
}

export function useUpdateAddress(id: string) {
  const invalidate = useInvalidateAddresses();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      api.put<Data<Address>>(`user-address/${id}`, input, { idempotencyKey: key.keyFor(input) }).then((r) => r.data),
    onSuccess: () => (key.renew(), invalidate()),
  });
}

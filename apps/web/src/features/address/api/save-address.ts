import type { Address, AddressInput } from '@pedestal/contract/schemas/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { addressKeys } from '@/lib/query-keys';

// One default per user: any write may move the default, so every address query is refreshed.
const useInvalidateAddresses = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
};

export function useCreateAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (input: AddressInput) => api.post<Data<{ userAddressId: string }>>('user-address', input).then((r) => r.data.userAddressId),
    onSuccess: invalidate,
  });
}

export function useUpdateAddress(id: string) {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (input: AddressInput) => api.put<Data<Address>>(`user-address/${id}`, input).then((r) => r.data),
    onSuccess: invalidate,
  });
}

import type { AddressInput } from '@pedestal/contract/schemas/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import type { Address } from './get-addresses';

// One default per user: any write may move the default, so every address query is refreshed.
const useInvalidateAddresses = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['addresses'] });
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

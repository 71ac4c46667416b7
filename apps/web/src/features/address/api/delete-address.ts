import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addressKeys } from '@/lib/query-keys';

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`user-address/${id}`),
    // The deleted address's own query is left alone: refetching it would only flash a 404 before leaving.
    onSuccess: (_, id) =>
      queryClient.invalidateQueries({ queryKey: addressKeys.all, predicate: (q) => q.queryHash !== hashKey(addressKeys.detail(id)) }),
  });
}

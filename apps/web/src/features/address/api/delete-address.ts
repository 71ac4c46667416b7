import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { addressKeys } from '@/lib/query-keys';

/** Issue 41: a double-tapped Delete carries one key, so its twin is answered OK rather than "not found". */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (id: string) => api.delete(`user-address/${id}`, undefined, { idempotencyKey: key.keyFor(id) }),
    // The deleted address's own query is left alone: refetching it would only flash a 404 before leaving.
    onSuccess: (_, id) => {
      key.renew();
      return queryClient.invalidateQueries({
        queryKey: addressKeys.all,
        predicate: (q) => q.queryHash !== hashKey(addressKeys.detail(id)),
      });
    },
  });
}

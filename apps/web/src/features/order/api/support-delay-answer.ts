import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { orderKeys } from '@/lib/query-keys';

/** POST crowdfunding-support/{id}/delay-answer (issue 29): keep the support, or cancel it for a full refund. */
export function useSupportDelayAnswer(supportId: string) {
  const queryClient = useQueryClient();
  // Issue 41: a double confirm carries one key, so the support is kept (or refunded) once.
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (answer: 'keep' | 'cancel') =>
      api.post<unknown>(`crowdfunding-support/${supportId}/delay-answer`, { answer }, { idempotencyKey: key.keyFor(answer) }),
    onSuccess: () => (key.renew(), queryClient.invalidateQueries({ queryKey: orderKeys.all })),
  });
}

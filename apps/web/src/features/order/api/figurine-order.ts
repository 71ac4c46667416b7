import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { orderKeys } from '@/lib/query-keys';

export type FigurineOrderAction =
  | { kind: 'cancel' }
  | { kind: 'confirm-receipt' }
  | { kind: 'review'; comment: string }
  | { kind: 'delay-answer'; answer: 'keep' | 'cancel' }
  | { kind: 'withdraw' };

/** POST character-sale-order/{id}/cancel | confirm-receipt | review | delay-answer | withdraw; every order list and detail is stale afterwards. */
export function useFigurineOrderAction(orderId: string) {
  const queryClient = useQueryClient();
  // Issue 41: a double confirm sends one key, so the order is cancelled (or reviewed…) once.
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (action: FigurineOrderAction) =>
      api.post<unknown>(
        `character-sale-order/${orderId}/${action.kind}`,
        action.kind === 'review' ? { comment: action.comment } : action.kind === 'delay-answer' ? { answer: action.answer } : undefined,
        { idempotencyKey: key.keyFor(action) },
      ),
    onSuccess: () => (key.renew(), queryClient.invalidateQueries({ queryKey: orderKeys.all })),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
  return useMutation({
    mutationFn: (action: FigurineOrderAction) =>
      api.post<unknown>(
        `character-sale-order/${orderId}/${action.kind}`,
        action.kind === 'review' ? { comment: action.comment } : action.kind === 'delay-answer' ? { answer: action.answer } : undefined,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

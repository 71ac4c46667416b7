import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** POST crowdfunding-support/{id}/delay-answer (issue 29): keep the support, or cancel it for a full refund. */
export function useSupportDelayAnswer(supportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'keep' | 'cancel') => api.post<unknown>(`crowdfunding-support/${supportId}/delay-answer`, { answer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

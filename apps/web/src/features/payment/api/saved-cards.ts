import type { SavedCards } from '@pedestal/contract/schemas/payment-methods';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { paymentKeys } from './get-sandbox-info';

const savedCardsKey = () => [...paymentKeys.all, 'saved-cards'] as const;

export const getSavedCards = (signal?: AbortSignal) =>
  api.get<Data<SavedCards>>('pay/payment-methods', undefined, signal).then((r) => r.data);

/** Read live from the provider each time the page opens: a card saved at checkout shows at once. */
export const getSavedCardsQueryOptions = () =>
  queryOptions({ queryKey: savedCardsKey(), queryFn: ({ signal }) => getSavedCards(signal), refetchOnMount: 'always' });

export const useSavedCards = () => useQuery(getSavedCardsQueryOptions());

/** Both changes refresh the list, also when they fail (the card may have been removed elsewhere). */
function useSavedCardChange(call: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsKey() }),
  });
}

export const useSetDefaultCard = () => useSavedCardChange((id) => api.post(`pay/payment-methods/${encodeURIComponent(id)}/default`));

export const useRemoveCard = () => useSavedCardChange((id) => api.delete(`pay/payment-methods/${encodeURIComponent(id)}`));

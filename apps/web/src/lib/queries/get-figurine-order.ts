import type { FigurineOrder } from '@pedestal/contract/schemas/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../api-client';
import { orderKeys } from '../query-keys';

/** GET character-sale-order/show/{id}: a figurine order (SPEC §3), for its checkout and its detail screen. */
export const getFigurineOrder = (id: string, signal?: AbortSignal) =>
  api.get<Data<FigurineOrder>>(`character-sale-order/show/${id}`, undefined, signal).then((r) => r.data);

export const getFigurineOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.figurine(id), queryFn: ({ signal }) => getFigurineOrder(id, signal) });

/** `pollUntilPaid`: the webhook, not the browser, marks an order paid, so the success page asks again for a short while. */
export function useFigurineOrder(id: string, options: { enabled?: boolean; pollUntilPaid?: boolean } = {}) {
  return useQuery({
    ...getFigurineOrderQueryOptions(id),
    enabled: options.enabled ?? true,
    refetchInterval: (q) => (options.pollUntilPaid && q.state.data?.status === 'unpaid' && q.state.dataUpdateCount < 10 ? 2000 : false),
  });
}

import type { SupportOrder } from '@pedestal/contract/schemas/crowdfunding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** GET crowdfunding-support/show/{id}: a crowdfunding support order (SPEC §3). */
export const getSupportOrder = (id: string, signal?: AbortSignal) =>
  api.get<Data<SupportOrder>>(`crowdfunding-support/show/${id}`, undefined, signal).then((r) => r.data);

export const getSupportOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.support(id), queryFn: ({ signal }) => getSupportOrder(id, signal) });

/** `pollUntilPaid`: the webhook, not the browser, marks an order paid, so the success page asks again for a short while. */
export function useSupportOrder(id: string, options: { pollUntilPaid?: boolean } = {}) {
  return useQuery({
    ...getSupportOrderQueryOptions(id),
    refetchInterval: (q) => (options.pollUntilPaid && q.state.data?.status === 'pending' && q.state.dataUpdateCount < 10 ? 2000 : false),
  });
}

import type { PublicDelay } from '@pedestal/contract/schemas/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

/** GET delays: the current delays of figurines (issue 29), newest first. */
export const getDelays = (signal?: AbortSignal) => api.get<Data<PublicDelay[]>>('delays', undefined, signal).then((r) => r.data);

export const getDelaysQueryOptions = () => queryOptions({ queryKey: ['delays'], queryFn: ({ signal }) => getDelays(signal) });

export const useDelays = () => useQuery(getDelaysQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import type { Address } from './get-addresses';

export const addressQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['addresses', 'show', id],
    queryFn: ({ signal }) => api.get<Data<Address>>(`user-address/show/${id}`, undefined, signal).then((r) => r.data),
    staleTime: 0,
  });

export const useAddress = (id: string) => useQuery(addressQueryOptions(id));

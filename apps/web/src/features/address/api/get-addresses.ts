import type { Address } from '@pedestal/contract/schemas/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

export type { Address };

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ['addresses', 'list'],
    queryFn: ({ signal }) => api.get<Data<Address[]>>('user-address/listForMine', undefined, signal).then((r) => r.data),
  });

export const useAddresses = () => useQuery(addressesQueryOptions());

import type { Address } from '@pedestal/contract/schemas/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { addressKeys } from '@/lib/query-keys';

export const getAddress = (id: string, signal?: AbortSignal) =>
  api.get<Data<Address>>(`user-address/show/${id}`, undefined, signal).then((r) => r.data);

export const getAddressQueryOptions = (id: string) =>
  queryOptions({ queryKey: addressKeys.detail(id), queryFn: ({ signal }) => getAddress(id, signal), staleTime: 0 });

export const useAddress = (id: string) => useQuery(getAddressQueryOptions(id));

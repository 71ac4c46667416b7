import type { Address } from '@pedestal/contract/schemas/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { addressKeys } from '@/lib/query-keys';

export const getAddresses = (signal?: AbortSignal) =>
  api.get<Data<Address[]>>('user-address/listForMine', undefined, signal).then((r) => r.data);

export const getAddressesQueryOptions = () => queryOptions({ queryKey: addressKeys.list(), queryFn: ({ signal }) => getAddresses(signal) });

export const useAddresses = () => useQuery(getAddressesQueryOptions());

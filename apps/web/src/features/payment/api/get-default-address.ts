import type { Address } from '@pedestal/contract/schemas/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { addressKeys } from '@/lib/query-keys';

/** GET user-address/default: the signed-in user's default address, or null when the book has none. */
export const getDefaultAddress = (signal?: AbortSignal) =>
  api.get<Data<Address | null>>('user-address/default', undefined, signal).then((r) => r.data);

export const getDefaultAddressQueryOptions = () =>
  queryOptions({ queryKey: addressKeys.default(), queryFn: ({ signal }) => getDefaultAddress(signal) });

export const useDefaultAddress = (enabled: boolean) => useQuery({ ...getDefaultAddressQueryOptions(), enabled });

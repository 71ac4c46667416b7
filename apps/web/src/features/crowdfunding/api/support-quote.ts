import type { Address } from '@pedestal/contract/schemas/address';
import type { SupportQuote } from '@pedestal/contract/schemas/crowdfunding';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { addressKeys } from '@/lib/query-keys';

/** POST crowdfunding-support/quote: the tier's reward, shipping and tax for one of the shopper's addresses (default: their default), decision 049. */
export const getSupportQuote = (characterId: string, specId: string, userAddressId?: string) =>
  api
    .post<Data<SupportQuote>>('crowdfunding-support/quote', { characterId, specId, ...(userAddressId ? { userAddressId } : {}) })
    .then((r) => r.data);

export function useSupportQuote(characterId: string, specId: string | undefined, userAddressId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['support-quote', characterId, specId ?? null, userAddressId ?? null],
    queryFn: () => getSupportQuote(characterId, specId!, userAddressId),
    enabled: enabled && !!specId,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The shopper's address book (where a reward may ship), default first. */
export const useSupportAddresses = (enabled: boolean) =>
  useQuery({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) => api.get<Data<Address[]>>('user-address/listForMine', undefined, signal).then((r) => r.data),
    enabled,
  });

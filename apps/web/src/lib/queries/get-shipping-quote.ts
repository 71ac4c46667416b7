import type { ShippingQuote } from '@pedestal/contract/schemas/shipping';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../api-client';

export interface QuoteItem {
  characterSaleSpecId: string;
  quantity: number;
}

/** POST figurine/quote: shipping and tax of these specs for the shopper's address (default: their default), before any order (issue 31). */
export const getShippingQuote = (items: QuoteItem[], userAddressId?: string) =>
  api.post<Data<ShippingQuote>>('figurine/quote', { items, ...(userAddressId ? { userAddressId } : {}) }).then((r) => r.data);

export function useShippingQuote(items: QuoteItem[], options: { enabled?: boolean; userAddressId?: string } = {}) {
  const enabled = (options.enabled ?? true) && items.length > 0 && items.every((i) => i.quantity > 0);
  return useQuery({
    queryKey: ['shipping-quote', items, options.userAddressId ?? null],
    queryFn: () => getShippingQuote(items, options.userAddressId),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

import type { CartItem } from '@pedestal/contract/schemas/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys';

export const getCart = (signal?: AbortSignal) =>
  api.get<Data<CartItem[]>>('user-shopping-cart/list', undefined, signal).then((r) => r.data);

export const getCartQueryOptions = () => queryOptions({ queryKey: cartKeys.all, queryFn: ({ signal }) => getCart(signal) });

export const useCart = () => useQuery(getCartQueryOptions());

import type { UserState } from '@pedestal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { currentToken } from '@/lib/auth-storage';

export const getUserState = () => api.get<Data<UserState | null>>('user/state').then((r) => r.data);

export const userStateQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'state'], queryFn: getUserState, staleTime: 60_000 });

/** The signed-in user's state; null for a visitor (no request is made without a token). */
export function useUserState() {
  const hasToken = !!currentToken();
  const query = useQuery({ ...userStateQueryOptions(), enabled: hasToken });
  return {
    user: hasToken ? (query.data ?? null) : null,
    isLoading: hasToken && query.isPending,
    isSignin: hasToken && !!query.data,
    refetch: query.refetch,
  };
}

import type { UserState } from '@pedestal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../api-client';
import { currentToken } from '../auth-storage';
import { userKeys } from './query-keys';

export const getUserState = () => api.get<Data<UserState | null>>('user/state').then((r) => r.data);

export const getUserStateQueryOptions = () => queryOptions({ queryKey: userKeys.state(), queryFn: getUserState, staleTime: 60_000 });

/** The signed-in user's state; null for a visitor (no request is made without a token). */
export function useUserState() {
  const hasToken = !!currentToken();
  const query = useQuery({ ...getUserStateQueryOptions(), enabled: hasToken });
  return {
    user: hasToken ? (query.data ?? null) : null,
    isLoading: hasToken && query.isPending,
    isSignin: hasToken && !!query.data,
    refetch: query.refetch,
  };
}

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
    /**
     * Known to be a visitor: no token, or the server says the token is no one's. Not while the state
     * is loading or failed to load: a signed-in shopper's tap then goes to the server, which decides.
     */
    isVisitor: !hasToken || query.data === null,
    refetch: query.refetch,
  };
}

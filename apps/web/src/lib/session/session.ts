import type { AuthResponse } from '@pedestal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api-client';
import { clearLogin, saveLogin } from '../auth-storage';
import { getUserStateQueryOptions } from './get-user-state';
import { userKeys } from './query-keys';

/** Signs in with a token (from a login response or the Google redirect) and loads the user state. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string) => {
      saveLogin(token);
      queryClient.removeQueries({ queryKey: userKeys.all });
      return queryClient.fetchQuery(getUserStateQueryOptions());
    },
    [queryClient],
  );
}

export const signInResponse = (response: AuthResponse) => response.meta.token;

/** Logs out on the server (revoking the token), then clears every trace of the session locally. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async (options: { revoke?: boolean } = { revoke: true }) => {
      if (options.revoke) await api.put('authentication/logout').catch(() => undefined);
      clearLogin();
      queryClient.clear();
    },
    [queryClient],
  );
}

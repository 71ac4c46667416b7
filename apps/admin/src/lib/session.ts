import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminToken, api } from './api';

export interface Admin {
  id: string;
  username: string;
}

export const sessionKey = ['admin', 'auth', 'state'] as const;

/** Who is signed in to the console: asks the server (the token alone proves nothing), null when nobody. */
export function useAdmin() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async () => (adminToken.get() ? api.get<Admin | null>('admin/auth/state') : null),
    staleTime: 5 * 60_000,
  });
}

/** Forgets the token and everything read with it; the console then shows the sign-in screen. */
export function useSignOut() {
  const client = useQueryClient();
  return useCallback(() => {
    adminToken.clear();
    // The session is set to nobody while the console still watches it, then the rest is dropped.
    // (Clearing the whole cache first left the console watching a removed query: sign-out did nothing.)
    client.setQueryData(sessionKey, null);
    client.removeQueries({ predicate: (q) => q.queryHash !== hashKey(sessionKey) });
  }, [client]);
}

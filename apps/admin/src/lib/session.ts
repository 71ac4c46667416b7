import { useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useSignOut() {
  const client = useQueryClient();
  return useCallback(() => {
    adminToken.clear();
    client.clear();
    client.setQueryData(sessionKey, null);
  }, [client]);
}

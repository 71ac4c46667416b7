import { adminCan, type AdminPermission, type AdminRole } from '@pedestal/contract/rules/admin-roles';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminToken, api } from './api';

export interface Admin {
  id: string;
  username: string;
}

/** The signed-in admin as `admin/auth/state` answers: who, and where their second factor stands. */
export interface AdminState extends Admin {
  /** Their role in the team and what it allows (decision 036; the server checks the same table). */
  role: AdminRole;
  permissions: AdminPermission[];
  secondFactor: {
    enrolled: boolean;
    /** ADMIN_REQUIRE_2FA: nothing else in the console until one is set up. */
    required: boolean;
    recoveryCodesLeft: number;
  };
}

export const sessionKey = ['admin', 'auth', 'state'] as const;

/** Who is signed in to the console: asks the server (the token alone proves nothing), null when nobody. */
export function useAdmin() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async () => (adminToken.get() ? api.get<AdminState | null>('admin/auth/state') : null),
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

/**
 * Whether the signed-in operator's role allows `permission` (the contract's table, decision 036): the
 * console hides what the server would refuse. Answers false while nobody is signed in.
 */
export function useCan() {
  const role = useAdmin().data?.role;
  return useCallback((permission: AdminPermission) => adminCan(role, permission), [role]);
}

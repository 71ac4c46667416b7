import type { UnreadCount } from '@pedestal/contract/schemas/character';
import { useQuery } from '@tanstack/react-query';
import { api, type Data } from '../api-client';
import { currentToken } from '../auth-storage';
import { userKeys } from './query-keys';

export const getUnreadCount = () => api.get<Data<UnreadCount>>('message/unread-count').then((r) => r.data.unread);

/**
 * How many of the signed-in user's messages are unread: the badge on the User tab and the account
 * hub. Zero for a visitor (no request is made without a token). Reading a message refreshes it.
 */
export function useUnreadMessages(): number {
  const query = useQuery({ queryKey: userKeys.unreadMessages(), queryFn: getUnreadCount, enabled: !!currentToken(), staleTime: 30_000 });
  return query.data ?? 0;
}

/** The badge's text: the count, capped so it stays one small pill. */
export const unreadLabel = (n: number) => (n > 99 ? '99+' : String(n));

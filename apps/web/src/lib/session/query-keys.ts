/**
 * Query keys of the signed-in user's own caches. Everything under `all` belongs to one session:
 * signing in drops it, so nothing of a previous user is ever shown.
 */
export const userKeys = {
  all: ['user'] as const,
  state: () => [...userKeys.all, 'state'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  unreadMessages: () => [...userKeys.all, 'unread-messages'] as const,
  notificationPreferences: () => [...userKeys.all, 'notification-preferences'] as const,
  dataExport: () => [...userKeys.all, 'data-export'] as const,
  openItems: () => [...userKeys.all, 'open-items'] as const,
  rafflePlayer: () => [...userKeys.all, 'raffle-player'] as const,
};

import type { NotificationPreferences, UpdateNotificationPreferencesInput } from '@pedestal/contract/schemas/character';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { userKeys } from '@/lib/session/query-keys';

export const getNotificationPreferences = () => api.get<Data<NotificationPreferences>>('notification/preferences').then((r) => r.data);

export const getNotificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: userKeys.notificationPreferences(), queryFn: getNotificationPreferences });

export const useNotificationPreferences = () => useQuery(getNotificationPreferencesQueryOptions());

export const updateNotificationPreferences = (input: UpdateNotificationPreferencesInput) =>
  api.put<Data<NotificationPreferences>>('notification/preferences', input).then((r) => r.data);

/** Flips one email switch at once and rolls it back on failure. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = userKeys.notificationPreferences();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: (input) => {
      const previous = queryClient.getQueryData<NotificationPreferences>(key);
      queryClient.setQueryData<NotificationPreferences>(key, (old) => old && { ...old, ...input });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}

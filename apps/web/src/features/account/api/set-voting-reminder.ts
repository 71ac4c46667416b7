import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getUserStateQueryOptions } from '@/lib/session/get-user-state';
import { api } from '@/lib/api-client';

export const setVotingReminder = (userId: string, reminder: boolean) => api.put<{ data: boolean }>(`voting-member/${userId}`, { reminder });

/** Turns the Daily Voting Reminder on or off; the switch flips at once and rolls back on failure. */
export function useSetVotingReminder() {
  const queryClient = useQueryClient();
  const key = getUserStateQueryOptions().queryKey;
  return useMutation({
    mutationFn: ({ userId, reminder }: { userId: string; reminder: boolean }) => setVotingReminder(userId, reminder),
    onMutate: ({ reminder }) => {
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (old) => old && { ...old, votingReminder: reminder });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}

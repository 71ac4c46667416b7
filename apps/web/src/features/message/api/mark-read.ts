import type { Message } from '@pedestal/contract/schemas/character';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/session/query-keys';
import { messageKeys } from './get-messages';

export const markMessageRead = (id: string) => api.put(`message/${id}/read`);
export const markAllMessagesRead = () => api.put('message/read-all');

type Pages = InfiniteData<Message[], number>;

/** Marks one message (by id) or all of them read, updating the loaded pages in place. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') => (id === 'all' ? markAllMessagesRead() : markMessageRead(id)),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Pages>(
        messageKeys.mine(),
        (old) =>
          old && { ...old, pages: old.pages.map((page) => page.map((m) => (id === 'all' || m.id === id ? { ...m, isRead: true } : m))) },
      );
      // The badges on the User tab and the account hub count what is left.
      void queryClient.invalidateQueries({ queryKey: userKeys.unreadMessages() });
    },
  });
}

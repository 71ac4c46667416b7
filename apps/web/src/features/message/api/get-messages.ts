import type { Message } from '@pedestal/contract/schemas/character';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';

/** Query keys of the inbox (only this feature reads or writes it). */
export const messageKeys = {
  all: ['messages'] as const,
  mine: () => [...messageKeys.all, 'mine'] as const,
};

export const getMessages = (page: number, signal?: AbortSignal) =>
  api.get<Data<Message[]>>('message/pageForMine', { page }, signal).then((r) => r.data);

export const messagesSource: ListSource<Message> = {
  queryKey: messageKeys.mine(),
  fetchPage: getMessages,
};

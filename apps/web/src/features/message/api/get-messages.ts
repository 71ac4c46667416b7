import type { Message } from '@pedestal/contract/schemas/character';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';

export const getMessages = (page: number, signal?: AbortSignal) => api.get<Data<Message[]>>('message/pageForMine', { page }, signal).then((r) => r.data);

export const messagesSource: ListSource<Message> = {
  queryKey: ['messages', 'mine'],
  fetchPage: getMessages,
};

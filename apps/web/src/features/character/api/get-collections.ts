import type { CharacterCard } from '@pedestal/contract/schemas/character';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';

export interface CollectionItem {
  id: string;
  createdAt: string;
  character: CharacterCard;
}

export const getCollections = (page: number, signal?: AbortSignal) =>
  api.get<Data<CollectionItem[]>>('character/pageForUserCollection', { page }, signal).then((r) => r.data);

export const collectionsSource: ListSource<CollectionItem> = {
  queryKey: ['characters', 'collections'],
  fetchPage: getCollections,
};

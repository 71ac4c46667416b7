import type { CollectionItem } from '@pedestal/contract/schemas/character';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

/** One collected character, with when it was collected. */
export type { CollectionItem } from '@pedestal/contract/schemas/character';

export const getCollections = (page: number, signal?: AbortSignal) =>
  api.get<Data<CollectionItem[]>>('character/pageForUserCollection', { page }, signal).then((r) => r.data);

export const collectionsSource: ListSource<CollectionItem> = {
  queryKey: characterKeys.collections(),
  fetchPage: getCollections,
};

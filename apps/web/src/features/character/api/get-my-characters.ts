import type { CharacterCard } from '@pedestal/contract/schemas/character';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

export const getMyCharacters = (name: string, page: number, signal?: AbortSignal) =>
  api.get<Data<CharacterCard[]>>('character/pageForMine', { page, name }, signal).then((r) => r.data);

/** The signed-in user's own submissions, pending and rejected ones included. */
export const myCharactersSource = (name: string): ListSource<CharacterCard> => ({
  queryKey: characterKeys.mine(name),
  fetchPage: (page, signal) => getMyCharacters(name, page, signal),
});

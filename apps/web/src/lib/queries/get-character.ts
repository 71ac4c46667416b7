import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '../api-client';
import { characterKeys } from '../query-keys';

/** GET character/{id}: one character's detail (the contributors page and the edit form read it). */
export const getCharacter = (id: string, signal?: AbortSignal) =>
  api.get<Data<CharacterDetail>>(`character/${id}`, undefined, signal).then((r) => r.data);

export const getCharacterQueryOptions = (id: string) =>
  queryOptions({ queryKey: characterKeys.detail(id), queryFn: ({ signal }) => getCharacter(id, signal) });

export const useCharacter = (id: string) => useQuery(getCharacterQueryOptions(id));

import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

export const getCharacter = (id: string, signal?: AbortSignal) => api.get<Data<CharacterDetail>>(`character/${id}`, undefined, signal).then((r) => r.data);

export const characterQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['characters', 'detail', id], queryFn: ({ signal }) => getCharacter(id, signal) });

export const useCharacter = (id: string) => useQuery(characterQueryOptions(id));

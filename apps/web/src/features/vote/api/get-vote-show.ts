import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';

export const getVoteShow = (id: string, signal?: AbortSignal) => api.get<Data<CharacterDetail>>(`vote/show/${id}`, undefined, signal).then((r) => r.data);

export const voteShowQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['characters', 'vote-show', id], queryFn: ({ signal }) => getVoteShow(id, signal) });

export const useVoteShow = (id: string) => useQuery(voteShowQueryOptions(id));

import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

export const getVoteShow = (id: string, signal?: AbortSignal) =>
  api.get<Data<CharacterDetail>>(`vote/show/${id}`, undefined, signal).then((r) => r.data);

export const getVoteShowQueryOptions = (id: string) =>
  queryOptions({ queryKey: characterKeys.voteShow(id), queryFn: ({ signal }) => getVoteShow(id, signal) });

export const useVoteShow = (id: string) => useQuery(getVoteShowQueryOptions(id));

import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { voteShowQueryOptions } from './get-vote-show';

interface CollectState {
  countCollect: number;
  isCollect: boolean;
}

export const collectCharacter = (id: string, collect: boolean) =>
  api.put<Data<CollectState>>(`character/${id}/${collect ? 'collect' : 'uncollect'}`).then((r) => r.data);

/** Collect or uncollect; the page takes the count and flag the server answers with. */
export function useToggleCollect(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collect: boolean) => collectCharacter(id, collect),
    onSuccess: (state) => {
      queryClient.setQueryData(voteShowQueryOptions(id).queryKey, (old: CharacterDetail | undefined) =>
        old && { ...old, isCollectedForCurrentUser: state.isCollect, countCollect: state.countCollect },
      );
      return queryClient.invalidateQueries({ queryKey: ['characters', 'collections'] });
    },
  });
}

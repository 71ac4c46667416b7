import type { CharacterDetail } from '@pedestal/contract/schemas/character';
import type { FigurineShow } from '@pedestal/contract/schemas/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '../api-client';
import { characterKeys } from '../query-keys';

interface CollectState {
  countCollect: number;
  isCollect: boolean;
}

export const collectCharacter = (id: string, collect: boolean) =>
  api.put<Data<CollectState>>(`character/${id}/${collect ? 'collect' : 'uncollect'}`).then((r) => r.data);

/**
 * Collect or uncollect from any detail page (vote, crowdfunding, figurine); every cached detail of
 * the character takes the count and flag the server answers with, and the collections list reloads.
 */
export function useToggleCollect(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collect: boolean) => collectCharacter(id, collect),
    onSuccess: ({ countCollect, isCollect }) => {
      const patch = { countCollect, isCollectedForCurrentUser: isCollect };
      for (const key of [characterKeys.voteShow(id), characterKeys.crowdfundingShow(id)])
        queryClient.setQueryData(key, (old: CharacterDetail | undefined) => old && { ...old, ...patch });
      // One figurine answer per language (decision 046): each takes the patch.
      queryClient.setQueriesData(
        { queryKey: characterKeys.figurineShow(id) },
        (old: FigurineShow | undefined) => old && { ...old, character: { ...old.character, ...patch } },
      );
      return queryClient.invalidateQueries({ queryKey: characterKeys.collections() });
    },
  });
}

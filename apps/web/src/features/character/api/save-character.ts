import type { CreateCharacterInput, UpdateCharacterInput } from '@pedestal/contract/schemas/character';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { characterKeys } from '@/lib/query-keys';

export const createCharacter = (input: CreateCharacterInput) => api.post<Data<{ id: string }>>('character', input).then((r) => r.data);

/** PATCH: only the fields sent change (editing a rejected submission sends it back to review). */
export const updateCharacter = (id: string, input: UpdateCharacterInput) => api.patch(`character/${id}`, input);

export function useCreateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: characterKeys.all }),
  });
}

export function useUpdateCharacter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCharacterInput) => updateCharacter(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: characterKeys.all }),
  });
}

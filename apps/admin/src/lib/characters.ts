import type { CharacterCard, CharacterDetail } from '@pedestal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

export type AdminCharacter = CharacterCard & { rejectReason: string | null; user: { id: string; profile: { nickname: string } } };

export const characterKeys = {
  all: ['admin', 'characters'] as const,
  list: (q: Record<string, unknown>) => ['admin', 'characters', 'list', q] as const,
  detail: (id: string) => ['admin', 'characters', 'detail', id] as const,
};

export const useCharacterList = (q: { page: number; pageSize: number; status?: string; phase?: string; name?: string }) =>
  useQuery({ queryKey: characterKeys.list(q), queryFn: () => api.page<AdminCharacter>('admin/character/list', q) });

export const useCharacter = (id: string | null) =>
  useQuery({
    queryKey: characterKeys.detail(id ?? ''),
    queryFn: () => api.get<CharacterDetail>(`admin/character/show/${id}`),
    enabled: !!id,
  });

/** A change to a character: afterwards every character list, its detail and the dashboard refresh. */
export function useCharacterAction<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: characterKeys.all });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

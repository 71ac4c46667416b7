import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Raffle } from './raffle-form';

export type RaffleDetail = Raffle & {
  stats: { entries: number; wins: number; pityWins: number; players: number; diamonds: number; distributed: number };
};

/** A figurine spec that can be added as a prize, with its stock. */
export interface SpecRef {
  id: string;
  title: string;
  stock: number;
  characterName: string;
}

/** A change to a raffle: afterwards every raffle list and detail refreshes. */
export function useRaffleAction<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void client.invalidateQueries({ queryKey: ['admin', 'raffles'] }) });
}

import type { RaffleEntryRecord, RaffleShow } from '@pedestal/contract/schemas/raffle';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSource } from '@/components/infinite-list';
import { userStateQueryOptions } from '@/features/auth/api/get-user-state';
import { api, type Data } from '@/lib/api-client';

/** Shapes come from the contract the API validates its responses with (SPEC §3 Raffle, entry record). */
export type { RaffleShow, RaffleEntryRecord as RaffleEntry };

/** GET raffle/verify/{id}, as the contract's RaffleVerifySchema (it exports no type for it). */
export interface RaffleVerify {
  entryId: string;
  seedHash: string;
  /** Null until the raffle ends. */
  seed: string | null;
  /** The HMAC message, "userId:drawNumber". */
  message: string;
  drawNumber: number;
  roll: number;
  /** Entries since the last win before this one; guaranteeCount - 1 means this entry was the guaranteed one. */
  pityBefore: number;
  isWin: boolean;
  /** Once the seed is revealed: the roll and outcome recomputed by the server from it. */
  recomputed: { roll: number; isWin: boolean; matches: boolean } | null;
}

export const raffleShowQuery = (specId: string) =>
  queryOptions({
    queryKey: ['raffle', 'show', specId],
    queryFn: ({ signal }) => api.get<Data<RaffleShow>>(`raffle/show/${specId}`, undefined, signal).then((r) => r.data),
  });

export const useRaffleShow = (specId: string) => useQuery(raffleShowQuery(specId));

export const useRaffleEntry = (id: string) =>
  useQuery({
    queryKey: ['raffle', 'entry', id],
    queryFn: ({ signal }) => api.get<Data<RaffleEntryRecord>>(`raffle/entry-record/${id}`, undefined, signal).then((r) => r.data),
  });

export const useRaffleVerify = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['raffle', 'verify', id],
    queryFn: ({ signal }) => api.get<Data<RaffleVerify>>(`raffle/verify/${id}`, undefined, signal).then((r) => r.data),
    enabled,
  });

export const myRaffleEntriesSource = (): ListSource<RaffleEntryRecord> => ({
  // 'raffle' prefix: choosing an address invalidates ['raffle'], which refreshes this list too.
  queryKey: ['raffle', 'mine'],
  fetchPage: (page, signal) => api.get<Data<RaffleEntryRecord[]>>('raffle/pageForMine', { page }, signal).then((r) => r.data),
});

/** One entry; the diamonds and the guaranteed counter change, so both are refetched before navigating. */
export function useEnterRaffle(specId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Data<{ raffleEntryRecordId: string }>>(`raffle/consume/${specId}`).then((r) => r.data),
    onSuccess: () =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: userStateQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['raffle'] }),
      ]),
  });
}

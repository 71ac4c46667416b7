import type { RaffleEntryRecord } from '@pedestal/contract/schemas/raffle';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { raffleKeys } from '@/lib/query-keys';

/** GET raffle/entry-record/{id}: one of the user's raffle entries and its result. */
export const getRaffleEntry = (id: string, signal?: AbortSignal) =>
  api.get<Data<RaffleEntryRecord>>(`raffle/entry-record/${id}`, undefined, signal).then((r) => r.data);

export const getRaffleEntryQueryOptions = (id: string) =>
  queryOptions({ queryKey: raffleKeys.entry(id), queryFn: ({ signal }) => getRaffleEntry(id, signal) });

export const useRaffleEntry = (id: string) => useQuery(getRaffleEntryQueryOptions(id));

import type { RaffleShow } from '@pedestal/contract/schemas/raffle';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { raffleKeys } from '@/lib/query-keys';

/** GET raffle/show/{specId}: the raffle of a figurine spec, the viewer's guarantee counter and diamonds. */
export const getRaffleShow = (specId: string, signal?: AbortSignal) =>
  api.get<Data<RaffleShow>>(`raffle/show/${specId}`, undefined, signal).then((r) => r.data);

export const getRaffleShowQueryOptions = (specId: string) =>
  queryOptions({ queryKey: raffleKeys.show(specId), queryFn: ({ signal }) => getRaffleShow(specId, signal) });

export const useRaffleShow = (specId: string) => useQuery(getRaffleShowQueryOptions(specId));

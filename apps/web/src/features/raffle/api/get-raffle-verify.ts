import type { RaffleVerify } from '@pedestal/contract/schemas/raffle';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Data } from '@/lib/api-client';
import { raffleKeys } from '@/lib/query-keys';

/** GET raffle/verify/{id}: what the draw of an entry can be checked against (DESIGN §6); public. */
export const getRaffleVerify = (id: string, signal?: AbortSignal) =>
  api.get<Data<RaffleVerify>>(`raffle/verify/${id}`, undefined, signal).then((r) => r.data);

export const getRaffleVerifyQueryOptions = (id: string) =>
  queryOptions({ queryKey: raffleKeys.verify(id), queryFn: ({ signal }) => getRaffleVerify(id, signal) });

export const useRaffleVerify = (id: string, enabled: boolean) => useQuery({ ...getRaffleVerifyQueryOptions(id), enabled });

import type { RaffleEntryRecord } from '@pedestal/contract/schemas/raffle';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';
import { raffleKeys } from '@/lib/query-keys';

export const getMyRaffleEntries = (page: number, signal?: AbortSignal) =>
  api.get<Data<RaffleEntryRecord[]>>('raffle/pageForMine', { page }, signal).then((r) => r.data);

/** The user's entries, newest first; under the raffle root, so choosing a prize's address refreshes it too. */
export const myRaffleEntriesSource = (): ListSource<RaffleEntryRecord> => ({
  queryKey: raffleKeys.mine(),
  fetchPage: getMyRaffleEntries,
});

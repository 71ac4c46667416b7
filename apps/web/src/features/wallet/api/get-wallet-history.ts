import type { WalletHistoryRow } from '@pedestal/contract/schemas/crowdfunding';
import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';

/** Query keys of the ledger (only this feature reads it). */
export const walletKeys = {
  all: ['wallet'] as const,
  history: () => [...walletKeys.all, 'history'] as const,
};

/** One ledger row of GET wallet/history. */
export type LedgerRow = WalletHistoryRow;

export const getWalletHistory = (page: number, signal?: AbortSignal) =>
  api.get<Data<LedgerRow[]>>('wallet/history', { page }, signal).then((r) => r.data);

export const walletHistorySource = (): ListSource<LedgerRow> => ({
  queryKey: walletKeys.history(),
  fetchPage: getWalletHistory,
});

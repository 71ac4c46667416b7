import type { ListSource } from '@/components/infinite-list';
import { api, type Data } from '@/lib/api-client';
import type { WalletCurrency } from '../lib/ledger-labels';

/** One ledger row of GET wallet/history. */
export interface LedgerRow {
  id: string;
  currency: WalletCurrency;
  delta: number;
  reason: string;
  createdAt: string;
}

export const walletHistorySource = (): ListSource<LedgerRow> => ({
  queryKey: ['wallet', 'history'],
  fetchPage: (page, signal) => api.get<Data<LedgerRow[]>>('wallet/history', { page }, signal).then((r) => r.data),
});

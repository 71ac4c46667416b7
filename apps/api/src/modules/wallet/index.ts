/** Diamonds and vote tickets: balances that always equal their ledger, never negative. */

import type { ModuleDefinition } from '../../module-definition';
import { walletPersonalData } from './personal-data';
import walletRoutes from './routes';
export {
  applyLedgerEntry,
  getBalances,
  getBalancesOf,
  grantDailyVotes,
  ledgerEntryCtes,
  listLedger,
  votesGrantedOnGuard,
  votesGrantedOnSql,
  voteTicketsSql,
  type Balances,
  type LedgerEntry,
} from './service';

export const walletModule: ModuleDefinition = { name: 'wallet', routes: [walletRoutes], personalData: walletPersonalData };

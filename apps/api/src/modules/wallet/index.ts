/** Diamonds and vote tickets: balances that always equal their ledger, never negative. */
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
export { walletPersonalData } from './personal-data';

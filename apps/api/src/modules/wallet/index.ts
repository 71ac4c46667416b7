/** Diamonds and vote tickets: balances that always equal their ledger, never negative. */
export {
  applyLedgerEntry,
  getBalances,
  getBalancesOf,
  grantDailyVotes,
  listLedger,
  votesGrantedOnSql,
  voteTicketsSql,
  type Balances,
  type LedgerEntry,
} from './service';

import type { LedgerReason, WalletCurrency } from '@pedestal/contract/enums';

export const CURRENCY_LABELS: Record<WalletCurrency, string> = {
  vote_ticket: 'Vote tickets',
  diamond: 'Diamonds',
  frozen_diamond: 'Frozen diamonds',
};

/** Every reason the server writes (contract LedgerReason): a new one fails the type check until it is named here. */
const REASON_LABELS: Record<LedgerReason, string> = {
  daily_votes: 'Daily votes',
  vote: 'Voted for a character',
  vote_reward: 'Top voter reward',
  welcome_bonus: 'Welcome bonus',
  crowdfunding_support: 'Crowdfunding support reward',
  crowdfunding_release: 'Campaign funded, diamonds released',
  crowdfunding_failed: 'Campaign failed, reward removed',
  crowdfunding_reward: 'Top supporter reward',
  crowdfunding_started: 'Your character reached crowdfunding',
  raffle_entry: 'Raffle entry',
  admin_adjustment: 'Adjustment by support',
};

/**
 * A ledger reason in plain English. A server newer than this page may send a reason it does not
 * know yet: that one is humanised from its snake_case key.
 */
export function reasonLabel(reason: LedgerReason): string {
  const known: string | undefined = REASON_LABELS[reason];
  if (known) return known;
  const words = String(reason).replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Balance change';
}

/** "+20" or "−5" (a true minus sign) for the ledger amount. */
export const formatDelta = (delta: number) => `${delta > 0 ? '+' : delta < 0 ? '\u2212' : ''}${Math.abs(delta).toLocaleString('en-US')}`;

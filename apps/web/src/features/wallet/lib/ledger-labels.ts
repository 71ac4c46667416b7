export type WalletCurrency = 'vote_ticket' | 'diamond' | 'frozen_diamond';

export const CURRENCY_LABELS: Record<WalletCurrency, string> = {
  vote_ticket: 'Vote tickets',
  diamond: 'Diamonds',
  frozen_diamond: 'Frozen diamonds',
};

/** The reasons the server writes (apps/api wallet ledger). */
const REASON_LABELS: Record<string, string> = {
  daily_votes: 'Daily votes',
  vote: 'Voted for a character',
  vote_reward: 'Top voter reward',
  welcome_bonus: 'Welcome bonus',
  crowdfunding_support: 'Crowdfunding support reward',
  crowdfunding_release: 'Campaign funded, diamonds released',
  crowdfunding_failed: 'Campaign failed, reward removed',
  crowdfunding_reward: 'Top supporter reward',
  crowdfunding_started: 'Your character reached crowdfunding',
  raffle: 'Raffle entry',
};

/** A ledger reason in plain English; unknown reasons are humanised from their snake_case key. */
export function reasonLabel(reason: string): string {
  const known = REASON_LABELS[reason];
  if (known) return known;
  const words = reason.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Balance change';
}

/** "+20" or "−5" (a true minus sign) for the ledger amount. */
export const formatDelta = (delta: number) => `${delta > 0 ? '+' : delta < 0 ? '\u2212' : ''}${Math.abs(delta).toLocaleString('en-US')}`;

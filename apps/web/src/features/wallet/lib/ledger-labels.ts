import type { LedgerReason, WalletCurrency } from '@pedestal/contract/enums';
import { i18next } from '@/i18n';

export const CURRENCY_LABELS: Record<WalletCurrency, string> = {
  vote_ticket: i18next.t('wallet.voteTickets2'),
  diamond: i18next.t('wallet.diamonds'),
  frozen_diamond: i18next.t('wallet.frozenDiamonds2'),
};

/** Every reason the server writes (contract LedgerReason): a new one fails the type check until it is named here. */
const REASON_LABELS: Record<LedgerReason, string> = {
  daily_votes: i18next.t('wallet.dailyVotes'),
  vote: i18next.t('wallet.votedForACharacter'),
  vote_reward: i18next.t('wallet.topVoterReward'),
  welcome_bonus: i18next.t('wallet.welcomeBonus'),
  crowdfunding_support: i18next.t('wallet.crowdfundingSupportReward'),
  crowdfunding_release: i18next.t('wallet.campaignFundedDiamondsReleased'),
  crowdfunding_failed: i18next.t('wallet.campaignFailedRewardRemoved'),
  crowdfunding_reward: i18next.t('wallet.topSupporterReward'),
  crowdfunding_started: i18next.t('wallet.yourCharacterReachedCrowdfunding'),
  raffle_entry: i18next.t('wallet.raffleEntry'),
  admin_adjustment: i18next.t('wallet.adjustmentBySupport'),
};

/**
 * A ledger reason in plain English. A server newer than this page may send a reason it does not
 * know yet: that one is humanised from its snake_case key.
 */
export function reasonLabel(reason: LedgerReason): string {
  const known: string | undefined = REASON_LABELS[reason];
  if (known) return known;
  const words = String(reason).replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : i18next.t('wallet.balanceChange');
}

/** "+20" or "−5" (a true minus sign) for the ledger amount. */
export const formatDelta = (delta: number) => `${delta > 0 ? '+' : delta < 0 ? '\u2212' : ''}${Math.abs(delta).toLocaleString('en-US')}`;

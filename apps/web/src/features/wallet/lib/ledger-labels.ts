import type { LedgerReason, WalletCurrency } from '@pedestal/contract/enums';
import { i18next } from '@/i18n';
import { formatNumber } from '@/lib/format';

export const CURRENCY_LABELS: Record<WalletCurrency, string> = {
  get vote_ticket() {
    return i18next.t('wallet.voteTickets2');
  },
  get diamond() {
    return i18next.t('wallet.diamonds');
  },
  get frozen_diamond() {
    return i18next.t('wallet.frozenDiamonds2');
  },
};

/** Every reason the server writes (contract LedgerReason): a new one fails the type check until it is named here. */
const REASON_LABELS: Record<LedgerReason, string> = {
  get daily_votes() {
    return i18next.t('wallet.dailyVotes');
  },
  get vote() {
    return i18next.t('wallet.votedForACharacter');
  },
  get vote_reward() {
    return i18next.t('wallet.topVoterReward');
  },
  get welcome_bonus() {
    return i18next.t('wallet.welcomeBonus');
  },
  get crowdfunding_support() {
    return i18next.t('wallet.crowdfundingSupportReward');
  },
  get crowdfunding_release() {
    return i18next.t('wallet.campaignFundedDiamondsReleased');
  },
  get crowdfunding_failed() {
    return i18next.t('wallet.campaignFailedRewardRemoved');
  },
  get crowdfunding_refund() {
    return i18next.t('wallet.supportRefundedRewardReduced');
  },
  get crowdfunding_reward() {
    return i18next.t('wallet.topSupporterReward');
  },
  get crowdfunding_started() {
    return i18next.t('wallet.yourCharacterReachedCrowdfunding');
  },
  get raffle_entry() {
    return i18next.t('wallet.raffleEntry');
  },
  get admin_adjustment() {
    return i18next.t('wallet.adjustmentBySupport');
  },
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
export const formatDelta = (delta: number) => `${delta > 0 ? '+' : delta < 0 ? '\u2212' : ''}${formatNumber(Math.abs(delta))}`;

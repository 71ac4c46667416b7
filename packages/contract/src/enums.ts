export const Gender = ['male', 'female', 'other'] as const;
export type Gender = (typeof Gender)[number];
export const GenderLabel: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

export const ReviewStatus = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof ReviewStatus)[number];

export const VoteStatus = ['inactive', 'active', 'ended'] as const;
export type VoteStatus = (typeof VoteStatus)[number];

export const CrowdfundingStatus = ['inactive', 'active', 'success_pending', 'failed', 'ended'] as const;
export type CrowdfundingStatus = (typeof CrowdfundingStatus)[number];

export const SaleStatus = ['inactive', 'active'] as const;
export type SaleStatus = (typeof SaleStatus)[number];

/** How a campaign takes its supporters' money (decision 040): at once, or by pledges charged when it is funded. */
export const ChargeMode = ['now', 'on_success'] as const;
export type ChargeMode = (typeof ChargeMode)[number];

/**
 * Where a pledge of a charge-on-success campaign stands: a saved card waiting for the campaign's end,
 * its off-session charge under way, charged, errored (declined or needs 3-D Secure, within its grace),
 * dropped after the grace, or canceled with a failed campaign (nothing charged).
 */
export const PledgeStatus = ['pledged', 'charging', 'charged', 'errored', 'dropped', 'canceled'] as const;
export type PledgeStatus = (typeof PledgeStatus)[number];

export const PaymentStatus = ['pending', 'success', 'failed', 'disputed', 'canceled'] as const;
export type PaymentStatus = (typeof PaymentStatus)[number];

export const PaymentMethod = ['stripe', 'paypal'] as const;
export type PaymentMethod = (typeof PaymentMethod)[number];

export const PaymentOrderType = ['crowdfunding_support', 'figurine'] as const;
export type PaymentOrderType = (typeof PaymentOrderType)[number];

export const SpecStatus = ['inactive', 'active'] as const;
export type SpecStatus = (typeof SpecStatus)[number];

export const FigurineOrderStatus = [
  'unpaid',
  'undelivered',
  'unreceived',
  'uncommented',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
] as const;
export type FigurineOrderStatus = (typeof FigurineOrderStatus)[number];

export const OrderKind = ['checkout', 'raffle'] as const;
export type OrderKind = (typeof OrderKind)[number];

export const CharacterPhase = [
  'vote-active',
  'vote-negotiation',
  'vote-failed',
  'crowdfunding-active',
  'crowdfunding-success',
  'crowdfunding-failed',
  'pre-sale',
  'sale',
] as const;
export type CharacterPhase = (typeof CharacterPhase)[number];

export const OrderBy = ['latest', 'mostView'] as const;
export type OrderBy = (typeof OrderBy)[number];

export const AddressTag = ['home', 'office', 'other'] as const;
export type AddressTag = (typeof AddressTag)[number];

/** Category filter values of SPEC §2 ("All" is the absence of a genre). */
export const Genre = ['Manga', 'Western', 'Anime', 'Doujinshi'] as const;
export type Genre = (typeof Genre)[number];

/** Why a wallet balance moved: every ledger row carries one (the wallet history labels them). */
export const LedgerReason = [
  'daily_votes',
  'vote',
  'vote_reward',
  'welcome_bonus',
  'crowdfunding_support',
  'crowdfunding_release',
  'crowdfunding_failed',
  'crowdfunding_refund',
  'crowdfunding_reward',
  'crowdfunding_started',
  'raffle_entry',
  'admin_adjustment',
] as const;
export type LedgerReason = (typeof LedgerReason)[number];

export const WalletCurrency = ['vote_ticket', 'diamond', 'frozen_diamond'] as const;
export type WalletCurrency = (typeof WalletCurrency)[number];

/** What an in-app message is about (each links to the screen of its object). */
export const MessageKind = [
  'character_approved',
  'character_rejected',
  'vote_target_reached',
  'vote_reward',
  'crowdfunding_started',
  'support_paid',
  'crowdfunding_success',
  'crowdfunding_reward',
  'crowdfunding_failed',
  'figurine_order_paid',
  'figurine_order_shipped',
  'figurine_order_tracking_corrected',
  'figurine_order_refunded',
  'figurine_order_partly_refunded',
  'figurine_order_expired',
  'raffle_win',
  'raffle_distributed',
  'lottery_won',
  'lottery_not_drawn',
  'lottery_lapsed',
  'crowdfunding_opened',
  'pre_sale_opened',
  'figurine_order_delayed',
  'figurine_order_cancelled',
  'figurine_order_withdrawn',
  'support_delayed',
  'support_cancelled',
  'support_refunded',
  'pledge_charged',
  'pledge_errored',
  'pledge_dropped',
] as const;
export type MessageKind = (typeof MessageKind)[number];

/** Who processes a payment: the local sandbox or a real provider. */
export const PaymentProviderName = ['sandbox', 'stripe', 'paypal'] as const;
/** A chargeback's state (decision 032): open holds the order; won or lost closes it. */
export const DisputeStatus = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DisputeStatus)[number];
/** Where our answer to a dispute stands (decision 056): sent once, through the outbox. */
export const DisputeEvidenceStatus = ['not_submitted', 'submitting', 'submitted', 'failed'] as const;
export type DisputeEvidenceStatus = (typeof DisputeEvidenceStatus)[number];
export type PaymentProviderName = (typeof PaymentProviderName)[number];

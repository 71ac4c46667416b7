import type { MessageKind } from '@pedestal/contract';
import type { SupportChargesRef } from '../../domain/events';

/** What each kind of message says, as values: the texts are written when the message is read, in the reader's language. */
export interface MessageParams {
  character_approved: { name: string };
  character_rejected: { name: string; reason: string };
  vote_target_reached: { name: string };
  vote_reward: { name: string; rank: number; diamonds: number };
  crowdfunding_started: { name: string; days: number; diamonds: number };
  crowdfunding_opened: { name: string; days: number };
  /** `amountCents`: the total charged; `charges` itemises it (messages sent before decision 049's itemising have none). */
  support_paid: { name: string; no: string; amountCents: number; diamonds: number; charges?: SupportChargesRef };
  /** `belowGoal`: funded by an operator below its goal (decision 036): the text never says it reached it. */
  crowdfunding_success: { name: string; diamonds: number; belowGoal?: boolean };
  crowdfunding_reward: { name: string; rank: number; diamonds: number };
  crowdfunding_failed: { name: string };
  /** `releaseMonth`: a pre-order waits for it (issue 41 #4); older messages have none. */
  figurine_order_paid: { no: string; totalCents: number; releaseMonth?: string | null };
  figurine_order_shipped: { no: string; trackingNo: string };
  figurine_order_tracking_corrected: { no: string; trackingNo: string };
  figurine_order_refunded: { no: string; amountCents: number };
  figurine_order_partly_refunded: { no: string; amountCents: number; refundedCents: number };
  figurine_order_expired: { no: string };
  raffle_win: { characterName: string; specTitle: string };
  raffle_distributed: { characterName: string; specTitle: string };
  lottery_won: { characterName: string; specTitle: string; units: number; hours: number };
  lottery_not_drawn: { characterName: string; specTitle: string };
  lottery_lapsed: { characterName: string; specTitle: string };
  pre_sale_opened: { name: string; preSalePriceCents: number };
  figurine_order_delayed: {
    no: string;
    name: string;
    specTitle: string;
    fromMonth: string;
    toMonth: string;
    reason: string;
    answerBy: string | null;
  };
  figurine_order_cancelled: { no: string; totalCents: number; cause: 'buyer' | 'delay' | 'no-answer' };
  /** `returnAddress` as of the withdrawal (absent or null: support emails it), and the operator's instructions. */
  figurine_order_withdrawn: { no: string; at: string; returnBy: string; returnAddress?: string | null; returnInstructions?: string | null };
  support_delayed: { no: string; name: string; fromMonth: string; toMonth: string; reason: string; answerBy: string | null };
  support_cancelled: { no: string; name: string; amountCents: number; cause: 'buyer' | 'delay' | 'no-answer' };
  support_refunded: { no: string; name: string; amountCents: number; refundedCents: number; full: boolean; diamonds: number };
  pledge_charged: { name: string; no: string; amountCents: number; diamonds: number; charges?: SupportChargesRef };
  pledge_errored: {
    name: string;
    no: string;
    amountCents: number;
    reason: string;
    authentication: boolean;
    /** Not charged: the reward now ships and there is no address (decision 059). */
    address?: boolean;
    graceEndsAt: string;
  };
  pledge_dropped: { name: string; no: string };
}

export interface MessageText {
  title: string;
  body: string;
}

export type Texts = { [K in MessageKind]: (p: MessageParams[K]) => MessageText };

import type { CrowdfundingStatus, PaymentStatus } from '@pedestal/contract/enums';
import type { SupportRefundStatus } from '@pedestal/contract/schemas/crowdfunding';

export type RefundStatus = (typeof SupportRefundStatus)[number];

/** What a crowdfunding order card needs to decide its state. */
export interface SupportStateInput {
  status: PaymentStatus;
  expiredAt: string | null;
  refundStatus?: RefundStatus | null;
  crowdfunding?: { status: CrowdfundingStatus };
}

export type SupportStateKind = 'payment_required' | 'expired' | 'paid' | 'success' | 'failed' | 'disputed';

export interface SupportState {
  kind: SupportStateKind;
  /** Headline of the card's state panel. */
  title: string;
  text: string;
  tone: 'brand' | 'neutral' | 'success' | 'danger' | 'warning';
  /** Pay Now leads to checkout. */
  canPay: boolean;
  /** Where the shopper's money stands, told apart from the campaign's own state. */
  payment: string;
  campaign: string;
}

const refundText: Record<RefundStatus, string> = {
  pending: 'The goal was not reached, so your payment will be refunded in full. Refund in progress.',
  succeeded: 'The goal was not reached. Your payment has been refunded in full to your original payment method.',
  failed:
    'The goal was not reached, so your payment will be refunded in full. The first attempt failed; our support team will contact you.',
};
const refundLabel: Record<RefundStatus, string> = { pending: 'Refund in progress', succeeded: 'Refunded', failed: 'Refund delayed' };
const campaignLabel: Record<CrowdfundingStatus, string> = {
  inactive: 'Not started',
  active: 'Running',
  success_pending: 'Funded',
  failed: 'Failed',
  ended: 'Ended',
};

/**
 * SPEC §4 Crowdfunding orders: a pending order asks for payment until it expires ('Order Expired',
 * also once the expiry job has cancelled it); 'Campaign Successful!' only when the campaign was
 * funded — a paid support of a running campaign says so; 'Campaign Failed' promises the refund.
 */
export function supportState(order: SupportStateInput, now: number = Date.now()): SupportState {
  const campaign = campaignLabel[order.crowdfunding?.status ?? 'active'];
  const expired = !!order.expiredAt && new Date(order.expiredAt).getTime() <= now;
  switch (order.status) {
    case 'pending':
      return expired
        ? expiredState(campaign)
        : {
            kind: 'payment_required',
            title: 'Payment Required',
            text: 'Complete the payment before it expires to secure your support.',
            tone: 'brand',
            canPay: true,
            payment: 'Awaiting payment',
            campaign,
          };
    // Unpaid supports are cancelled by the expiry job: to the shopper the order simply expired.
    case 'canceled':
      return expiredState(campaign);
    case 'success': {
      const status = order.crowdfunding?.status ?? 'active';
      if (status === 'success_pending' || status === 'ended') {
        return {
          kind: 'success',
          title: 'Campaign Successful!',
          text: 'The campaign reached its goal and goes into production. Your diamonds have been added to your balance.',
          tone: 'success',
          canPay: false,
          payment: 'Paid',
          campaign,
        };
      }
      return {
        kind: 'paid',
        title: 'Support Paid',
        text: 'Thank you! The campaign is still running; your diamonds stay frozen until it reaches its goal, and you are refunded in full if it does not.',
        tone: 'brand',
        canPay: false,
        payment: 'Paid',
        campaign,
      };
    }
    case 'failed': {
      const refund = order.refundStatus ?? 'pending';
      return {
        kind: 'failed',
        title: 'Campaign Failed',
        text: refundText[refund],
        tone: 'danger',
        canPay: false,
        payment: refundLabel[refund],
        campaign,
      };
    }
    case 'disputed':
      return {
        kind: 'disputed',
        title: 'Disputed',
        text: 'A dispute on this payment is being reviewed.',
        tone: 'warning',
        canPay: false,
        payment: 'Disputed',
        campaign,
      };
  }
}

function expiredState(campaign: string): SupportState {
  return {
    kind: 'expired',
    title: 'Order Expired',
    text: 'This order was not paid in time, so nothing was charged. Support the campaign again to take part.',
    tone: 'neutral',
    canPay: false,
    payment: 'Not paid',
    campaign,
  };
}

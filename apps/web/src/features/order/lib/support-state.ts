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

export type SupportStateKind = 'payment_required' | 'expired' | 'success' | 'failed' | 'canceled' | 'disputed';

export interface SupportState {
  kind: SupportStateKind;
  /** Headline of the card's state panel. */
  title: string;
  text: string;
  tone: 'brand' | 'neutral' | 'success' | 'danger' | 'warning';
  /** Pay Now leads to checkout. */
  canPay: boolean;
}

const refundText: Record<RefundStatus, string> = {
  pending: 'The goal was not reached, so your payment will be refunded in full. Refund in progress.',
  succeeded: 'The goal was not reached. Your payment has been refunded in full to your original payment method.',
  failed: 'The goal was not reached, so your payment will be refunded in full. The first attempt failed; our support team will contact you.',
};

/** SPEC §4 Crowdfunding orders: the state a support order shows, by payment status and expiry. */
export function supportState(order: SupportStateInput, now: number = Date.now()): SupportState {
  switch (order.status) {
    case 'pending': {
      const expired = !!order.expiredAt && new Date(order.expiredAt).getTime() <= now;
      return expired
        ? { kind: 'expired', title: 'Order Expired', text: 'This order was not paid in time. Support the campaign again to take part.', tone: 'neutral', canPay: false }
        : { kind: 'payment_required', title: 'Payment Required', text: 'Complete the payment before it expires to secure your support.', tone: 'brand', canPay: true };
    }
    case 'success': {
      // SPEC keeps the title for every paid support; the text says where the diamonds stand.
      const funded = order.crowdfunding?.status === 'success_pending';
      const text = funded
        ? 'The campaign reached its goal. Your diamonds have been added to your balance.'
        : 'Your support is paid. You will receive your diamonds when the campaign reaches its goal.';
      return { kind: 'success', title: 'Campaign Successful!', text, tone: 'success', canPay: false };
    }
    case 'failed':
      return {
        kind: 'failed',
        title: 'Campaign Failed',
        text: refundText[order.refundStatus ?? 'pending'],
        tone: 'danger',
        canPay: false,
      };
    case 'canceled':
      return { kind: 'canceled', title: 'Canceled', text: 'This support was canceled. No charge was kept.', tone: 'neutral', canPay: false };
    case 'disputed':
      return { kind: 'disputed', title: 'Disputed', text: 'A dispute on this payment is being reviewed.', tone: 'warning', canPay: false };
  }
}

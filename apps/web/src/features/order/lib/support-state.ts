import type { CrowdfundingStatus, PaymentStatus } from '@pedestal/contract/enums';
import type { SupportRefundStatus } from '@pedestal/contract/schemas/crowdfunding';
import { i18next } from '@/i18n';

export type RefundStatus = (typeof SupportRefundStatus)[number];

/** What a crowdfunding order card needs to decide its state. */
export interface SupportStateInput {
  status: PaymentStatus;
  expiredAt: string | null;
  refundStatus?: RefundStatus | null;
  crowdfunding?: { status: CrowdfundingStatus; countCurrent?: number; countTarget?: number };
}

export type SupportStateKind = 'payment_required' | 'expired' | 'closed' | 'paid' | 'success' | 'failed' | 'disputed';

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
  get pending() {
    return i18next.t('order.theGoalWasNotReached');
  },
  get succeeded() {
    return i18next.t('order.theGoalWasNotReached2');
  },
  get failed() {
    return i18next.t('order.theGoalWasNotReached3');
  },
};
const refundLabel: Record<RefundStatus, string> = {
  get pending() {
    return i18next.t('order.refundInProgress');
  },
  get succeeded() {
    return i18next.t('order.refunded');
  },
  get failed() {
    return i18next.t('order.refundDelayed');
  },
};
const campaignLabel: Record<CrowdfundingStatus, string> = {
  get inactive() {
    return i18next.t('order.notStarted');
  },
  get active() {
    return i18next.t('order.running');
  },
  get success_pending() {
    return i18next.t('order.funded');
  },
  get failed() {
    return i18next.t('filters.failed');
  },
  get ended() {
    return i18next.t('filters.ended');
  },
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
      if (expired) return unpaidState('expired', campaign);
      // The campaign stopped taking support before this one was paid: nothing to pay any more.
      if (order.crowdfunding && order.crowdfunding.status !== 'active') return unpaidState('closed', campaign);
      return {
        kind: 'payment_required',
        get title() {
          return i18next.t('order.paymentRequired');
        },
        get text() {
          return i18next.t('order.completeThePaymentBeforeIt');
        },
        tone: 'brand',
        canPay: true,
        payment: i18next.t('order.awaitingPayment'),
        campaign,
      };
    // Unpaid supports are cancelled by the expiry job: to the shopper the order simply expired.
    case 'canceled':
      return unpaidState('expired', campaign);
    case 'success': {
      const status = order.crowdfunding?.status ?? 'active';
      if (status === 'success_pending' || status === 'ended') {
        // Funded by the team below its goal (decision 036): never "reached its goal".
        const { countCurrent, countTarget } = order.crowdfunding ?? {};
        const belowGoal = countCurrent !== undefined && countTarget !== undefined && countCurrent < countTarget;
        return {
          kind: 'success',
          get title() {
            return i18next.t(belowGoal ? 'order.campaignGoesIntoProduction' : 'order.campaignSuccessful');
          },
          get text() {
            return i18next.t(belowGoal ? 'order.theCampaignEndedBelowItsGoal' : 'order.theCampaignReachedItsGoal');
          },
          tone: 'success',
          canPay: false,
          payment: i18next.t('order.paid'),
          campaign,
        };
      }
      return {
        kind: 'paid',
        get title() {
          return i18next.t('order.supportPaid');
        },
        get text() {
          return i18next.t('order.thankYouTheCampaignIs');
        },
        tone: 'brand',
        canPay: false,
        payment: i18next.t('order.paid'),
        campaign,
      };
    }
    case 'failed': {
      const refund = order.refundStatus ?? 'pending';
      return {
        kind: 'failed',
        get title() {
          return i18next.t('order.campaignFailed');
        },
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
        get title() {
          return i18next.t('order.disputed');
        },
        get text() {
          return i18next.t('order.aDisputeOnThisPayment');
        },
        tone: 'warning',
        canPay: false,
        payment: i18next.t('order.disputed'),
        campaign,
      };
  }
}

/** A support that was never paid: it expired, or its campaign closed first; nothing was charged. */
function unpaidState(kind: 'expired' | 'closed', campaign: string): SupportState {
  const [title, text] =
    kind === 'expired'
      ? (['order.orderExpired', 'order.thisOrderWasNotPaid'] as const)
      : (['order.campaignClosed', 'order.campaignClosedBeforePayment'] as const);
  return {
    kind,
    get title() {
      return i18next.t(title);
    },
    get text() {
      return i18next.t(text);
    },
    tone: 'neutral',
    canPay: false,
    payment: i18next.t('order.notPaid'),
    campaign,
  };
}

import type { PaymentProviderName } from '@pedestal/contract';

/** The payment providers the server can talk to; `sandbox` is fully local. */
export type ProviderName = PaymentProviderName;
/** What the shopper picked at checkout (SPEC §3): a card (Stripe) or the wallet (PayPal). */
export type PaymentMethodName = 'stripe' | 'paypal';

export interface CreatePaymentInput {
  /** Our payment id; providers keep it as metadata and as the idempotency key. */
  paymentId: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  method: PaymentMethodName;
  /** The trusted origin the shopper pays from: a wallet sends them back there (platform/origins.ts). */
  returnOrigin: string;
}

/** A card payment answers a client secret for the card form; a wallet payment a page to send the shopper to. */
export interface CreatedPayment {
  clientSecret?: string;
  redirectUrl?: string;
  providerRef: string;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export interface RefundInput {
  providerRef: string;
  amountCents: number;
  /** Stable for one refund of one payment: a retried call must not refund twice. */
  idempotencyKey: string;
}

export interface RefundResult {
  refundRef: string;
  status: RefundStatus;
}

export type PaymentEventType = 'payment.succeeded' | 'payment.failed' | 'payment.requires_action' | 'refund.succeeded' | 'refund.failed';

/** A provider notification, already verified, in our own vocabulary. */
export interface PaymentEvent {
  /** The provider's event id: a repeat delivery carries the same one. */
  eventId: string;
  type: PaymentEventType;
  providerRef: string;
  failureMessage?: string;
  refundRef?: string;
}

export interface ProviderPaymentState {
  /** The money was captured. */
  paid: boolean;
  /** A refund of it went through. */
  refunded: boolean;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** The signature of a webhook does not match: answered with 400 so nothing is recorded. */
export class InvalidWebhookSignatureError extends Error {
  constructor(reason = 'Invalid webhook signature') {
    super(reason);
  }
}

/** One interface, one class per provider (Medusa style); the payment module never sees a provider's API. */
export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** The provider's own view of a payment, for reconciliation with ours. */
  lookup(providerRef: string): Promise<ProviderPaymentState>;
  /**
   * Checks the signature of a raw webhook body; throws InvalidWebhookSignatureError when it does not
   * match. Answers null for a genuine event that payments do not act on (it is acknowledged).
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent | null>;
}

export const headerValue = (headers: WebhookHeaders, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

import type { DisputeEvidenceFields, PaymentProviderName } from '@pedestal/contract';

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
  /** The shopper's customer at a provider that saves cards: the card is kept for their next checkout. */
  customerRef?: string;
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
  /** Our refund id, kept by the provider (metadata), so its events name our row. */
  refundId?: string;
  reason?: string;
}

/** One refund as a provider event reports it (a refund made in the provider's dashboard too). */
export interface ProviderRefund {
  refundRef: string;
  amountCents: number;
  status: RefundStatus;
  /** Ours, when we asked for it (from the provider's metadata). */
  refundId?: string;
  failureMessage?: string;
}

export interface RefundResult {
  refundRef: string;
  status: RefundStatus;
}

export type PaymentEventType =
  'payment.succeeded' | 'payment.failed' | 'payment.requires_action' | 'refund.succeeded' | 'refund.failed' | 'dispute.changed';

/** A chargeback as a provider reports it (decision 032): open while it runs, then won or lost. */
export interface ProviderDispute {
  disputeRef: string;
  amountCents: number;
  reason: string;
  status: 'open' | 'won' | 'lost';
  /** The last moment to answer with evidence, when the provider says. */
  evidenceDueBy?: string;
}

/** Our answer to a dispute (decision 056): sent once and final at the provider. */
export interface DisputeEvidenceInput {
  disputeRef: string;
  /** Empty fields are left out. */
  fields: DisputeEvidenceFields;
  /** One per attempt: a repeated job sends the same request, which the provider answers once. */
  idempotencyKey: string;
}

/**
 * The provider refused the request itself (a 4xx with its own words): sending it again would be
 * refused again, so it is recorded, not retried. Anything else (network, 5xx) is thrown as is.
 */
export class ProviderRefusedError extends Error {
  constructor(message: string) {
    super(message);
  }
}

/** A provider notification, already verified, in our own vocabulary. */
export interface PaymentEvent {
  /** The provider's event id: a repeat delivery carries the same one. */
  eventId: string;
  type: PaymentEventType;
  providerRef: string;
  failureMessage?: string;
  refundRef?: string;
  /** Refund events: the refunds with their amounts (a partial refund is one of them). */
  refunds?: ProviderRefund[];
  /** Dispute events. */
  dispute?: ProviderDispute;
}

export interface ProviderPaymentState {
  /** The money was captured. */
  paid: boolean;
  /** A refund of it went through. */
  refunded: boolean;
  /** How much of it the provider refunded, when it says. */
  refundedCents?: number;
  /** What the provider kept of it (its processing fee), when it says. */
  feeCents?: number;
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
  /**
   * Submits a dispute's evidence (final: the provider reviews it, no more can be added). Throws
   * ProviderRefusedError with the provider's message when it refuses the request.
   */
  submitDisputeEvidence(input: DisputeEvidenceInput): Promise<void>;
}

/** A card a provider keeps for a customer, as the Payment Methods page shows it. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The provider does not know this card, or it is not this customer's: the shopper sees a 404. */
export class CardNotFoundError extends Error {
  constructor() {
    super('Card not found');
  }
}

/** The provider could not be reached or refused to answer: the shopper may try again. */
export class ProviderUnavailableError extends Error {
  constructor(readonly cause: unknown) {
    super('Payment provider unavailable');
  }
}

/**
 * A provider that keeps cards for its customers (Stripe). Saved cards live only at the provider:
 * the store keeps the customer id, never a card.
 */
export interface SavedCardsProvider {
  readonly name: ProviderName;
  /** Keyed per user, so parallel first payments of one shopper get one customer. */
  createCustomer(input: { userId: string; idempotencyKey: string }): Promise<string>;
  listCards(customerRef: string): Promise<{ cards: SavedCard[]; defaultCardId: string | null }>;
  /** Throws CardNotFoundError unless the card is attached to this customer. */
  setDefaultCard(customerRef: string, cardId: string): Promise<void>;
  /** Throws CardNotFoundError unless the card is attached to this customer. */
  removeCard(customerRef: string, cardId: string): Promise<void>;
  /** Deletes the customer and with it every card kept for them; an already deleted one is done. */
  deleteCustomer(customerRef: string): Promise<void>;
  /**
   * Starts saving a card for charges made later without the shopper (a Stripe SetupIntent, usage
   * off_session); the browser confirms it with the card form. Keyed, so a retry opens no second one.
   */
  createCardSetup(input: { customerRef: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<CardSetup>;
  /** Where a card setup stands: the card it saved once it succeeded. */
  cardSetup(setupRef: string): Promise<CardSetupState>;
  /** Charges a saved card with the shopper away (off-session); a refusal is an answer, not a throw. */
  chargeSavedCard(input: OffSessionChargeInput): Promise<OffSessionCharge>;
}

export interface CardSetup {
  setupRef: string;
  clientSecret: string;
}

export interface CardSetupState {
  succeeded: boolean;
  customerRef: string | null;
  cardRef: string | null;
  metadata: Record<string, string>;
}

export interface OffSessionChargeInput {
  paymentId: string;
  customerRef: string;
  cardRef: string;
  amountCents: number;
  currency: string;
  description: string;
  /** One per attempt: a repeated attempt gets the provider's first answer, never a second charge. */
  idempotencyKey: string;
}

/**
 * What an off-session charge came to: paid, or refused because the bank wants the shopper to
 * authenticate (3-D Secure, on-session) or declined the card. The intent stays open for the
 * shopper to finish on-session (its client secret) or with another card.
 */
export interface OffSessionCharge {
  providerRef: string;
  clientSecret: string | null;
  outcome: 'succeeded' | 'authentication_required' | 'declined' | 'pending';
  failureMessage?: string;
}

export const headerValue = (headers: WebhookHeaders, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

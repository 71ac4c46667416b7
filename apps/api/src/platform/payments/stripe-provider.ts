import Stripe from 'stripe';
import type { Clock } from '../clock';
import {
  CardNotFoundError,
  InvalidWebhookSignatureError,
  ProviderRefusedError,
  ProviderUnavailableError,
  headerValue,
  type CardSetup,
  type CardSetupState,
  type CreatePaymentInput,
  type OffSessionCharge,
  type OffSessionChargeInput,
  type CreatedPayment,
  type DisputeEvidenceInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPaymentState,
  type ProviderRefund,
  type RefundInput,
  type RefundResult,
  type RefundStatus,
  type SavedCard,
  type SavedCardsProvider,
  type WebhookHeaders,
} from './provider';

/**
 * The Stripe API version every request names (`Stripe-Version`), pinned rather than left to the
 * account's default: the version this `stripe` SDK major is typed for, so the objects and events we
 * read have the shapes the types promise. Upgrading the SDK to a major typed for another version
 * breaks the typecheck here; read Stripe's API changelog up to the new version before changing it.
 * Webhook endpoints in the dashboard must use the same version (their events are rendered in it).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

const refundStatus = (status: string | null): RefundStatus =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** Cards through Stripe PaymentIntents; the browser confirms with Elements, the webhook tells us the outcome. */
export class StripeProvider implements PaymentProvider, SavedCardsProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    private readonly clock: Clock,
  ) {}

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        description: input.description,
        metadata: { paymentId: input.paymentId },
        automatic_payment_methods: { enabled: true },
        // Stripe attaches the card to the customer once the payment succeeds. on_session: the store
        // only ever charges a saved card while the shopper is at checkout (decision 020).
        ...(input.customerRef ? { customer: input.customerRef, setup_future_usage: 'on_session' as const } : {}),
      },
      // A retried request must not open a second intent for the same payment.
      { idempotencyKey: `payment-${input.paymentId}` },
    );
    if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without a client secret');
    return { clientSecret: intent.client_secret, providerRef: intent.id };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: input.providerRef,
        amount: input.amountCents,
        // Our id comes back on the refund's events (refund.updated, charge.refunded), naming our row.
        ...(input.refundId ? { metadata: { refundId: input.refundId } } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundRef: refund.id, status: refundStatus(refund.status) };
  }

  async lookup(providerRef: string): Promise<ProviderPaymentState> {
    const intent = await this.stripe.paymentIntents.retrieve(providerRef, { expand: ['latest_charge.balance_transaction'] });
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const balance = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
    return {
      paid: intent.status === 'succeeded',
      refunded: !!charge && (charge.refunded || charge.amount_refunded > 0),
      ...(charge ? { refundedCents: charge.amount_refunded } : {}),
      // Stripe's fee for the charge, once its balance transaction exists (issue 28 #3).
      ...(balance ? { feeCents: balance.fee } : {}),
    };
  }

  async createCustomer(input: { userId: string; idempotencyKey: string }): Promise<string> {
    // Only our user id goes to Stripe: the card form collects what Stripe needs for the card itself.
    const customer = await this.stripe.customers.create({ metadata: { userId: input.userId } }, { idempotencyKey: input.idempotencyKey });
    return customer.id;
  }

  listCards(customerRef: string): Promise<{ cards: SavedCard[]; defaultCardId: string | null }> {
    return savedCardCall(async () => {
      const customer = await this.stripe.customers.retrieve(customerRef);
      // Deleted at Stripe (from its dashboard): nothing is saved any more.
      if (customer.deleted) return { cards: [], defaultCardId: null };
      const methods = await this.stripe.customers.listPaymentMethods(customerRef, { type: 'card', limit: 100 });
      const defaultCardId = idOf(customer.invoice_settings.default_payment_method) ?? null;
      const cards = methods.data.flatMap((pm) =>
        pm.card ? [{ id: pm.id, brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year }] : [],
      );
      return { cards, defaultCardId };
    });
  }

  setDefaultCard(customerRef: string, cardId: string): Promise<void> {
    return savedCardCall(async () => {
      await this.ownCard(customerRef, cardId);
      await this.stripe.customers.update(customerRef, { invoice_settings: { default_payment_method: cardId } });
    });
  }

  removeCard(customerRef: string, cardId: string): Promise<void> {
    return savedCardCall(async () => {
      await this.ownCard(customerRef, cardId);
      // A retried removal gets Stripe's first answer, not "not attached to a customer".
      await this.stripe.paymentMethods.detach(cardId, {}, { idempotencyKey: `detach-${customerRef}-${cardId}` });
    });
  }

  async deleteCustomer(customerRef: string): Promise<void> {
    try {
      await this.stripe.customers.del(customerRef);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return;
      throw err;
    }
  }

  async createCardSetup(input: { customerRef: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<CardSetup> {
    const setup = await this.stripe.setupIntents.create(
      { customer: input.customerRef, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!setup.client_secret) throw new Error('Stripe answered a SetupIntent without a client secret');
    return { setupRef: setup.id, clientSecret: setup.client_secret };
  }

  async cardSetup(setupRef: string): Promise<CardSetupState> {
    const setup = await this.stripe.setupIntents.retrieve(setupRef);
    const customer = setup.customer;
    return {
      succeeded: setup.status === 'succeeded',
      customerRef: typeof customer === 'string' ? customer : (customer?.id ?? null),
      cardRef: idOf(setup.payment_method) ?? null,
      metadata: setup.metadata ?? {},
    };
  }

  /**
   * An off-session PaymentIntent, created and confirmed at once (Stripe's "charge a saved card"):
   * a refusal comes back as a 402 card error naming the intent, left for the shopper to finish.
   */
  async chargeSavedCard(input: OffSessionChargeInput): Promise<OffSessionCharge> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata: { paymentId: input.paymentId },
          customer: input.customerRef,
          payment_method: input.cardRef,
          off_session: true,
          confirm: true,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        providerRef: intent.id,
        clientSecret: intent.client_secret,
        outcome: intent.status === 'succeeded' ? 'succeeded' : intent.status === 'requires_action' ? 'authentication_required' : 'pending',
      };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError && err.payment_intent) {
        return {
          providerRef: err.payment_intent.id,
          clientSecret: err.payment_intent.client_secret,
          outcome: err.code === 'authentication_required' ? 'authentication_required' : 'declined',
          failureMessage: err.message,
        };
      }
      throw err;
    }
  }

  /** Stripe answers a customer's own PaymentMethod only: another customer's card is "No such PaymentMethod" (404). */
  private async ownCard(customerRef: string, cardId: string) {
    const pm = await this.stripe.customers.retrievePaymentMethod(customerRef, cardId);
    if (idOf(pm.customer) !== customerRef) throw new CardNotFoundError();
  }

  /**
   * `POST /v1/disputes/:id` with `evidence[...]` and `submit=true` (decision 056): Stripe sends the
   * evidence to the bank at once and the dispute goes `under_review` (its `charge.dispute.updated`
   * follows). The key makes a repeated job one submission; Stripe's 4xx (closed, already submitted,
   * a field it does not take) is the operator's to read.
   */
  async submitDisputeEvidence(input: DisputeEvidenceInput): Promise<void> {
    const f = input.fields;
    const evidence: Stripe.DisputeUpdateParams.Evidence = {};
    const put = (key: keyof Stripe.DisputeUpdateParams.Evidence & string, value: string) => {
      if (value) (evidence as Record<string, string>)[key] = value;
    };
    put('product_description', f.productDescription);
    put('customer_name', f.customerName);
    put('customer_email_address', f.customerEmailAddress);
    put('shipping_address', f.shippingAddress);
    put('shipping_carrier', f.shippingCarrier);
    put('shipping_tracking_number', f.shippingTrackingNumber);
    put('shipping_date', f.shippingDate);
    put('uncategorized_text', f.uncategorizedText);
    try {
      await this.stripe.disputes.update(input.disputeRef, { evidence, submit: true }, { idempotencyKey: input.idempotencyKey });
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError) throw new ProviderRefusedError(err.message);
      throw err;
    }
  }

  async verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent | null> {
    const signature = headerValue(headers, 'stripe-signature');
    if (!signature) throw new InvalidWebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, undefined, undefined, this.clock.now().getTime());
    } catch {
      throw new InvalidWebhookSignatureError();
    }
    const mapped = toPaymentEvent(event);
    // A charge.refunded of a recent API version lists no refunds: they are asked for, with their amounts.
    if (mapped && event.type === 'charge.refunded' && !mapped.refunds) {
      const list = await this.stripe.refunds.list({ payment_intent: mapped.providerRef, limit: 100 });
      mapped.refunds = list.data.map(providerRefund);
    }
    return mapped;
  }
}

/** A Stripe refund in the provider interface's words (its metadata names ours when we asked). */
function providerRefund(refund: Stripe.Refund): ProviderRefund {
  return {
    refundRef: refund.id,
    amountCents: refund.amount,
    status: refundStatus(refund.status),
    ...(refund.metadata?.refundId ? { refundId: refund.metadata.refundId } : {}),
    ...(refund.failure_reason ? { failureMessage: refund.failure_reason } : {}),
  };
}

/** Stripe's 404 (not this customer's card) and its outages in the provider interface's words. */
async function savedCardCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) throw new CardNotFoundError();
    if (err instanceof Stripe.errors.StripeError) throw new ProviderUnavailableError(err);
    throw err;
  }
}

/** Maps the Stripe events payments act on; others are acknowledged and ignored. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  const eventId = event.id;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { eventId, type: 'payment.succeeded', providerRef: event.data.object.id };
    case 'payment_intent.payment_failed':
      return {
        eventId,
        type: 'payment.failed',
        providerRef: event.data.object.id,
        failureMessage: event.data.object.last_payment_error?.message ?? 'Payment failed',
      };
    case 'payment_intent.requires_action':
      return { eventId, type: 'payment.requires_action', providerRef: event.data.object.id };
    case 'charge.refunded': {
      // Partial or full: the charge's refunds carry each amount (listed by the caller when absent).
      const providerRef = idOf(event.data.object.payment_intent);
      if (!providerRef) return null;
      const listed = event.data.object.refunds?.data;
      return { eventId, type: 'refund.succeeded', providerRef, ...(listed?.length ? { refunds: listed.map(providerRefund) } : {}) };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const providerRef = idOf(refund.payment_intent);
      if (!providerRef) return null;
      const mapped = providerRefund(refund);
      if (event.type === 'refund.failed') mapped.status = 'failed';
      return {
        eventId,
        type: mapped.status === 'failed' ? 'refund.failed' : 'refund.succeeded',
        providerRef,
        refundRef: refund.id,
        refunds: [mapped],
        ...(mapped.failureMessage ? { failureMessage: mapped.failureMessage } : {}),
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const providerRef = idOf(dispute.payment_intent);
      if (!providerRef) return null;
      const dueBy = dispute.evidence_details?.due_by;
      return {
        eventId,
        type: 'dispute.changed',
        providerRef,
        dispute: {
          disputeRef: dispute.id,
          amountCents: dispute.amount,
          reason: dispute.reason,
          // warning_closed: an inquiry that never became a chargeback, as good as won.
          status: dispute.status === 'won' || dispute.status === 'warning_closed' ? 'won' : dispute.status === 'lost' ? 'lost' : 'open',
          ...(dueBy ? { evidenceDueBy: new Date(dueBy * 1000).toISOString() } : {}),
        },
      };
    }
    default:
      return null;
  }
}

export function createStripeProvider(options: { secretKey: string; webhookSecret: string; clock: Clock; apiBase?: string }) {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const host = base
    ? {
        host: base.hostname,
        port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
        protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
      }
    : {};
  return new StripeProvider(
    new Stripe(options.secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, ...host }),
    options.webhookSecret,
    options.clock,
  );
}

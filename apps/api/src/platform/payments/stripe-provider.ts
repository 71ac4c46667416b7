import Stripe from 'stripe';
import type { Clock } from '../clock';
import {
  InvalidWebhookSignatureError,
  headerValue,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPaymentState,
  type RefundInput,
  type RefundResult,
  type RefundStatus,
  type WebhookHeaders,
} from './provider';

const refundStatus = (status: string | null): RefundStatus =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** Cards through Stripe PaymentIntents; the browser confirms with Elements, the webhook tells us the outcome. */
export class StripeProvider implements PaymentProvider {
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
      },
      // A retried request must not open a second intent for the same payment.
      { idempotencyKey: `payment-${input.paymentId}` },
    );
    if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without a client secret');
    return { clientSecret: intent.client_secret, providerRef: intent.id };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.providerRef, amount: input.amountCents },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundRef: refund.id, status: refundStatus(refund.status) };
  }

  async lookup(providerRef: string): Promise<ProviderPaymentState> {
    const intent = await this.stripe.paymentIntents.retrieve(providerRef, { expand: ['latest_charge'] });
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return { paid: intent.status === 'succeeded', refunded: !!charge && (charge.refunded || charge.amount_refunded > 0) };
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
    return toPaymentEvent(event);
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
      const providerRef = idOf(event.data.object.payment_intent);
      if (!providerRef) return null;
      return { eventId, type: 'refund.succeeded', providerRef, refundRef: event.data.object.refunds?.data[0]?.id };
    }
    case 'refund.failed': {
      const providerRef = idOf(event.data.object.payment_intent);
      if (!providerRef) return null;
      return {
        eventId,
        type: 'refund.failed',
        providerRef,
        refundRef: event.data.object.id,
        failureMessage: event.data.object.failure_reason ?? 'Refund failed',
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
  return new StripeProvider(new Stripe(options.secretKey, { maxNetworkRetries: 2, ...host }), options.webhookSecret, options.clock);
}

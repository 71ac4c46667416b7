import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import {
  InvalidWebhookSignatureError,
  headerValue,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentProvider,
  type RefundResult,
  type WebhookHeaders,
} from './provider';
import { CardMessage, cardOutcome, isExpired, type CardInput } from './sandbox-cards';
import { sandboxPaymentIntents, type SandboxIntentStatus } from './schema';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Like Stripe: a signed event older (or newer) than this is refused, so a captured one cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
const EVENT_TYPES: readonly PaymentEventType[] = ['payment.succeeded', 'payment.failed', 'payment.requires_action', 'refund.succeeded', 'refund.failed'];
const OPEN: SandboxIntentStatus[] = ['requires_payment_method', 'requires_action'];

export interface SandboxOptions {
  db: Db;
  clock: Clock;
  webhookSecret: string;
  /** The app's own webhook handler: outcomes travel the same signed-event path as a real provider's. */
  deliver(rawBody: Buffer, headers: WebhookHeaders): Promise<void>;
}

export interface ConfirmResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  message: string;
}

type Intent = typeof sandboxPaymentIntents.$inferSelect;

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** A local stand-in for a card and wallet provider: no network, same code paths as the real ones. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly options: SandboxOptions) {}

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const ref = `pi_sbx_${token(12)}`;
    const clientSecret = `${ref}_secret_${token(16)}`;
    await this.options.db.insert(sandboxPaymentIntents).values({
      id: ref,
      clientSecret,
      paymentId: input.paymentId,
      method: input.method,
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
    });
    return input.method === 'paypal' ? { redirectUrl: `/api/pay/sandbox/wallet/${ref}`, providerRef: ref } : { clientSecret, providerRef: ref };
  }

  /** The card form's confirm: the outcome follows the test card used. */
  async confirmCard(clientSecret: string, card: CardInput): Promise<ConfirmResult> {
    if (isExpired(card.expiryDate, this.options.clock.now())) {
      throw AppError.validation(CardMessage.expired, [{ path: 'expiryDate', message: CardMessage.expired }]);
    }
    const intent = await this.intentBySecret(clientSecret);
    if (!OPEN.includes(intent.status)) throw alreadySucceeded();
    switch (cardOutcome(card.cardNumber)) {
      case 'succeeded':
        return this.succeed(intent);
      case 'declined':
        return this.fail(intent, CardMessage.declined);
      case 'insufficient_funds':
        return this.fail(intent, CardMessage.insufficientFunds);
      case 'requires_action': {
        await this.transition(intent, 'requires_action', null);
        await this.emit('payment.requires_action', intent.id);
        return { status: 'requires_action', message: 'Your bank asks you to authenticate this payment.' };
      }
    }
  }

  /** The 3D Secure challenge: approving completes the payment, denying fails it. */
  async authenticate(clientSecret: string, approve: boolean): Promise<ConfirmResult> {
    const intent = await this.intentBySecret(clientSecret);
    if (intent.status !== 'requires_action') throw AppError.rejected('This payment does not need authentication');
    return approve ? this.succeed(intent) : this.fail(intent, CardMessage.authenticationFailed);
  }

  /** A wallet intent by its reference, for the approval page (null when unknown). */
  async findWalletIntent(ref: string): Promise<Intent | null> {
    const [intent] = await this.options.db
      .select()
      .from(sandboxPaymentIntents)
      .where(and(eq(sandboxPaymentIntents.id, ref), eq(sandboxPaymentIntents.method, 'paypal')));
    return intent ?? null;
  }

  /** The shopper approved on the wallet page: captured here, on the server, never on the browser's word. */
  async captureWallet(ref: string): Promise<ConfirmResult> {
    const intent = await this.findWalletIntent(ref);
    if (!intent) throw AppError.notFound('Payment not found');
    if (!OPEN.includes(intent.status)) throw alreadySucceeded();
    return this.succeed(intent);
  }

  async refund(input: { providerRef: string; amountCents: number }): Promise<RefundResult> {
    const refundRef = `re_sbx_${token(12)}`;
    const refunded = await this.options.db
      .update(sandboxPaymentIntents)
      .set({ refundedCents: input.amountCents, updatedAt: this.options.clock.now() })
      .where(and(eq(sandboxPaymentIntents.id, input.providerRef), eq(sandboxPaymentIntents.status, 'succeeded'), eq(sandboxPaymentIntents.refundedCents, 0)))
      .returning({ id: sandboxPaymentIntents.id });
    if (refunded.length === 0) {
      await this.emit('refund.failed', input.providerRef, { refundRef, failureMessage: 'Only a completed payment can be refunded, once.' });
      return { refundRef, status: 'failed' };
    }
    await this.emit('refund.succeeded', input.providerRef, { refundRef });
    return { refundRef, status: 'succeeded' };
  }

  async verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent | null> {
    const parts = new Map(
      (headerValue(headers, SANDBOX_SIGNATURE_HEADER) ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
    );
    const timestamp = Number(parts.get('t'));
    const given = Buffer.from(parts.get('v1') ?? '', 'hex');
    const expected = Buffer.from(this.signature(timestamp, rawBody), 'hex');
    if (!Number.isInteger(timestamp) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new InvalidWebhookSignatureError();
    }
    if (Math.abs(this.options.clock.now().getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
      throw new InvalidWebhookSignatureError('Webhook signature has expired');
    }
    const event = JSON.parse(rawBody.toString('utf8')) as { id: string; type: PaymentEventType; data: Omit<PaymentEvent, 'eventId' | 'type'> };
    if (!EVENT_TYPES.includes(event.type)) return null;
    return { eventId: event.id, type: event.type, ...event.data };
  }

  private signature(timestamp: number, rawBody: Buffer): string {
    return createHmac('sha256', this.options.webhookSecret).update(`${timestamp}.`).update(rawBody).digest('hex');
  }

  /** Signs an event as a provider would and hands it to the app's webhook handler, which verifies it. */
  private async emit(type: PaymentEventType, providerRef: string, extra: { failureMessage?: string; refundRef?: string } = {}) {
    const timestamp = Math.floor(this.options.clock.now().getTime() / 1000);
    const body = Buffer.from(JSON.stringify({ id: `evt_sbx_${token(12)}`, type, created: timestamp, data: { providerRef, ...extra } }));
    await this.options.deliver(body, { [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${this.signature(timestamp, body)}` });
  }

  private async intentBySecret(clientSecret: string): Promise<Intent> {
    const [intent] = await this.options.db
      .select()
      .from(sandboxPaymentIntents)
      .where(and(eq(sandboxPaymentIntents.clientSecret, clientSecret), eq(sandboxPaymentIntents.method, 'stripe')));
    if (!intent) throw AppError.notFound('Payment not found');
    return intent;
  }

  /** Moves an open intent on; a parallel confirm that already finished it makes this one a 400. */
  private async transition(intent: Intent, status: SandboxIntentStatus, lastError: string | null) {
    const moved = await this.options.db
      .update(sandboxPaymentIntents)
      .set({ status, lastError, updatedAt: this.options.clock.now() })
      .where(and(eq(sandboxPaymentIntents.id, intent.id), inArray(sandboxPaymentIntents.status, OPEN)))
      .returning({ id: sandboxPaymentIntents.id });
    if (moved.length === 0) throw alreadySucceeded();
  }

  private async succeed(intent: Intent): Promise<ConfirmResult> {
    await this.transition(intent, 'succeeded', null);
    await this.emit('payment.succeeded', intent.id);
    return { status: 'succeeded', message: 'Payment succeeded' };
  }

  /** Like a real PaymentIntent, a failed one can be retried with another card. */
  private async fail(intent: Intent, message: string): Promise<ConfirmResult> {
    await this.transition(intent, 'requires_payment_method', message);
    await this.emit('payment.failed', intent.id, { failureMessage: message });
    return { status: 'failed', message };
  }
}

const alreadySucceeded = () => AppError.rejected('This payment has already succeeded');

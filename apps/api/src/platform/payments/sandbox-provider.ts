import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../clock';
import { crashPoint } from '../crash';
import { traceHeaders } from '../observability/trace-context';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import {
  InvalidWebhookSignatureError,
  ProviderRefusedError,
  headerValue,
  type CreatePaymentInput,
  type CreatedPayment,
  type DisputeEvidenceInput,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentProvider,
  type ProviderDispute,
  type ProviderPaymentState,
  type ProviderRefund,
  type RefundInput,
  type RefundResult,
  type WebhookHeaders,
} from './provider';
import { CardMessage, cardOutcome, isExpired, type CardInput } from './sandbox-cards';
import { sandboxEvents, sandboxPaymentIntents, sandboxRefunds, type SandboxIntentStatus } from './schema';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** Like Stripe: a signed event older (or newer) than this is refused, so a captured one cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
const EVENT_TYPES: readonly PaymentEventType[] = [
  'payment.succeeded',
  'payment.failed',
  'payment.requires_action',
  'refund.succeeded',
  'refund.failed',
  'dispute.changed',
];
const OPEN: SandboxIntentStatus[] = ['requires_payment_method', 'requires_action'];

export const SANDBOX_DELIVERY_QUEUE = 'sandbox.deliver';

export interface SandboxOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  webhookSecret: string;
  jobs: JobQueue;
  /** Where events are delivered (the app's sandbox webhook route); null until the server listens. */
  webhookUrl(): string | null;
}

export interface ConfirmResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  message: string;
}

type Intent = typeof sandboxPaymentIntents.$inferSelect;
type SandboxEvent = typeof sandboxEvents.$inferSelect;
type EventData = { failureMessage?: string; refundRef?: string; refunds?: ProviderRefund[]; dispute?: ProviderDispute };

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
    return input.method === 'paypal'
      ? { redirectUrl: `/api/pay/sandbox/wallet/${ref}`, providerRef: ref }
      : { clientSecret, providerRef: ref };
  }

  /** The card form's confirm: the outcome follows the test card used. */
  async confirmCard(clientSecret: string, card: CardInput): Promise<ConfirmResult> {
    if (isExpired(card.expiryDate, this.options.clock.now())) {
      throw AppError.field('expiryDate', 'card-expired');
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
        await this.change(intent, 'requires_action', null, 'payment.requires_action');
        return { status: 'requires_action', message: 'Your bank asks you to authenticate this payment.' };
      }
    }
  }

  /** The 3D Secure challenge: approving completes the payment, denying fails it. */
  async authenticate(clientSecret: string, approve: boolean): Promise<ConfirmResult> {
    const intent = await this.intentBySecret(clientSecret);
    if (intent.status !== 'requires_action') throw new AppError('payment-needs-no-authentication');
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
    if (!intent) throw new AppError('payment-not-found');
    if (!OPEN.includes(intent.status)) throw alreadySucceeded();
    return this.succeed(intent);
  }

  /**
   * Refunds all or part of a completed payment, as a card provider does: several refunds, never more
   * than what was captured in all; the same idempotency key answers the same refund again.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    const { event, result } = await this.options.db.transaction(async (tx) => {
      const [known] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
      if (known) return { event: null, result: { refundRef: known.id, status: known.status } };
      const refundRef = `re_sbx_${token(12)}`;
      const refunded = await tx
        .update(sandboxPaymentIntents)
        .set({ refundedCents: sql`${sandboxPaymentIntents.refundedCents} + ${input.amountCents}`, updatedAt: this.options.clock.now() })
        .where(
          and(
            eq(sandboxPaymentIntents.id, input.providerRef),
            eq(sandboxPaymentIntents.status, 'succeeded'),
            sql`${sandboxPaymentIntents.refundedCents} + ${input.amountCents} <= ${sandboxPaymentIntents.amountCents}`,
          ),
        )
        .returning({ id: sandboxPaymentIntents.id });
      const status = refunded.length > 0 ? ('succeeded' as const) : ('failed' as const);
      const [intent] = await tx
        .select({ id: sandboxPaymentIntents.id })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, input.providerRef));
      if (!intent) throw new Error(`Sandbox payment ${input.providerRef} does not exist`);
      await tx
        .insert(sandboxRefunds)
        .values({ id: refundRef, intentId: intent.id, idempotencyKey: input.idempotencyKey, amountCents: input.amountCents, status });
      const reported: ProviderRefund = {
        refundRef,
        amountCents: input.amountCents,
        status,
        ...(input.refundId ? { refundId: input.refundId } : {}),
        ...(status === 'failed' ? { failureMessage: 'Only a completed payment can be refunded, up to what was captured.' } : {}),
      };
      const event = await this.record(tx, status === 'succeeded' ? 'refund.succeeded' : 'refund.failed', input.providerRef, {
        refundRef,
        refunds: [reported],
        ...(reported.failureMessage ? { failureMessage: reported.failureMessage } : {}),
      });
      return { event, result: { refundRef, status } };
    });
    if (event) await this.deliverNow(event);
    return result;
  }

  /**
   * A refund made in the provider's dashboard (development only): no call of the store's, so the
   * event tells it, and the store records its own refund row (source provider). Part of the payment
   * or the rest; never more than what is left.
   */
  async refundFromDashboard(providerRef: string, amountCents?: number): Promise<RefundResult> {
    const [intent] = await this.options.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, providerRef));
    if (!intent || intent.status !== 'succeeded') throw new AppError('payment-not-found');
    const left = intent.amountCents - intent.refundedCents;
    const cents = amountCents ?? left;
    if (cents > left) throw new AppError('refund-above-capture');
    return this.refund({ providerRef, amountCents: cents, idempotencyKey: `dashboard-${token(8)}` });
  }

  /**
   * A cardholder's bank disputes a completed payment (development only): `dispute.changed` with the
   * dispute open and an evidence deadline, as Stripe's `charge.dispute.created` tells it.
   */
  async openDispute(providerRef: string, input: { amountCents?: number; reason?: string; dueInDays?: number } = {}) {
    const [intent] = await this.options.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, providerRef));
    if (!intent || intent.status !== 'succeeded') throw new AppError('payment-not-found');
    const dispute: ProviderDispute = {
      disputeRef: `dp_sbx_${token(12)}`,
      amountCents: Math.min(input.amountCents ?? intent.amountCents, intent.amountCents),
      reason: input.reason ?? 'product_not_received',
      status: 'open',
      evidenceDueBy: new Date(this.options.clock.now().getTime() + (input.dueInDays ?? 7) * 86_400_000).toISOString(),
    };
    const event = await this.options.db.transaction((tx) => this.record(tx, 'dispute.changed', providerRef, { dispute }));
    await this.deliverNow(event);
    return dispute;
  }

  /** The bank decided a sandbox dispute: won (the money stays) or lost (it goes back to the cardholder). */
  async closeDispute(disputeRef: string, outcome: 'won' | 'lost') {
    const [opened] = await this.options.db
      .select()
      .from(sandboxEvents)
      .where(and(eq(sandboxEvents.type, 'dispute.changed'), sql`${sandboxEvents.data}->'dispute'->>'disputeRef' = ${disputeRef}`))
      .orderBy(sandboxEvents.createdAt)
      .limit(1);
    const dispute = (opened?.data as EventData | undefined)?.dispute;
    if (!opened || !dispute) throw new AppError('dispute-not-found');
    const closed: ProviderDispute = { ...dispute, status: outcome };
    const event = await this.options.db.transaction((tx) => this.record(tx, 'dispute.changed', opened.providerRef, { dispute: closed }));
    await this.deliverNow(event);
    return closed;
  }

  /**
   * Evidence for a sandbox dispute (decision 056): taken while it is open, as the providers do; the
   * sandbox keeps no evidence and sends no event (its disputes have no "under review" to tell).
   */
  async submitDisputeEvidence(input: DisputeEvidenceInput): Promise<void> {
    const [latest] = await this.options.db
      .select()
      .from(sandboxEvents)
      .where(and(eq(sandboxEvents.type, 'dispute.changed'), sql`${sandboxEvents.data}->'dispute'->>'disputeRef' = ${input.disputeRef}`))
      .orderBy(desc(sandboxEvents.createdAt))
      .limit(1);
    const dispute = (latest?.data as EventData | undefined)?.dispute;
    if (!dispute) throw new ProviderRefusedError(`No such dispute: ${input.disputeRef}`);
    if (dispute.status !== 'open') throw new ProviderRefusedError('This dispute is closed and takes no more evidence.');
  }

  async lookup(providerRef: string): Promise<ProviderPaymentState> {
    const [intent] = await this.options.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, providerRef));
    return {
      paid: intent?.status === 'succeeded',
      refunded: !!intent && intent.refundedCents > 0,
      refundedCents: intent?.refundedCents ?? 0,
    };
  }

  /**
   * Delivers one event to the webhook route over HTTP, signed at sending time. A 2xx marks it
   * delivered; anything else throws, and the delivery job tries again later with backoff.
   */
  async deliver(eventId: string): Promise<void> {
    const [event] = await this.options.db.select().from(sandboxEvents).where(eq(sandboxEvents.id, eventId));
    if (!event || event.deliveredAt) return;
    const url = this.options.webhookUrl();
    if (!url) throw new Error('The sandbox webhook address is not known yet');
    const timestamp = Math.floor(this.options.clock.now().getTime() / 1000);
    const body = JSON.stringify({
      id: event.id,
      type: event.type,
      created: Math.floor(event.createdAt.getTime() / 1000),
      data: { providerRef: event.providerRef, ...event.data },
    });
    let failure: string | null = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${this.signature(timestamp, Buffer.from(body))}`,
          // The checkout's trace goes on into the webhook it causes (a real provider's would start its own).
          ...traceHeaders(),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) failure = `webhook answered ${res.status}`;
    } catch (err) {
      failure = (err as Error).message;
    }
    await this.options.db
      .update(sandboxEvents)
      .set(
        failure
          ? { attempts: sql`${sandboxEvents.attempts} + 1`, lastError: failure.slice(0, 300) }
          : { attempts: sql`${sandboxEvents.attempts} + 1`, deliveredAt: this.options.clock.now(), lastError: null },
      )
      .where(eq(sandboxEvents.id, eventId));
    if (failure) throw new Error(`Sandbox event ${eventId} not delivered: ${failure}`);
  }

  /** Events not delivered for a while (their job lost or exhausted): queued again by reconciliation. */
  async undeliveredSince(before: Date): Promise<string[]> {
    const rows = await this.options.db
      .select({ id: sandboxEvents.id })
      .from(sandboxEvents)
      .where(and(isNull(sandboxEvents.deliveredAt), lt(sandboxEvents.createdAt, before)))
      .orderBy(asc(sandboxEvents.createdAt))
      .limit(500);
    return rows.map((r) => r.id);
  }

  async requeue(eventIds: string[]) {
    if (eventIds.length === 0) return;
    await this.options.db.transaction(async (tx) => {
      for (const eventId of eventIds) await this.options.jobs.enqueue(tx, SANDBOX_DELIVERY_QUEUE, { eventId });
    });
  }

  /** The event log, newest first (development: what the sandbox told the app, and whether it got through). */
  async listEvents(limit = 50): Promise<SandboxEvent[]> {
    return this.options.db.select().from(sandboxEvents).orderBy(desc(sandboxEvents.createdAt), desc(sandboxEvents.id)).limit(limit);
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
    const event = JSON.parse(rawBody.toString('utf8')) as {
      id: string;
      type: PaymentEventType;
      data: Omit<PaymentEvent, 'eventId' | 'type'>;
    };
    if (!EVENT_TYPES.includes(event.type)) return null;
    return { eventId: event.id, type: event.type, ...event.data };
  }

  private signature(timestamp: number, rawBody: Buffer): string {
    return createHmac('sha256', this.options.webhookSecret).update(`${timestamp}.`).update(rawBody).digest('hex');
  }

  /** Records an event and its delivery job in the caller's transaction: an outcome is never lost between the two. */
  private async record(tx: Tx, type: PaymentEventType, providerRef: string, data: EventData = {}) {
    const [event] = await tx
      .insert(sandboxEvents)
      .values({ id: `evt_sbx_${token(12)}`, type, providerRef, data, createdAt: this.options.clock.now() })
      .returning();
    await this.options.jobs.enqueue(tx, SANDBOX_DELIVERY_QUEUE, { eventId: event!.id });
    return event!;
  }

  /** Tries the delivery at once, so the shopper's next screen already knows; its job is the durable retry. */
  private async deliverNow(event: SandboxEvent) {
    crashPoint('sandbox.before-delivery');
    await this.deliver(event.id).catch((err: unknown) =>
      this.options.log.warn({ err, eventId: event.id }, 'sandbox event delivery failed, will retry'),
    );
  }

  private async intentBySecret(clientSecret: string): Promise<Intent> {
    const [intent] = await this.options.db
      .select()
      .from(sandboxPaymentIntents)
      .where(and(eq(sandboxPaymentIntents.clientSecret, clientSecret), eq(sandboxPaymentIntents.method, 'stripe')));
    if (!intent) throw new AppError('payment-not-found');
    return intent;
  }

  /**
   * Moves an open intent on and records the event it makes, in one transaction; a parallel confirm
   * that already finished it makes this one a 400. The event is then delivered.
   */
  private async change(
    intent: Intent,
    status: SandboxIntentStatus,
    lastError: string | null,
    type: PaymentEventType,
    data: EventData = {},
  ) {
    const event = await this.options.db.transaction(async (tx) => {
      const moved = await tx
        .update(sandboxPaymentIntents)
        .set({ status, lastError, updatedAt: this.options.clock.now() })
        .where(and(eq(sandboxPaymentIntents.id, intent.id), inArray(sandboxPaymentIntents.status, OPEN)))
        .returning({ id: sandboxPaymentIntents.id });
      if (moved.length === 0) throw alreadySucceeded();
      return this.record(tx, type, intent.id, data);
    });
    await this.deliverNow(event);
  }

  private async succeed(intent: Intent): Promise<ConfirmResult> {
    await this.change(intent, 'succeeded', null, 'payment.succeeded');
    return { status: 'succeeded', message: 'Payment succeeded' };
  }

  /** Like a real PaymentIntent, a failed one can be retried with another card. */
  private async fail(intent: Intent, message: string): Promise<ConfirmResult> {
    await this.change(intent, 'requires_payment_method', message, 'payment.failed', { failureMessage: message });
    return { status: 'failed', message };
  }
}

const alreadySucceeded = () => new AppError('payment-already-succeeded');

import {
  DisputeEvidenceStatus,
  DisputeStatus,
  PaymentMethod,
  PaymentOrderType,
  PaymentProviderName,
  PaymentStatus,
  type DisputeEvidenceFields,
} from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';
import type { RefundLine } from '../../domain/extension-points';
import { users } from '../account/schema';

export const RefundStatus = ['pending', 'succeeded', 'failed'] as const;

/**
 * One attempt to pay one order through one provider. `paid_at` records that money arrived;
 * `status` whether it counted for the order (a payment the order could no longer take is
 * `canceled` and refunded).
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderType: text('order_type', { enum: PaymentOrderType }).notNull(),
    orderId: text('order_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: PaymentProviderName }).notNull(),
    method: text('method', { enum: PaymentMethod }).notNull(),
    providerRef: text('provider_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: PaymentStatus }).notNull().default('pending'),
    failureMessage: text('failure_message'),
    /** What the checkout dialog needs again when the shopper reopens it (the pending payment is reused). */
    clientSecret: text('client_secret'),
    redirectUrl: text('redirect_url'),
    paidAt: ts('paid_at'),
    /**
     * A summary of the payment's refunds (the `refunds` rows are the truth): `pending` while one is
     * in flight, `succeeded` once the whole capture is refunded, `failed` when the last one failed.
     */
    refundStatus: text('refund_status', { enum: RefundStatus }),
    refundRef: text('refund_ref'),
    /** The sum of its succeeded refunds; never more than `amount_cents` (checked). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** What the provider kept of it, once it reports it (reconciliation reads it); null: not reported. */
    feeCents: integer('fee_cents'),
    /** When reconciliation last compared this payment with its provider. */
    reconciledAt: ts('reconciled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_key').on(t.providerRef),
    index('payments_unpaid_created_idx')
      .on(t.createdAt)
      .where(sql`${t.paidAt} is null`),
    index('payments_refund_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.refundStatus} = 'pending'`),
    index('payments_order_idx').on(t.orderType, t.orderId),
    index('payments_user_idx').on(t.userId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_refunded_within_capture', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

export const RefundSource = ['console', 'provider', 'system'] as const;

/**
 * One refund at the provider (decision 031): any number per payment, their amounts (pending and
 * succeeded) never above the capture — `requestRefund` checks that with the payment row locked.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** The provider's refund id, once known (a refund made at the provider arrives with it). */
    providerRef: text('provider_ref'),
    status: text('status', { enum: RefundStatus }).notNull().default('pending'),
    failureMessage: text('failure_message'),
    /** Sent to the provider with the refund: a retried call refunds once. */
    idempotencyKey: text('idempotency_key').notNull(),
    source: text('source', { enum: RefundSource }).notNull(),
    /** The operator who asked (console); null for the provider's and the system's own. */
    requestedBy: text('requested_by'),
    lines: jsonb('lines').$type<RefundLine[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_key').on(t.idempotencyKey),
    uniqueIndex('refunds_provider_ref_key').on(t.providerRef),
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The shopper's customer at a provider that saves cards (Stripe), created lazily at their first card
 * payment. One per user and provider (primary key): parallel first payments insert the same
 * customer, which Stripe answered once for the user's idempotency key.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: PaymentProviderName }).notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] }), uniqueIndex('payment_customers_ref_key').on(t.provider, t.customerRef)],
);

/** Every webhook event applied, by the provider's event id: a repeat delivery finds its row and does nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: PaymentProviderName }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export interface ReconciliationFinding {
  paymentId?: string;
  eventId?: string;
  provider: string;
  action: string;
}

/** One reconciliation run: what was compared with the providers and what it put right (admin report). */
export const paymentReconciliations = pgTable(
  'payment_reconciliations',
  {
    id: id(),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    checked: integer('checked').notNull().default(0),
    fixed: integer('fixed').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    findings: jsonb('findings').$type<ReconciliationFinding[]>().notNull().default([]),
  },
  (t) => [index('payment_reconciliations_started_idx').on(t.startedAt)],
);

/**
 * A chargeback of a payment (decision 032): while `open` the order is held (shipping refused);
 * won, the payment counts again; lost, its amount becomes a refund row (the money is gone).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    provider: text('provider', { enum: PaymentProviderName }).notNull(),
    providerRef: text('provider_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: DisputeStatus }).notNull().default('open'),
    evidenceDueBy: ts('evidence_due_by'),
    closedAt: ts('closed_at'),
    // Our answer (decision 056): the fields sent, where the sending stands, and the provider's refusal.
    // `evidenceAttempt` names each send (its idempotency key): a retry after a refusal is a new request.
    evidenceStatus: text('evidence_status', { enum: DisputeEvidenceStatus }).notNull().default('not_submitted'),
    evidenceFields: jsonb('evidence_fields').$type<DisputeEvidenceFields>(),
    evidenceAttempt: integer('evidence_attempt').notNull().default(0),
    evidenceRequestedAt: ts('evidence_requested_at'),
    evidenceRequestedBy: text('evidence_requested_by'),
    evidenceSubmittedAt: ts('evidence_submitted_at'),
    evidenceError: text('evidence_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('disputes_provider_ref_key').on(t.provider, t.providerRef), index('disputes_payment_idx').on(t.paymentId)],
);

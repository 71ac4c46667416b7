import { PaymentMethod, PaymentOrderType, PaymentProviderName, PaymentStatus } from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';
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
    refundStatus: text('refund_status', { enum: RefundStatus }),
    refundRef: text('refund_ref'),
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

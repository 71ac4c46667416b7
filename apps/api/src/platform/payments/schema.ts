import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts, updatedAt } from '../../db/columns';

export const SandboxIntentStatus = ['requires_payment_method', 'requires_action', 'succeeded'] as const;
export type SandboxIntentStatus = (typeof SandboxIntentStatus)[number];

/**
 * The sandbox provider's own PaymentIntent-like records. Kept in the database, not in memory, so
 * a checkout survives a restart and works across several instances like a real provider would.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    /** The provider reference handed to the payment module (`pi_sbx_...`). */
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    paymentId: text('payment_id').notNull(),
    method: text('method', { enum: ['stripe', 'paypal'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: SandboxIntentStatus }).notNull().default('requires_payment_method'),
    lastError: text('last_error'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sandbox_payment_intents_client_secret_key').on(t.clientSecret),
    check('sandbox_payment_intents_amounts', sql`${t.amountCents} > 0 and ${t.refundedCents} between 0 and ${t.amountCents}`),
  ],
);

/** Refunds the sandbox made, by the caller's idempotency key: a repeated request answers the same refund. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => sandboxPaymentIntents.id),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_refunds_idempotency_key').on(t.idempotencyKey)],
);

/**
 * Every event the sandbox sends, written in the transaction of the change it reports and delivered
 * to the webhook route over HTTP until it answers 2xx, as Stripe does.
 */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    providerRef: text('provider_ref').notNull(),
    data: jsonb('data').$type<{ failureMessage?: string; refundRef?: string; dispute?: unknown }>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: ts('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_events_undelivered_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

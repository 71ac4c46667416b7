import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

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

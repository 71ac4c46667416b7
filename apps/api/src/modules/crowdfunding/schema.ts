import { CrowdfundingStatus, PaymentStatus, SpecStatus, SupportRefundStatus } from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';
import { users } from '../account/schema';
import { characters } from '../character/schema';

/** The crowdfunding campaign of a character; progress and target in cents. */
export const crowdfundings = pgTable(
  'crowdfundings',
  {
    id: id(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CrowdfundingStatus }).notNull().default('inactive'),
    currentCents: integer('current_cents').notNull().default(0),
    targetCents: integer('target_cents').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    endAt: ts('end_at'),
    startedAt: ts('started_at'),
    /** When the campaign left `active` (funded or failed). */
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('crowdfundings_character_key').on(t.characterId),
    index('crowdfundings_status_idx').on(t.status),
    check('crowdfundings_cents_nonneg', sql`${t.currentCents} >= 0 and ${t.targetCents} > 0`),
  ],
);

/** Support tiers of a campaign: a price and the diamonds it buys. */
export const crowdfundingSpecs = pgTable(
  'crowdfunding_specs',
  {
    id: id(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    /** The tier's name and rewards as the operator wrote them; '' when not given (the price names it). */
    name: text('name').notNull().default(''),
    rewards: text('rewards').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    diamond: integer('diamond').notNull(),
    status: text('status', { enum: SpecStatus }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('crowdfunding_specs_character_idx').on(t.characterId),
    check('crowdfunding_specs_positive', sql`${t.priceCents} > 0 and ${t.diamond} > 0`),
  ],
);

/**
 * One support of a campaign (an order of type crowdfunding_support). Amount and diamonds are
 * copied from the spec when the support is placed, so a later spec edit cannot change a paid order.
 */
export const crowdfundingSupports = pgTable(
  'crowdfunding_supports',
  {
    id: id(),
    no: text('no').notNull(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    specId: text('spec_id')
      .notNull()
      .references(() => crowdfundingSpecs.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    diamond: integer('diamond').notNull(),
    status: text('status', { enum: PaymentStatus }).notNull().default('pending'),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    refundStatus: text('refund_status', { enum: SupportRefundStatus }),
    /** What its succeeded refunds gave back, and the diamonds they took back (decision 031). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    diamondsTakenBack: integer('diamonds_taken_back').notNull().default(0),
    paymentId: text('payment_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('crowdfunding_supports_no_key').on(t.no),
    index('crowdfunding_supports_user_idx').on(t.userId, t.createdAt),
    index('crowdfunding_supports_character_status_idx').on(t.characterId, t.status),
    index('crowdfunding_supports_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('crowdfunding_supports_positive', sql`${t.amountCents} > 0 and ${t.diamond} > 0`),
  ],
);

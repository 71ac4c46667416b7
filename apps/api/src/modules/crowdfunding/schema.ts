import {
  type Address,
  type CampaignAmendmentChange,
  ChargeMode,
  type ParcelCharges,
  CrowdfundingStatus,
  DelayAnswer,
  PaymentStatus,
  PledgeStatus,
  SpecStatus,
  SupportRefundStatus,
} from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';
import { users } from '../account/schema';
import { characters } from '../character/schema';

/**
 * How a support's shipping and tax were priced for its address (decision 049; the same fields as a
 * figurine order's `charges`): its zone, the tax rule applied and the shipping's share of the tax.
 */
export type SupportCharges = ParcelCharges;

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
    /**
     * Funded by an operator below its goal (decision 036): the written reason. Shoppers are then not
     * told it reached its goal.
     */
    fundedBelowGoalReason: text('funded_below_goal_reason'),
    /** The estimated ship month of its rewards (`2027-03`, issue 29); a delay moves it and leaves a `campaign_delays` row. */
    shipMonth: text('ship_month'),
    /** Paid at once (the SPEC's), or pledged and charged when funded (decision 040). */
    chargeMode: text('charge_mode', { enum: ChargeMode }).notNull().default('now'),
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
    /**
     * The reward includes a parcel shipped to the supporter (decision 049): shipping and tax are added for
     * their address. False (the SPEC's tier: a price and its diamonds) ships nothing: no shipping, no tax.
     */
    ships: boolean('ships').notNull().default(false),
    /** One reward parcel's weight, for rates by weight. */
    weightGrams: integer('weight_grams').notNull().default(500),
    createdAt: createdAt(),
  },
  (t) => [
    index('crowdfunding_specs_character_idx').on(t.characterId),
    check('crowdfunding_specs_positive', sql`${t.priceCents} > 0 and ${t.diamond} > 0`),
    check('crowdfunding_specs_weight_range', sql`${t.weightGrams} between 0 and 100000`),
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
    /** The reward's price (the tier's): what counts toward the goal and the contributors' ranking. */
    amountCents: integer('amount_cents').notNull(),
    /**
     * Decision 049: one parcel's shipping and the tax (the reward's and the shipping's) for the
     * address below, and what is charged: reward + shipping + tax (a generated column, so it always
     * adds up). A pledge is re-priced when it is charged.
     */
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents')
      .notNull()
      .generatedAlwaysAs(sql`amount_cents + shipping_cents + tax_cents`),
    charges: jsonb('charges').$type<SupportCharges>(),
    /** Where the reward ships, copied when the support is placed (null: a reward that ships nothing, or older supports). */
    address: jsonb('address').$type<Address>(),
    diamond: integer('diamond').notNull(),
    status: text('status', { enum: PaymentStatus }).notNull().default('pending'),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    refundStatus: text('refund_status', { enum: SupportRefundStatus }),
    /** What its succeeded refunds gave back, and the diamonds they took back (decision 031). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    diamondsTakenBack: integer('diamonds_taken_back').notNull().default(0),
    paymentId: text('payment_id'),
    /**
     * A pledge (charge-on-success campaigns, decision 040): the support stays `pending` with its
     * saved card until the campaign is funded and the card charged; null for supports paid at once.
     */
    pledgeStatus: text('pledge_status', { enum: PledgeStatus }),
    /** The SetupIntent last started for it, and the card it saved (a provider PaymentMethod id). */
    pledgeSetupRef: text('pledge_setup_ref'),
    pledgeCardRef: text('pledge_card_ref'),
    /** Charge attempts so far; each has its payment id and idempotency key. */
    pledgeAttempts: integer('pledge_attempts').notNull().default(0),
    pledgePaymentId: text('pledge_payment_id'),
    /** Why the last charge failed (the provider's message) and its kind. */
    pledgeError: text('pledge_error'),
    pledgeErrorCode: text('pledge_error_code', { enum: ['authentication_required', 'declined', 'address_required'] }),
    /** When it first errored: the grace (7 days) runs from here. */
    pledgeErroredAt: ts('pledge_errored_at'),
    /** When the next retry (and reminder) is due while errored. */
    pledgeRetryAt: ts('pledge_retry_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('crowdfunding_supports_no_key').on(t.no),
    index('crowdfunding_supports_pledge_errored_idx')
      .on(t.pledgeRetryAt)
      .where(sql`${t.pledgeStatus} = 'errored'`),
    index('crowdfunding_supports_pledge_idx')
      .on(t.characterId)
      .where(sql`${t.pledgeStatus} is not null`),
    index('crowdfunding_supports_user_idx').on(t.userId, t.createdAt),
    index('crowdfunding_supports_character_status_idx').on(t.characterId, t.status),
    index('crowdfunding_supports_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('crowdfunding_supports_positive', sql`${t.amountCents} > 0 and ${t.diamond} > 0`),
    check('crowdfunding_supports_charges_nonneg', sql`${t.shippingCents} >= 0 and ${t.taxCents} >= 0`),
  ],
);

/**
 * An amendment of a running campaign (decisions 066, 072): the operator's reason and each change
 * as shoppers read it on the campaign page (`CampaignAmendmentChange`); the audit log keeps who.
 */
export const campaignAmendments = pgTable(
  'campaign_amendments',
  {
    id: id(),
    characterId: text('character_id')
      .notNull()
      .references(() => crowdfundings.characterId, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    changes: jsonb('changes').$type<CampaignAmendmentChange[]>().notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_amendments_character_idx').on(t.characterId, t.createdAt)],
);

/** A delay of a campaign's rewards recorded by the operator (issue 29). */
export const campaignDelays = pgTable(
  'campaign_delays',
  {
    id: id(),
    characterId: text('character_id')
      .notNull()
      .references(() => crowdfundings.characterId, { onDelete: 'cascade' }),
    fromMonth: text('from_month').notNull(),
    toMonth: text('to_month').notNull(),
    reason: text('reason').notNull(),
    needsConsent: boolean('needs_consent').notNull(),
    /** The operator who recorded it (an admin id; the audit log has the rest). */
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_delays_character_idx').on(t.characterId, t.createdAt)],
);

/** A campaign delay as one paid support hears it, and the backer's answer (the job `crowdfunding.delay-consent` refunds the unanswered). */
export const supportDelayNotices = pgTable(
  'support_delay_notices',
  {
    id: id(),
    delayId: text('delay_id')
      .notNull()
      .references(() => campaignDelays.id, { onDelete: 'cascade' }),
    supportId: text('support_id')
      .notNull()
      .references(() => crowdfundingSupports.id, { onDelete: 'cascade' }),
    needsConsent: boolean('needs_consent').notNull(),
    answerBy: ts('answer_by'),
    answer: text('answer', { enum: DelayAnswer }),
    answeredAt: ts('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_delay_notices_key').on(t.delayId, t.supportId),
    index('support_delay_notices_support_idx').on(t.supportId),
    index('support_delay_notices_due_idx')
      .on(t.answerBy)
      .where(sql`${t.answer} is null and ${t.needsConsent}`),
  ],
);

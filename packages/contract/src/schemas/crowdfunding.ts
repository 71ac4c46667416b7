import { z } from 'zod';
import { AddressSchema } from './address';
import { OrderTaxSchema, ShippingSettingsSchema, TaxSettingsSchema } from './shipping';
import { COUNT_MAX, COUNT_TARGET_MIN, RETURN_ADDRESS_MAX, RETURN_INSTRUCTIONS_MAX } from '../constants';
import { ChargeMode, CrowdfundingStatus, Gender, LedgerReason, PaymentStatus, PledgeStatus, WalletCurrency } from '../enums';
import { reason, type RefusalReason } from '../refusals';
import { DEFAULT_STORE_REGIONS, StoreRegion } from '../rules/promises';
import { AdminReasonSchema } from './admin-team';
import { DateTimeInputSchema, IdSchema, PageQuerySchema } from './common';
import { CharacterDetailSchema } from './character';
import { OrderDelaySchema } from './shop';

// Inputs (SPEC §5 messages). Money is in dollars on the wire.

export const CreateSupportInputSchema = z.object({
  characterId: IdSchema,
  specId: IdSchema,
  /** Where the reward ships (decision 049): one of the supporter's addresses; missing: their default. */
  userAddressId: IdSchema.optional(),
});
export type CreateSupportInput = z.infer<typeof CreateSupportInputSchema>;

/**
 * What a support of a tier costs shipped to the supporter's address (decision 049): the reward, one
 * parcel's shipping and the tax, priced by the same rule as figurine orders. A tier that ships
 * nothing (`ships` false: diamonds only) has no shipping and no tax and needs no address.
 */
export const SupportQuoteSchema = z.object({
  ships: z.boolean(),
  /** The address priced (null: none chosen and no default yet). */
  addressId: z.string().nullable(),
  served: z.boolean(),
  /** Why it cannot be supported as asked (a refusal reason with its params), when not served. */
  refusal: z.object({ reason: z.string(), country: z.string() }).nullable(),
  reward: z.number(),
  /** The tax of the reward itself (its share of `tax`). */
  rewardTax: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  taxDetail: OrderTaxSchema.nullable(),
});
export type SupportQuote = z.infer<typeof SupportQuoteSchema>;

/** `field` names its reasons (`<field>-required`, `-too-small`, `-too-large`). */
const amount = <F extends 'price' | 'diamond'>(field: F) =>
  z
    .number({ error: `${field}-required` satisfies RefusalReason })
    .min(1, { error: `${field}-too-small` satisfies RefusalReason })
    .max(COUNT_MAX, { error: `${field}-too-large` satisfies RefusalReason });

export const CreateCrowdfundingSpecInputSchema = z.object({
  characterId: IdSchema,
  price: amount('price'),
  diamond: amount('diamond').int(),
  /** The tier's name ("Early bird", "Deluxe") and what a backer gets; both may be left empty. */
  name: z
    .string()
    .trim()
    .max(60, { error: reason('tier-name-too-long') })
    .optional(),
  rewards: z
    .string()
    .trim()
    .max(1000, { error: reason('tier-rewards-too-long') })
    .optional(),
  /** Whether the reward is a parcel (decision 049); false: diamonds or digital only, no shipping or tax. */
  ships: z.boolean({ error: reason('tier-ships-invalid') }).optional(),
  /** The parcel's weight for rates by weight (grams; default 500). */
  weightGrams: z
    .number({ error: reason('weight-invalid') })
    .int({ error: reason('weight-invalid') })
    .min(0, { error: reason('weight-invalid') })
    .max(100_000, { error: reason('weight-invalid') })
    .optional(),
});
export type CreateCrowdfundingSpecInput = z.infer<typeof CreateCrowdfundingSpecInputSchema>;
/** A true partial update: a field left out keeps its value. */
export const UpdateCrowdfundingSpecInputSchema = CreateCrowdfundingSpecInputSchema.omit({ characterId: true }).partial();
export type UpdateCrowdfundingSpecInput = z.infer<typeof UpdateCrowdfundingSpecInputSchema>;

/** Campaign settings; a true partial update (a field left out keeps its value). */
export const AdminCrowdfundingInputSchema = z
  .object({
    countTarget: z
      .number({ error: reason('count-target-required') })
      .min(COUNT_TARGET_MIN, { error: reason('count-target-too-small') })
      .max(COUNT_MAX, { error: reason('count-target-too-large') }),
    images: z
      .array(z.string().min(1))
      .min(1, { error: reason('images-too-few') })
      .max(8, { error: reason('images-too-many') }),
    endAt: DateTimeInputSchema.refine((v) => Date.parse(v) > Date.now(), { error: reason('end-at-past') }),
    /** Charge now (the SPEC's) or charge on success (pledges, decision 040). */
    chargeMode: z.enum(ChargeMode, { error: reason('charge-mode-invalid') }),
  })
  .partial();
export type AdminCrowdfundingInput = z.infer<typeof AdminCrowdfundingInputSchema>;

/**
 * Decision 066: a running campaign's goal, end date and tiers' prices change only through this
 * amendment, with the operator's reason (audited old → new). The goal may not go below what is
 * already raised: "fund below goal, with a reason" stays the only way to fund it short.
 */
export const AmendCampaignInputSchema = z
  .object({
    countTarget: AdminCrowdfundingInputSchema.shape.countTarget,
    endAt: AdminCrowdfundingInputSchema.shape.endAt,
    /** New prices of some of its tiers. */
    tiers: z
      .array(
        z.object({
          id: IdSchema,
          price: z
            .number({ error: reason('price-required') })
            .min(1, { error: reason('price-too-small') })
            .max(COUNT_MAX, { error: reason('price-too-large') }),
        }),
      )
      .max(50),
    reason: AdminReasonSchema,
  })
  .partial({ countTarget: true, endAt: true, tiers: true })
  .refine((v) => v.countTarget !== undefined || v.endAt !== undefined || (v.tiers?.length ?? 0) > 0, {
    error: reason('amendment-empty'),
  });
export type AmendCampaignInput = z.infer<typeof AmendCampaignInputSchema>;

/** What a draft campaign still lacks before it can start (decision 066); the start refuses while any is missing. */
export const CampaignDraftGap = ['tier', 'image', 'title', 'description', 'end-at', 'goal'] as const;
export type CampaignDraftGap = (typeof CampaignDraftGap)[number];

const statusFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values, { error: reason('status-invalid') })])
    .optional()
    .transform((v) => v || undefined);

export const SupportOrderListQuerySchema = PageQuerySchema.extend({
  searchKeyword: z.string().trim().max(64).optional(),
  status: statusFilter(PaymentStatus),
});
export type SupportOrderListQuery = z.infer<typeof SupportOrderListQuerySchema>;
export const AdminSupportOrderListQuerySchema = SupportOrderListQuerySchema.extend({
  characterId: IdSchema.optional(),
  userId: IdSchema.optional(),
});
export type AdminSupportOrderListQuery = z.infer<typeof AdminSupportOrderListQuerySchema>;

export const UpdateSettingsInputSchema = z
  .object({
    defaultVoteCountTarget: z
      .number()
      .int()
      .min(COUNT_TARGET_MIN, { error: reason('default-vote-target-too-small') })
      .max(COUNT_MAX, { error: reason('default-vote-target-too-large') }),
    defaultCrowdfundingCountTarget: z
      .number()
      .min(COUNT_TARGET_MIN, { error: reason('default-campaign-target-too-small') })
      .max(COUNT_MAX, { error: reason('default-campaign-target-too-large') }),
    unpaidExpiryMinutes: z
      .number()
      .int()
      .min(1, { error: reason('unpaid-expiry-too-small') })
      .max(10_080, { error: reason('unpaid-expiry-too-large') }),
    shippingFee: z
      .number()
      .min(0, { error: reason('shipping-fee-negative') })
      .max(COUNT_MAX, { error: reason('shipping-fee-too-large') }),
    storeRegions: z.array(z.enum(StoreRegion)).min(1, { error: reason('store-regions-required') }),
    priceReferenceDays: z.union([z.literal(30), z.literal(7)]),
    raffleClosedRegions: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/),
      )
      .max(250),
    /** Issue 31 (decision 043): shipping zones and rates, and the tax tables. */
    shipping: ShippingSettingsSchema,
    taxes: TaxSettingsSchema,
    /** Issue 41 #5: the returns address and instructions a withdrawn order shows ('' clears them). */
    returnAddress: z
      .string()
      .trim()
      .max(RETURN_ADDRESS_MAX, { error: reason('return-address-too-long') }),
    returnInstructions: z
      .string()
      .trim()
      .max(RETURN_INSTRUCTIONS_MAX, { error: reason('return-instructions-too-long') }),
  })
  .partial();
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsInputSchema>;

// Responses. Money in dollars, dates as ISO strings.

const iso = z.string();
export const SupportRefundStatus = ['pending', 'succeeded', 'failed'] as const;

/** Why a pledge's charge failed: a card to confirm (3-D Secure), a card declined, or no address for a reward that ships (decision 059). */
export const PledgeErrorCodeSchema = z.enum(['authentication_required', 'declined', 'address_required']);

/** A crowdfunding support order as SPEC §3 lists it, plus its refund progress. */
export const SupportOrderSchema = z.object({
  id: z.string(),
  no: z.string(),
  status: z.enum(PaymentStatus),
  createdAt: iso,
  expiredAt: iso,
  paidAt: iso.nullable(),
  characterId: z.string(),
  character: z.object({ name: z.string(), illustration: z.string().nullable(), gender: z.enum(Gender) }),
  spec: z.object({ id: z.string(), price: z.number(), diamond: z.number() }),
  crowdfunding: z.object({ status: z.enum(CrowdfundingStatus), countCurrent: z.number(), countTarget: z.number() }),
  refundStatus: z.enum(SupportRefundStatus).nullable(),
  /** Issue 29: when the campaign's rewards are estimated to ship, and the delays the backer heard of (with their answers). */
  shipMonth: z.string().nullable().default(null),
  delays: z.array(OrderDelaySchema).default([]),
  /** A pledge's state (decision 040): its diamonds are pending until it is charged; null when paid at once. */
  pledgeStatus: z.enum(PledgeStatus).nullable().optional(),
  /** Why an errored pledge's charge failed (decision 059): `address_required` is fixed by adding an address, not a card. */
  pledgeErrorCode: PledgeErrorCodeSchema.nullable().optional(),
  /**
   * What the support charges (decision 049): the reward (`spec.price`), its shipping and tax, and the
   * total charged. A pledge's are re-priced when it is charged.
   */
  shipping: z.number().default(0),
  tax: z.number().default(0),
  total: z.number().optional(),
  taxDetail: OrderTaxSchema.nullable().default(null),
});
export type SupportOrder = z.infer<typeof SupportOrderSchema>;
export const AdminSupportOrderSchema = SupportOrderSchema.extend({
  userId: z.string(),
  paymentId: z.string().nullable(),
  /** Who placed it, for the console and its exports (issue 28 #4). */
  user: z.object({ username: z.string(), email: z.string().nullable() }).nullable().default(null),
  /** The tier with its name as the operator wrote it ('' when unnamed: the price names it), for the console (issue 39). */
  spec: SupportOrderSchema.shape.spec.extend({ name: z.string().default('') }),
  /** Where the reward ships (null: a tier that ships nothing), and what its refunds gave back (issue 39). */
  address: AddressSchema.nullable().default(null),
  refundedAmount: z.number().default(0),
});
export type AdminSupportOrder = z.infer<typeof AdminSupportOrderSchema>;

/**
 * One change of a running campaign's amendment (decision 066), as shoppers read it: its goal or a
 * tier's price in dollars, its end date as an instant; a tier by the name it had ('' unnamed: its old
 * price names it).
 */
export const CampaignAmendmentChangeSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('goal'), from: z.number(), to: z.number() }),
  z.object({ field: z.literal('end-at'), from: z.string().nullable(), to: z.string() }),
  z.object({ field: z.literal('tier-price'), tierName: z.string(), from: z.number(), to: z.number() }),
]);
export type CampaignAmendmentChange = z.infer<typeof CampaignAmendmentChangeSchema>;
/** An amendment of a running campaign, dated, with the operator's reason (shown on the campaign page, oldest first). */
export const CampaignAmendmentSchema = z.object({
  at: z.string(),
  reason: z.string(),
  changes: z.array(CampaignAmendmentChangeSchema),
});
export type CampaignAmendment = z.infer<typeof CampaignAmendmentSchema>;

export const CrowdfundingShowSchema = CharacterDetailSchema.extend({
  mySupports: z.array(SupportOrderSchema),
  /** Decision 072: what changed while it ran (goal, end, tier prices), and why. */
  amendments: z.array(CampaignAmendmentSchema).default([]),
});
export type CrowdfundingShow = z.infer<typeof CrowdfundingShowSchema>;
/** Platform settings as stored (targets in votes and dollars, fee in dollars). */
export const SettingsSchema = z.object({
  defaultVoteCountTarget: z.number(),
  defaultCrowdfundingCountTarget: z.number(),
  unpaidExpiryMinutes: z.number(),
  shippingFee: z.number(),
  storeRegions: z.array(z.enum(StoreRegion)).default([...DEFAULT_STORE_REGIONS]),
  priceReferenceDays: z.number(),
  raffleClosedRegions: z.array(z.string()),
  shipping: ShippingSettingsSchema,
  taxes: TaxSettingsSchema,
  returnAddress: z.string().default(''),
  returnInstructions: z.string().default(''),
});
export const AdminCrowdfundingSpecSchema = z.object({
  id: z.string(),
  name: z.string(),
  rewards: z.string(),
  price: z.number(),
  diamond: z.number(),
  status: z.enum(['inactive', 'active']),
  ships: z.boolean().default(false),
  weightGrams: z.number().default(500),
});

export const WalletHistoryRowSchema = z.object({
  id: z.string(),
  currency: z.enum(WalletCurrency),
  delta: z.number(),
  reason: z.enum(LedgerReason),
  createdAt: iso,
});
export type WalletHistoryRow = z.infer<typeof WalletHistoryRowSchema>;

// Pledges (charge-on-success campaigns, decision 040).

/** A card setup for a pledge: the browser confirms it with Stripe.js, then confirms the pledge. */
export const PledgeSetupSchema = z.object({
  supportId: z.string(),
  setupRef: z.string(),
  clientSecret: z.string(),
  /** Stripe.js's key, to confirm the setup with the card form. */
  publishableKey: z.string().optional(),
});
export type PledgeSetup = z.infer<typeof PledgeSetupSchema>;

export const ConfirmPledgeInputSchema = z.object({ setupRef: z.string().trim().min(1).max(255) });
export type ConfirmPledgeInput = z.infer<typeof ConfirmPledgeInputSchema>;

export const PledgeSchema = z.object({
  id: z.string(),
  no: z.string(),
  characterId: z.string(),
  status: z.enum(PledgeStatus),
  amountCents: z.number().int(),
  /** Pending until the pledge is charged. */
  diamonds: z.number().int(),
  error: z.string().nullable(),
  errorCode: PledgeErrorCodeSchema.nullable(),
  graceEndsAt: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
});
export type Pledge = z.infer<typeof PledgeSchema>;

/** The console's errored pledges, with their reasons. */
export const AdminErroredPledgeSchema = z.object({
  id: z.string(),
  no: z.string(),
  characterId: z.string(),
  /** The campaign and the backer by name, for the console (issue 41: names, never bare ids). */
  characterName: z.string().default(''),
  userId: z.string(),
  user: z.object({ username: z.string(), email: z.string().nullable() }).nullable().default(null),
  amountCents: z.number().int(),
  attempts: z.number().int(),
  code: PledgeErrorCodeSchema.nullable(),
  reason: z.string().nullable(),
  erroredAt: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
  graceEndsAt: z.string().nullable(),
});
export type AdminErroredPledge = z.infer<typeof AdminErroredPledgeSchema>;

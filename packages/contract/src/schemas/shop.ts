import { z } from 'zod';
import { COUNT_MAX } from '../constants';
import { FigurineOrderStatus, OrderKind } from '../enums';
import { CARRIER_IDS } from '../rules/carriers';
import { reason, type RefusalReason } from '../refusals';
import { SHIP_MONTH_PATTERN } from '../rules/promises';
import { AddressSchema } from './address';
import { OrderTaxSchema } from './shipping';
import { InteractionStateSchema } from './community';
import { DateTimeInputSchema, IdSchema, PageQuerySchema } from './common';
import { FigurineSpecRaffleSchema } from './raffle';
import { SaleSpecDetailsSchema } from './spec-details';

// Inputs (SPEC §5 messages). Money is in dollars on the wire; quantities are whole units.

const quantity = z
  .number({ error: reason('quantity-required') })
  .int({ error: reason('quantity-whole') })
  .min(1, { error: reason('quantity-too-small') })
  .max(COUNT_MAX, { error: reason('quantity-too-large') });

/** The client sends the whole purchase item; only the spec id and quantity are used (prices come from the database). */
export const PurchaseItemSchema = z.object({
  characterSaleSpecId: IdSchema,
  quantity,
  price: z.number().optional(),
  characterSaleSpecTitle: z.string().optional(),
  characterSaleSpecImage: z.string().nullable().optional(),
  characterName: z.string().optional(),
});
export const BuyInputSchema = z
  .array(PurchaseItemSchema)
  .min(1, { error: reason('checkout-empty') })
  .max(50);
export type BuyInput = z.infer<typeof BuyInputSchema>;

export const CartPutInputSchema = z.object({ targetId: IdSchema, targetCount: quantity, mode: z.enum(['add', 'set']).default('add') });
export type CartPutInput = z.infer<typeof CartPutInputSchema>;
export const CartCheckoutInputSchema = z.object({
  cartItemIds: z
    .array(IdSchema)
    .min(1, { error: reason('checkout-empty') })
    .max(50),
  /**
   * The specs of those items as the cart showed them (issue 25): a drop's gate answers a sold-out
   * spec from memory without reading the cart. Checked against the cart in the order's transaction.
   */
  specIds: z.array(IdSchema).max(50).optional(),
});

export const SetOrderAddressInputSchema = z.object({ userAddressId: IdSchema });
export const ReviewOrderInputSchema = z.object({
  comment: z
    .string()
    .trim()
    .min(1, { error: reason('review-comment-required') })
    .max(500, { error: reason('review-comment-too-long') }),
});
/**
 * The console's refund of a figurine order (decision 031): an amount in cents, or order lines (their
 * price), or neither (what is left: a full refund); a reason for a partial one.
 */
export const RefundOrderInputSchema = z
  .object({
    amountCents: z
      .number({ error: reason('refund-amount-invalid') })
      .int({ error: reason('refund-amount-invalid') })
      .min(1, { error: reason('refund-amount-invalid') })
      .optional(),
    lines: z
      .array(
        z.object({
          itemId: z.string({ error: reason('refund-line-invalid') }).min(1, { error: reason('refund-line-invalid') }),
          quantity: z
            .number({ error: reason('refund-line-invalid') })
            .int({ error: reason('refund-line-invalid') })
            .min(1, { error: reason('refund-line-invalid') }),
        }),
      )
      .max(50)
      .optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .nullish()
  .transform((v) => v ?? {});
export type RefundOrderInput = z.infer<typeof RefundOrderInputSchema>;

const trackingNo = z
  .string({ error: reason('tracking-no-required') })
  .trim()
  .min(1, { error: reason('tracking-no-required') })
  .max(100, { error: reason('tracking-no-too-long') });
const carrier = z.enum(CARRIER_IDS, { error: reason('carrier-invalid') });
/** A tracking number and a carrier as every shipping form takes them. */
export const TrackingNoSchema = trackingNo;
export const CarrierSchema = carrier;

export const ShipOrderInputSchema = z.object({
  trackingNo,
  /** Which carrier (rules/carriers): the shopper gets its tracking link. Left out: none named. */
  carrier: carrier.optional(),
  /** Decision 063: the tracking number is another order's too, and it is the same parcel (else 409 tracking-no-shared). */
  confirmSharedTracking: z.boolean().optional(),
});

/** Most shipments one request (a selection or a CSV) may carry. */
export const SHIPMENTS_MAX = 500;

/** Ship the orders selected in the console with one carrier, each with its tracking number (issue 28 #4). */
export const BulkShipInputSchema = z.object({
  carrier,
  shipments: z
    .array(z.object({ orderId: IdSchema, trackingNo }))
    .min(1, { error: reason('shipments-empty') })
    .max(SHIPMENTS_MAX, { error: reason('shipments-too-many') }),
  /** Only say what would change. */
  dryRun: z.boolean().default(false),
  /** Decision 063: tracking numbers shared by orders (of this request, or shipped before) are the same parcels. */
  confirmSharedTracking: z.boolean().optional(),
});
export type BulkShipInput = z.infer<typeof BulkShipInputSchema>;

/** A CSV of shipments (columns order, carrier, tracking; a header row names them), checked (dryRun) or applied. */
export const ShipmentImportInputSchema = z.object({
  csv: z
    .string({ error: reason('shipments-csv-invalid') })
    .min(1, { error: reason('shipments-empty') })
    .max(1_000_000, { error: reason('shipments-too-many') }),
  dryRun: z.boolean().default(true),
  /** Decision 063: tracking numbers shared by orders are the same parcels. */
  confirmSharedTracking: z.boolean().optional(),
});
export type ShipmentImportInput = z.infer<typeof ShipmentImportInputSchema>;

export const ShipmentOutcome = ['ship', 'unchanged', 'error'] as const;
/** What one shipment does (dry run) or did: ship the order, nothing (already shipped so), or why not. */
export const ShipmentRowSchema = z.object({
  /** The CSV line (header is line 1); null for a selection. */
  line: z.number().nullable(),
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  /** The order's status before. */
  status: z.enum(FigurineOrderStatus).nullable(),
  outcome: z.enum(ShipmentOutcome),
  /** A refusal reason (refusals.ts) and its English text, for an error. */
  reason: z.string().nullable(),
  message: z.string().nullable(),
});
export type ShipmentRow = z.infer<typeof ShipmentRowSchema>;
export const ShipmentPlanSchema = z.object({
  applied: z.boolean(),
  counts: z.object({ ship: z.number(), unchanged: z.number(), error: z.number() }),
  rows: z.array(ShipmentRowSchema),
});
export type ShipmentPlan = z.infer<typeof ShipmentPlanSchema>;

const statusFilter = z
  .union([z.literal(''), z.enum(FigurineOrderStatus, { error: reason('status-invalid') })])
  .optional()
  .transform((v) => v || undefined);
export const FigurineOrderListQuerySchema = PageQuerySchema.extend({
  searchKeyword: z.string().trim().max(64).optional(),
  status: statusFilter,
});
export type FigurineOrderListQuery = z.infer<typeof FigurineOrderListQuerySchema>;

/** An amount in dollars; `field` names its reasons (`<field>-required`, `-too-small`, `-too-large`). */
const price = <F extends 'price' | 'sale-price' | 'pre-sale-price'>(field: F) =>
  z
    .number({ error: `${field}-required` satisfies RefusalReason })
    .min(1, { error: `${field}-too-small` satisfies RefusalReason })
    .max(COUNT_MAX, { error: `${field}-too-large` satisfies RefusalReason });
const images = z
  .array(z.string().min(1))
  .min(1, { error: reason('images-too-few') })
  .max(8, { error: reason('images-too-many') });

const descriptionText = z.string().max(20_000, { error: reason('sale-description-too-long') });
/** A figurine's description written in the console (Markdown, kept as sanitised HTML), per language. */
export const SaleDescriptionsInputSchema = z.object({ en: descriptionText, 'zh-CN': descriptionText }).partial();
export type SaleDescriptionsInput = z.infer<typeof SaleDescriptionsInputSchema>;

/** Decision 063: a pre-sale price is never above the sale price (both in dollars; either missing: nothing to compare). */
export const preSaleAboveSale = (salePrice: number | null | undefined, preSalePrice: number | null | undefined) =>
  typeof salePrice === 'number' && typeof preSalePrice === 'number' && preSalePrice > salePrice;
const preSaleNotAbove =
  <K extends string>(saleKey: K) =>
  (v: { preSalePrice?: number | null } & { [P in K]?: number | null }) =>
    !preSaleAboveSale(v[saleKey], v.preSalePrice);
const preSaleIssue = { path: ['preSalePrice'], error: reason('pre-sale-price-above-sale') };

/** Sale settings; a true partial update: a field left out keeps its value (null clears a pre-sale). */
export const AdminSaleInputSchema = z
  .object({
    salePrice: price('sale-price'),
    preSalePrice: price('pre-sale-price').nullable(),
    preSaleEndAt: DateTimeInputSchema.nullable(),
    /** The figurine's description per language, in Markdown (decision 046); '' removes a language. */
    descriptions: SaleDescriptionsInputSchema,
    images,
  })
  .partial()
  .refine(preSaleNotAbove('salePrice'), preSaleIssue);
export type AdminSaleInput = z.infer<typeof AdminSaleInputSchema>;
export const StartPreSaleQuerySchema = z.object({
  salePrice: z.coerce.number().min(1).max(COUNT_MAX).optional(),
  preSalePrice: z.coerce.number().min(1).max(COUNT_MAX).optional(),
  preSaleDays: z.coerce.number().int().min(1).max(365).optional(),
});
export type StartPreSaleQuery = z.infer<typeof StartPreSaleQuerySchema>;
/** The same start as a POST with a body: the prices and days, and the description in each language (decision 046). */
export const StartPreSaleInputSchema = StartPreSaleQuerySchema.extend({ descriptions: SaleDescriptionsInputSchema.optional() }).refine(
  preSaleNotAbove('salePrice'),
  preSaleIssue,
);
export type StartPreSaleInput = z.infer<typeof StartPreSaleInputSchema>;

const specDescriptionText = z.string().max(2000);
/** A spec's short description per language, as the console writes it (decision 051). */
export const SpecDescriptionsInputSchema = z.object({ en: specDescriptionText, 'zh-CN': specDescriptionText }).partial();
export type SpecDescriptionsInput = z.infer<typeof SpecDescriptionsInputSchema>;

const saleSpecFields = {
  title: z
    .string()
    .trim()
    .min(1, { error: reason('spec-title-required') })
    .max(255, { error: reason('spec-title-too-long') }),
  image: z.string().min(1).nullable(),
  /** The short description in English (kept for older clients: the same as `descriptions.en`). */
  description: z.string().max(2000),
  /** The short description per language (decision 051), plain text; '' removes a language, one left out keeps its text. */
  descriptions: SpecDescriptionsInputSchema,
  price: price('price'),
  preSalePrice: price('pre-sale-price').nullable(),
  stock: z
    .number({ error: reason('stock-required') })
    .int()
    .min(1, { error: reason('stock-too-small') })
    .max(COUNT_MAX, { error: reason('stock-too-large') }),
  /** Units one account may hold of this spec across orders, raffle wins and its cart; null: no limit. */
  limitPerAccount: z
    .number({ error: reason('limit-per-account-invalid') })
    .int({ error: reason('limit-per-account-invalid') })
    .min(1, { error: reason('limit-per-account-invalid') })
    .max(99, { error: reason('limit-per-account-invalid') })
    .nullable(),
  /** The estimated ship month (`2027-03`); a later change is a delay (its own command). */
  shipMonth: z
    .string()
    .regex(SHIP_MONTH_PATTERN, { error: reason('ship-month-invalid') })
    .nullable(),
  details: SaleSpecDetailsSchema,
  /** The weight of one boxed unit in grams (issue 31: rates by weight). */
  weightGrams: z
    .number({ error: reason('weight-invalid') })
    .int({ error: reason('weight-invalid') })
    .min(0, { error: reason('weight-invalid') })
    .max(100_000, { error: reason('weight-invalid') }),
};
const createSaleSpecFields = z.object({
  ...saleSpecFields,
  image: saleSpecFields.image.optional(),
  description: saleSpecFields.description.default(''),
  descriptions: saleSpecFields.descriptions.optional(),
  preSalePrice: saleSpecFields.preSalePrice.optional(),
  limitPerAccount: saleSpecFields.limitPerAccount.optional(),
  shipMonth: saleSpecFields.shipMonth.optional(),
  details: saleSpecFields.details.default({}),
  weightGrams: saleSpecFields.weightGrams.default(500),
  characterId: IdSchema,
});
export const CreateSaleSpecInputSchema = createSaleSpecFields.refine(preSaleNotAbove('price'), preSaleIssue);
/** The console's spec form: a new spec's fields without its character. */
export const SaleSpecFormSchema = createSaleSpecFields.omit({ characterId: true }).refine(preSaleNotAbove('price'), preSaleIssue);
/** The operator records a delay of a spec (issue 29): the new month and why. */
export const RecordDelayInputSchema = z.object({
  shipMonth: saleSpecFields.shipMonth.unwrap(),
  reason: z
    .string({ error: reason('delay-reason-required') })
    .trim()
    .min(1, { error: reason('delay-reason-required') })
    .max(500, { error: reason('delay-reason-too-long') }),
});
export type RecordDelayInput = z.infer<typeof RecordDelayInputSchema>;
/** The first estimated ship month of a campaign's rewards (later moves are delays). */
export const ShipMonthInputSchema = z.object({ shipMonth: saleSpecFields.shipMonth.unwrap() });
export const DelayAnswer = ['keep', 'cancel'] as const;
export type DelayAnswer = (typeof DelayAnswer)[number];
export const DelayAnswerInputSchema = z.object({ answer: z.enum(DelayAnswer) });
/** A true partial update of a spec: a field left out keeps its value. */
export const SaleSpecInputSchema = z.object(saleSpecFields).partial();
export type SaleSpecInput = z.infer<typeof SaleSpecInputSchema>;
export type CreateSaleSpecInput = z.infer<typeof CreateSaleSpecInputSchema>;

// Responses. Money in dollars, dates as ISO strings.

const iso = z.string();
/** One recorded delay of a spec: its dated history shows on the figurine page and the order. */
export const ShipDelaySchema = z.object({
  id: z.string(),
  fromMonth: z.string(),
  toMonth: z.string(),
  reason: z.string(),
  /** A long or second delay: the buyer's yes is needed (rules/promises). */
  needsConsent: z.boolean(),
  createdAt: iso,
});
export type ShipDelay = z.infer<typeof ShipDelaySchema>;
/** A campaign's rewards: their estimated ship month and its delays (the console). */
export const CampaignShippingSchema = z.object({ shipMonth: z.string().nullable(), delays: z.array(ShipDelaySchema) });
export type CampaignShipping = z.infer<typeof CampaignShippingSchema>;
/** A delay as an order it affects tells it, with the buyer's answer. */
export const OrderDelaySchema = ShipDelaySchema.extend({
  specTitle: z.string(),
  answer: z.enum(DelayAnswer).nullable(),
  answeredAt: iso.nullable(),
  /** Unanswered by then, a delay that needs consent refunds the order. */
  answerBy: iso.nullable(),
});
export type OrderDelay = z.infer<typeof OrderDelaySchema>;
/** A current delay on the public Delays page. */
export const PublicDelaySchema = ShipDelaySchema.extend({
  characterId: z.string(),
  characterName: z.string(),
  specTitle: z.string(),
  firstMonth: z.string(),
});
export type PublicDelay = z.infer<typeof PublicDelaySchema>;
/** One line of a figurine order: the spec, its copied title and name, units and unit price. */
export const FigurineOrderLineSchema = z.object({
  /** The order line (a partial refund names it). */
  id: z.string(),
  characterSaleSpecId: z.string(),
  characterId: z.string(),
  characterSaleSpecImage: z.string().nullable(),
  characterSaleSpecTitle: z.string(),
  characterName: z.string(),
  quantity: z.number(),
  /** Units a partial refund gave back. */
  refundedQuantity: z.number(),
  price: z.number(),
  /** The tax of one unit (shown inside the price where prices are tax-inclusive). */
  tax: z.number().default(0),
});
export type FigurineOrderLine = z.infer<typeof FigurineOrderLineSchema>;
/** A figurine order as SPEC §3 lists it. */
export const FigurineOrderSchema = z.object({
  id: z.string(),
  no: z.string(),
  status: z.enum(FigurineOrderStatus),
  kind: z.enum(OrderKind),
  createdAt: iso,
  expiredAt: iso,
  totalPrice: z.number(),
  shippingFee: z.number(),
  subtotal: z.number(),
  /** Issue 31: the tax collected with it (total = subtotal + shipping + tax), and how it was priced (null: no address yet). */
  tax: z.number().default(0),
  taxDetail: OrderTaxSchema.nullable().default(null),
  items: z.array(FigurineOrderLineSchema),
  /** What its refunds gave back so far (a partial refund leaves the status as it was). */
  refundedAmount: z.number(),
  address: AddressSchema.nullable(),
  trackingNo: z.string().nullable(),
  /** The carrier's id (rules/carriers) and where the shopper follows the parcel (null: no link). */
  carrier: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  paidAt: iso.nullable(),
  shippedAt: iso.nullable(),
  receivedAt: iso.nullable(),
  reviewComment: z.string().nullable(),
  /** Issue 29: the buyer may cancel it for a full refund (paid, not shipped). */
  cancellable: z.boolean().default(false),
  cancelledAt: iso.nullable().default(null),
  /** The estimated ship month of its latest line, and the delays that moved it. */
  shipMonth: z.string().nullable().default(null),
  delays: z.array(OrderDelaySchema).default([]),
  /** Delivered: until when it may be withdrawn from (null: not delivered yet, or no right in the store's regions). */
  withdrawalDeadline: iso.nullable().default(null),
  withdrawnAt: iso.nullable().default(null),
  /** Issue 41 #5: the buyer may withdraw now (rules/promises `mayWithdraw`): shipped, or received within the window. */
  withdrawable: z.boolean().default(false),
  /** Withdrawn: the day the goods are due back (RETURN_DAYS after the withdrawal). */
  returnBy: iso.nullable().default(null),
  /** Withdrawn and not refunded yet: where the parcel goes (the operator's setting; null address: support emails it). */
  returnTo: z.object({ address: z.string().nullable(), instructions: z.string().nullable() }).nullable().default(null),
});
export type FigurineOrder = z.infer<typeof FigurineOrderSchema>;

export const CartItemSchema = z.object({
  id: z.string(),
  targetCount: z.number(),
  spec: z.object({
    id: z.string(),
    price: z.number(),
    preSalePrice: z.number().nullable(),
    stock: z.number(),
    limitPerAccount: z.number().nullable(),
    image: z.string().nullable(),
    title: z.string(),
    /** The month it releases, as its page shows it (the ship month wins); a later one holds the parcel back (issue 41 #8). */
    releaseMonth: z.string().nullable().default(null),
    /** preSaleEndAt decides, with the spec's preSalePrice, the price checkout charges (rules/pricing). */
    sale: z.object({
      images: z.array(z.string()),
      preSaleEndAt: iso.nullable(),
      character: z.object({ id: z.string(), name: z.string() }),
    }),
  }),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const FigurineSpecSchema = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  /** The short description in the reader's language, else the other one (decision 051). */
  description: z.string(),
  /** The language `description` is in (null: none written), so the page marks a fallback with `lang`. */
  descriptionLanguage: z.enum(['en', 'zh-CN']).nullable().default(null),
  price: z.number(),
  preSalePrice: z.number().nullable(),
  /** The lowest price of the days before the pre-sale began (decision 039): what a discount is shown against. */
  referencePrice: z.number().nullable(),
  stock: z.number(),
  /** Units one account may hold (null: no limit) and how many more the viewer may still buy. */
  limitPerAccount: z.number().nullable(),
  details: SaleSpecDetailsSchema,
  raffle: FigurineSpecRaffleSchema.nullable(),
  /** Issue 29: the estimated ship month and its dated history of delays (oldest first). */
  shipMonth: z.string().nullable().default(null),
  delays: z.array(ShipDelaySchema).default([]),
});
export const FigurineShowSchema = z.object({
  character: z.object({
    id: z.string(),
    name: z.string(),
    illustration: z.string().nullable(),
    description: z.string(),
    genre: z.string(),
    creatorName: z.string(),
    countCollect: z.number(),
    isCollectedForCurrentUser: z.boolean(),
  }),
  sale: z.object({
    status: z.enum(['inactive', 'active']),
    salePrice: z.number(),
    preSalePrice: z.number().nullable(),
    preSaleCount: z.number(),
    preSaleEndAt: iso.nullable(),
    /** The lowest price of the `referenceDays` before the pre-sale began (decision 039); null: none recorded. */
    referencePrice: z.number().nullable(),
    referenceDays: z.number(),
    saleCount: z.number(),
    /**
     * The description as sanitised HTML in the reader's language (Accept-Language), else in the
     * other one (decision 046); '' when none is written.
     */
    content: z.string(),
    /** The language `content` is written in; null when there is none. */
    contentLanguage: z.enum(['en', 'zh-CN']).nullable(),
    images: z.array(z.string()),
  }),
  specs: z.array(FigurineSpecSchema),
  crowdfundingImages: z.array(z.string()),
  voteIllustration: z.string().nullable(),
  /** The like, share and comment counts and the viewer's like (issue 26: the page's one call before it paints). */
  interaction: InteractionStateSchema,
});
export type FigurineShow = z.infer<typeof FigurineShowSchema>;
export const AdminSaleSpecSchema = FigurineSpecSchema.omit({ raffle: true, referencePrice: true }).extend({
  status: z.enum(['inactive', 'active']),
  /** The console edits each language's short description ('' when not written). */
  descriptions: z.object({ en: z.string(), 'zh-CN': z.string() }).default({ en: '', 'zh-CN': '' }),
  weightGrams: z.number().default(500),
});
/** One recorded price of a sale or spec (decision 039), as the console lists them. */
export const PriceChangeSchema = z.object({
  id: z.string(),
  price: z.number(),
  preSalePrice: z.number().nullable(),
  changedBy: z.string().nullable(),
  changedAt: iso,
});
export type PriceChangeRow = z.infer<typeof PriceChangeSchema>;

import { z } from 'zod';
import { COUNT_MAX } from '../constants';
import { FigurineOrderStatus, OrderKind } from '../enums';
import { reason, type RefusalReason } from '../refusals';
import { AddressSchema } from './address';
import { InteractionStateSchema } from './community';
import { IdSchema, PageQuerySchema } from './common';
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

export const ShipOrderInputSchema = z.object({
  trackingNo: z
    .string()
    .trim()
    .min(1, { error: reason('tracking-no-required') })
    .max(100),
});

const statusFilter = z
  .union([z.literal(''), z.enum(FigurineOrderStatus, { error: reason('status-invalid') })])
  .optional()
  .transform((v) => v || undefined);
export const FigurineOrderListQuerySchema = PageQuerySchema.extend({
  searchKeyword: z.string().trim().max(64).optional(),
  status: statusFilter,
});
export type FigurineOrderListQuery = z.infer<typeof FigurineOrderListQuerySchema>;
export const AdminFigurineOrderListQuerySchema = FigurineOrderListQuerySchema.extend({ userId: IdSchema.optional() });
export type AdminFigurineOrderListQuery = z.infer<typeof AdminFigurineOrderListQuerySchema>;

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

/** Sale settings; a true partial update: a field left out keeps its value (null clears a pre-sale). */
export const AdminSaleInputSchema = z
  .object({
    salePrice: price('sale-price'),
    preSalePrice: price('pre-sale-price').nullable(),
    preSaleEndAt: z.iso.datetime({ offset: true, error: reason('pre-sale-end-at-invalid') }).nullable(),
    content: z.string().max(20_000),
    images,
  })
  .partial();
export type AdminSaleInput = z.infer<typeof AdminSaleInputSchema>;
export const StartPreSaleQuerySchema = z.object({
  salePrice: z.coerce.number().min(1).max(COUNT_MAX).optional(),
  preSalePrice: z.coerce.number().min(1).max(COUNT_MAX).optional(),
  preSaleDays: z.coerce.number().int().min(1).max(365).optional(),
});
export type StartPreSaleQuery = z.infer<typeof StartPreSaleQuerySchema>;

const saleSpecFields = {
  title: z
    .string()
    .trim()
    .min(1, { error: reason('spec-title-required') })
    .max(255, { error: reason('spec-title-too-long') }),
  image: z.string().min(1).nullable(),
  description: z.string().max(2000),
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
  details: SaleSpecDetailsSchema,
};
export const CreateSaleSpecInputSchema = z.object({
  ...saleSpecFields,
  image: saleSpecFields.image.optional(),
  description: saleSpecFields.description.default(''),
  preSalePrice: saleSpecFields.preSalePrice.optional(),
  limitPerAccount: saleSpecFields.limitPerAccount.optional(),
  details: saleSpecFields.details.default({}),
  characterId: IdSchema,
});
/** A true partial update of a spec: a field left out keeps its value. */
export const SaleSpecInputSchema = z.object(saleSpecFields).partial();
export type SaleSpecInput = z.infer<typeof SaleSpecInputSchema>;
export type CreateSaleSpecInput = z.infer<typeof CreateSaleSpecInputSchema>;

// Responses. Money in dollars, dates as ISO strings.

const iso = z.string();
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
  items: z.array(
    z.object({
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
    }),
  ),
  /** What its refunds gave back so far (a partial refund leaves the status as it was). */
  refundedAmount: z.number(),
  address: AddressSchema.nullable(),
  trackingNo: z.string().nullable(),
  paidAt: iso.nullable(),
  shippedAt: iso.nullable(),
  receivedAt: iso.nullable(),
  reviewComment: z.string().nullable(),
});
export type FigurineOrder = z.infer<typeof FigurineOrderSchema>;
export const AdminFigurineOrderSchema = FigurineOrderSchema.extend({
  userId: z.string(),
  paymentId: z.string().nullable(),
  /** An open dispute holds its payment: the order must not ship until it is closed (decision 032). */
  disputed: z.boolean().default(false),
});

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
  description: z.string(),
  price: z.number(),
  preSalePrice: z.number().nullable(),
  /** The lowest price of the days before the pre-sale began (decision 039): what a discount is shown against. */
  referencePrice: z.number().nullable(),
  stock: z.number(),
  /** Units one account may hold (null: no limit) and how many more the viewer may still buy. */
  limitPerAccount: z.number().nullable(),
  details: SaleSpecDetailsSchema,
  raffle: FigurineSpecRaffleSchema.nullable(),
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
    content: z.string(),
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

import {
  DelayAnswer,
  type ParcelCharges,
  FigurineOrderStatus,
  type Address,
  OrderKind,
  SaleStatus,
  type SaleSpecDetails,
  SpecStatus,
} from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';
import { users } from '../account/schema';
import { characters } from '../character/schema';

/** A description written in one language: what the console wrote and the HTML the store shows. */
export type SaleDescriptions = Partial<Record<'en' | 'zh-CN', { markdown: string; html: string }>>;
/** A spec's short description (plain text) per language (decision 051). */
export type SpecDescriptions = Partial<Record<'en' | 'zh-CN', string>>;
/** How an order's shipping and tax were priced for its address (stored on the order: `charges`). */
export type OrderCharges = ParcelCharges;

/** The figurine sale of a character: pre-sale until `pre_sale_end_at`, then the normal price. */
export const sales = pgTable(
  'sales',
  {
    id: id(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SaleStatus }).notNull().default('inactive'),
    salePriceCents: integer('sale_price_cents').notNull(),
    preSalePriceCents: integer('pre_sale_price_cents'),
    preSaleCount: integer('pre_sale_count').notNull().default(0),
    preSaleEndAt: ts('pre_sale_end_at'),
    saleCount: integer('sale_count').notNull().default(0),
    content: text('content').notNull().default(''),
    /**
     * The figurine's description per language (decision 046): the console's Markdown and its
     * sanitised HTML. A reader gets their language's, else the other's. `content` keeps the English
     * HTML (else the Chinese) for the places that show one text.
     */
    descriptions: jsonb('descriptions').$type<SaleDescriptions>().notNull().default({}),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    startedAt: ts('started_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sales_character_key').on(t.characterId), index('sales_status_idx').on(t.status)],
);

/** A purchasable variant of a figurine; stock never goes below zero. */
export const saleSpecs = pgTable(
  'sale_specs',
  {
    id: id(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image'),
    /** The short description in English, else Chinese: for the places that show one text (raffles, the console's lists). */
    description: text('description').notNull().default(''),
    /** The short description per language (decision 051): a reader gets theirs, else the other. */
    descriptions: jsonb('descriptions').$type<SpecDescriptions>().notNull().default({}),
    priceCents: integer('price_cents').notNull(),
    preSalePriceCents: integer('pre_sale_price_cents'),
    stock: integer('stock').notNull().default(0),
    /** Units one account may hold across orders, raffle wins and its cart (issue 25); null: no limit. */
    limitPerAccount: integer('limit_per_account'),
    /** The estimated ship month (`2027-03`, issue 29); a delay moves it and leaves a `ship_delays` row. */
    shipMonth: text('ship_month'),
    /** Scale, height, material, sculptor, maker, contents: the figurine page's specification table. */
    details: jsonb('details').$type<SaleSpecDetails>().notNull().default({}),
    /** The weight of one boxed unit, for rates by weight (issue 31). */
    weightGrams: integer('weight_grams').notNull().default(500),
    status: text('status', { enum: SpecStatus }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sale_specs_character_idx').on(t.characterId),
    check('sale_specs_stock_nonneg', sql`${t.stock} >= 0`),
    check('sale_specs_price_pos', sql`${t.priceCents} > 0`),
    check('sale_specs_limit_pos', sql`${t.limitPerAccount} > 0`),
  ],
);

/**
 * Every price of a sale and of its specs, from their start on (issue 29 #5, decision 039): one row
 * per change of the list or pre-sale price, so a discount can show the lowest price of the days
 * before it. `subject` says whether `subject_id` is a sale's or a spec's id.
 */
export const salePrices = pgTable(
  'sale_prices',
  {
    id: id(),
    subject: text('subject', { enum: ['sale', 'spec'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    preSalePriceCents: integer('pre_sale_price_cents'),
    /** The operator who changed it (null: seeded or imported). */
    changedBy: text('changed_by'),
    changedAt: ts('changed_at').notNull(),
  },
  (t) => [index('sale_prices_subject_idx').on(t.subjectId, t.changedAt)],
);

/** A figurine order; money in cents, prices copied from the specs when it was placed. */
export const figurineOrders = pgTable(
  'figurine_orders',
  {
    id: id(),
    no: text('no').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: OrderKind }).notNull().default('checkout'),
    status: text('status', { enum: FigurineOrderStatus }).notNull().default('unpaid'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingFeeCents: integer('shipping_fee_cents').notNull(),
    /** The tax collected with it (issue 31, decision 043): its lines' unit tax and the shipping's; total = subtotal + shipping + tax. */
    taxCents: integer('tax_cents').notNull().default(0),
    /** How the tax and shipping were priced for its address (zone, kind, rate, inclusive, IOSS); null: no address yet. */
    charges: jsonb('charges').$type<OrderCharges>(),
    totalCents: integer('total_cents').notNull(),
    addressId: text('address_id'),
    /** The shipping address as it was when chosen; later edits of the address book do not change it. */
    address: jsonb('address').$type<Address>(),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    shippedAt: ts('shipped_at'),
    trackingNo: text('tracking_no'),
    /** The carrier it shipped with (contract rules/carriers), for the shopper's tracking link. */
    carrier: text('carrier'),
    receivedAt: ts('received_at'),
    reviewComment: text('review_comment'),
    reviewedAt: ts('reviewed_at'),
    cancelledAt: ts('cancelled_at'),
    paymentId: text('payment_id'),
    /** What its succeeded refunds gave back (a partial refund leaves the order where it was). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The buyer withdrew from the delivered order (issue 29): the acknowledged moment. */
    withdrawnAt: ts('withdrawn_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('figurine_orders_no_key').on(t.no),
    index('figurine_orders_user_created_idx').on(t.userId, t.createdAt),
    index('figurine_orders_status_expires_idx').on(t.status, t.expiresAt),
    index('figurine_orders_status_shipped_idx').on(t.status, t.shippedAt),
    index('figurine_orders_created_idx').on(t.createdAt),
    check(
      'figurine_orders_cents_nonneg',
      sql`${t.subtotalCents} >= 0 and ${t.shippingFeeCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    check('figurine_orders_total_sum', sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingFeeCents} + ${t.taxCents}`),
  ],
);

/** One line of an order; title, image and name are copied so the order reads the same later. */
export const figurineOrderItems = pgTable(
  'figurine_order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => figurineOrders.id, { onDelete: 'cascade' }),
    specId: text('spec_id')
      .notNull()
      .references(() => saleSpecs.id),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id),
    specTitle: text('spec_title').notNull(),
    specImage: text('spec_image'),
    characterName: text('character_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Units a partial refund put back on the shelf (a full refund returns the rest). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** The tax of one unit for the order's address (a refund of units gives it back with their price). */
    unitTaxCents: integer('unit_tax_cents').notNull().default(0),
    preSale: boolean('pre_sale').notNull(),
  },
  (t) => [
    index('figurine_order_items_order_idx').on(t.orderId),
    // A sold-out drop reads who holds its spec once (decision 054).
    index('figurine_order_items_spec_idx').on(t.specId),
    check('figurine_order_items_quantity_pos', sql`${t.quantity} > 0`),
  ],
);

/** A delay of a spec recorded by the operator (issue 29): the dated history the figurine page shows. */
export const shipDelays = pgTable(
  'ship_delays',
  {
    id: id(),
    specId: text('spec_id')
      .notNull()
      .references(() => saleSpecs.id, { onDelete: 'cascade' }),
    fromMonth: text('from_month').notNull(),
    toMonth: text('to_month').notNull(),
    reason: text('reason').notNull(),
    needsConsent: boolean('needs_consent').notNull(),
    /** The operator who recorded it (an admin id; the audit log has the rest). */
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('ship_delays_spec_idx').on(t.specId, t.createdAt)],
);

/**
 * A delay as one paid order hears it: the notice, and the buyer's answer. A delay that needs
 * consent and has no answer by `answer_by` refunds the order (the job `shop.delay-consent`).
 */
export const orderDelayNotices = pgTable(
  'order_delay_notices',
  {
    id: id(),
    delayId: text('delay_id')
      .notNull()
      .references(() => shipDelays.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => figurineOrders.id, { onDelete: 'cascade' }),
    needsConsent: boolean('needs_consent').notNull(),
    answerBy: ts('answer_by'),
    answer: text('answer', { enum: DelayAnswer }),
    answeredAt: ts('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_delay_notices_key').on(t.delayId, t.orderId),
    index('order_delay_notices_order_idx').on(t.orderId),
    index('order_delay_notices_due_idx')
      .on(t.answerBy)
      .where(sql`${t.answer} is null and ${t.needsConsent}`),
  ],
);

/** An operator's note on an order (issue 39): the team's memory of it; the buyer never sees it. */
export const figurineOrderNotes = pgTable(
  'figurine_order_notes',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => figurineOrders.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The operator who wrote it (an admin id). */
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('figurine_order_notes_order_idx').on(t.orderId, t.createdAt)],
);

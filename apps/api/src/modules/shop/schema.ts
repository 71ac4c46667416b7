import { SaleStatus, SpecStatus } from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';
import { characters } from '../character/schema';

/** The figurine sale of a character: pre-sale until `pre_sale_end_at`, then the normal price. */
export const sales = pgTable(
  'sales',
  {
    id: id(),
    characterId: text('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SaleStatus }).notNull().default('inactive'),
    salePriceCents: integer('sale_price_cents').notNull(),
    preSalePriceCents: integer('pre_sale_price_cents'),
    preSaleCount: integer('pre_sale_count').notNull().default(0),
    preSaleEndAt: ts('pre_sale_end_at'),
    saleCount: integer('sale_count').notNull().default(0),
    content: text('content').notNull().default(''),
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
    characterId: text('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image'),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    preSalePriceCents: integer('pre_sale_price_cents'),
    stock: integer('stock').notNull().default(0),
    status: text('status', { enum: SpecStatus }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sale_specs_character_idx').on(t.characterId),
    check('sale_specs_stock_nonneg', sql`${t.stock} >= 0`),
    check('sale_specs_price_pos', sql`${t.priceCents} > 0`),
  ],
);

import { CrowdfundingStatus, SpecStatus } from '@pedestal/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from '../../db/columns';
import { characters } from '../character/schema';

/** The crowdfunding campaign of a character; progress and target in cents. */
export const crowdfundings = pgTable(
  'crowdfundings',
  {
    id: id(),
    characterId: text('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
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
    characterId: text('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    diamond: integer('diamond').notNull(),
    status: text('status', { enum: SpecStatus }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [index('crowdfunding_specs_character_idx').on(t.characterId), check('crowdfunding_specs_positive', sql`${t.priceCents} > 0 and ${t.diamond} > 0`)],
);

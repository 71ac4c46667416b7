import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../account/schema';
import { figurineOrders, saleSpecs } from '../shop/schema';

export const LotteryStatus = ['open', 'drawn'] as const;

/**
 * A lottery drop of one sale spec (issue 25): `units` are taken off the spec's stock when it is set
 * up and held for its winners. Shoppers apply between `applyStartAt` and `applyEndAt`; the draw
 * orders every application by the raffle's committed-seed rule (`seed_hash` published from the
 * start, `seed` revealed by the draw), weighting accounts that voted for or backed the character by
 * `supporter_weight`. A winner has `claim_hours` to buy; units nobody claims go to the next drawn.
 */
export const lotteries = pgTable(
  'lotteries',
  {
    id: id(),
    specId: text('spec_id')
      .notNull()
      .references(() => saleSpecs.id, { onDelete: 'cascade' }),
    characterId: text('character_id').notNull(),
    units: integer('units').notNull(),
    /** Units held for winners not yet handed to anyone (given back to the spec when nobody is left). */
    unitsLeft: integer('units_left').notNull(),
    maxPerApplication: integer('max_per_application').notNull().default(1),
    supporterWeight: integer('supporter_weight').notNull().default(1),
    claimHours: integer('claim_hours').notNull().default(48),
    applyStartAt: timestamp('apply_start_at', { withTimezone: true }).notNull(),
    applyEndAt: timestamp('apply_end_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: LotteryStatus }).notNull().default('open'),
    seedHash: text('seed_hash').notNull(),
    seed: text('seed').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lotteries_spec_key').on(t.specId),
    check('lotteries_units_pos', sql`${t.units} > 0`),
    check('lotteries_units_left_range', sql`${t.unitsLeft} between 0 and ${t.units}`),
    check('lotteries_max_pos', sql`${t.maxPerApplication} > 0`),
    check('lotteries_weight_range', sql`${t.supporterWeight} between 1 and 10`),
    check('lotteries_claim_hours_pos', sql`${t.claimHours} > 0`),
  ],
);

export const ApplicationStatus = ['applied', 'won', 'waiting', 'purchased', 'lapsed', 'not_drawn'] as const;

/**
 * One account's application to a lottery (one per account). After the draw, `rank` is its place in
 * the drawn order; `won` holds `allocated` units until `window_ends_at`, `purchased` names its
 * order, `lapsed` let its window pass, `waiting` may still be handed units, `not_drawn` when the
 * lottery's units are all bought.
 */
export const lotteryApplications = pgTable(
  'lottery_applications',
  {
    id: id(),
    lotteryId: text('lottery_id')
      .notNull()
      .references(() => lotteries.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    weight: integer('weight').notNull().default(1),
    status: text('status', { enum: ApplicationStatus }).notNull().default('applied'),
    rank: integer('rank'),
    allocated: integer('allocated').notNull().default(0),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }),
    orderId: text('order_id').references(() => figurineOrders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lottery_applications_user_key').on(t.lotteryId, t.userId),
    index('lottery_applications_user_idx').on(t.userId),
    index('lottery_applications_window_idx').on(t.windowEndsAt),
    check('lottery_applications_quantity_pos', sql`${t.quantity} > 0`),
  ],
);
